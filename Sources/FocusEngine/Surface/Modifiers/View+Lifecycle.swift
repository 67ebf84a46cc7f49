/// Lifecycle modifiers (R26): onAppear, onDisappear and the three onChange forms.
extension View {
    /// Adds an action to perform before this view appears (parent before child, tree order).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        engineModifier { node, renderer in
            node.payload = .onAppear(action ?? {})
            if node.isNew, let action {
                renderer.engine.enqueueCallback(.onAppear, node.displayName, action)
            }
        }
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        engineModifier { node, _ in node.payload = .onDisappear(action ?? {}) }
    }

    /// Adds an action to perform when the given value changes; the closure receives the new value.
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable {
        onChangeModifier(value, initial: false) { _, newValue in action(newValue) }
    }

    /// Adds an action to perform when the given value changes; the closure receives old and new values.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable {
        onChangeModifier(value, initial: initial, action)
    }

    /// Adds an action to perform when the given value changes.
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable {
        onChangeModifier(value, initial: initial) { _, _ in action() }
    }

    /// onChange callbacks are queued after the modified content rendered (post-order), so stacked
    /// modifiers run in source order, innermost first (R26).
    private func onChangeModifier<V: Equatable>(_ value: V, initial: Bool, _ action: @escaping (V, V) -> Void) -> some View {
        engineModifier({ node, _ in
            node.payload = .onChange(describeValue(value))
        }, after: { node, renderer in
            if node.isNew {
                node.memo = value
                if initial {
                    renderer.engine.enqueueCallback(.onChange, "initial \(describeValue(value))") { action(value, value) }
                }
            } else if let old = node.memo as? V, old != value {
                node.memo = value
                #if DOCGEN_MUTANTS
                if Mutant.isOn(.r26OnChangeNotCalled) { return }
                let old = Mutant.isOn(.r26OnChangeOldValueIsNew) ? value : old
                #endif
                renderer.engine.enqueueCallback(.onChange, "\(describeValue(old)) → \(describeValue(value))") { action(old, value) }
            }
        })
    }

    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        engineModifier { node, context, _ in
            node.payload = .presentation(name: "environment", argument: "\(keyPath)")
            context.environment[keyPath: keyPath] = value
        }
    }

    /// Binds a view's identity to the given proxy value; a new value is a new identity.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}

/// A view whose identity is an explicit id (`.id(_:)`).
struct IDView<Content: View, ID: Hashable>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: ID

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .modifier
        node.payload = .explicitID(describeValue(id))
        renderer.withChildren(of: node) { $0.emit(content, key: .explicit(AnyHashable(id)), context: context) }
    }
}
