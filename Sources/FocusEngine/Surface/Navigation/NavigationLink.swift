/// A view that controls a navigation presentation: a button that pushes a value (found by the
/// stack's `navigationDestination(for:)`) or a destination view onto the enclosing navigation
/// stack (R50).
public struct NavigationLink<Label: View, Destination: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let label: Label
    let value: AnyHashable?
    let destination: (() -> Destination)?

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        let model = context.environment[NavigationModelKey.self]
        let engine = renderer.engine
        let action: () -> Void
        if let value {
            action = {
                guard let model else { return engine.warn(.misuse, "NavigationLink(value: \(value)) outside a NavigationStack pushes nothing") }
                model.push(value)
            }
        } else if let destination {
            let state = (node.memo as? LinkState) ?? LinkState()
            node.memo = state
            let reference: EngineReference = engine.reference!
            if state.isActive, let model {
                model.registerPresented(id: ObjectIdentifier(node), pop: { state.isActive = false; reference.engine?.markDirty() },
                                        content: destination)
            }
            action = {
                guard model != nil else { return engine.warn(.misuse, "NavigationLink outside a NavigationStack or NavigationView pushes nothing") }
                state.isActive = true
                reference.engine?.markDirty()
            }
        } else {
            action = {}
        }
        Button.render(label: label, action: action, node: node, context: context, renderer: renderer)
    }

    /// Whether a destination link is pushed; lives in the link's node.
    final class LinkState { var isActive = false }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label(); self.value = value.map { AnyHashable($0) }; destination = nil
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text label
    /// that the link generates from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        label = Text(titleKey); self.value = value.map { AnyHashable($0) }; destination = nil
    }
    /// Creates a navigation link that presents the view corresponding to a value, with a text label
    /// that the link generates from a title string.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title); self.value = value.map { AnyHashable($0) }; destination = nil
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let view = destination()
        self.label = label(); value = nil; self.destination = { view }
    }
    /// Creates a navigation link that presents the destination view (deprecated form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); value = nil; self.destination = { destination }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        let view = destination()
        label = Text(titleKey); value = nil; self.destination = { view }
    }
    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        let view = destination()
        label = Text(title); value = nil; self.destination = { view }
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                             @ViewBuilder destination: @escaping (D) -> C) -> some View {
        engineModifier { node, context, _ in
            node.payload = .presentation(name: "navigationDestination", argument: "for: \(D.self)")
            context.environment[NavigationModelKey.self]?.register(D.self, destination)
        }
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return engineModifier { node, context, _ in
            node.payload = .presentation(name: "navigationDestination", argument: "isPresented: \(isPresented.wrappedValue)")
            guard isPresented.wrappedValue else { return }
            context.environment[NavigationModelKey.self]?.registerPresented(
                id: ObjectIdentifier(node), pop: { isPresented.wrappedValue = false }, content: { view })
        }
    }
}
