/// Content with a presentation attached (`sheet`, `fullScreenCover`, `popover`, `alert`): the
/// presented views are rendered after the content (key 1) only while the presentation is on, in an
/// environment whose `dismiss` turns it off, so focus rules apply inside them as anywhere else.
public struct _Presenting<Content: View, Presented: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let content: Content
    let kind: String
    let title: String?
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let presented: () -> Presented
    /// Alerts and confirmation dialogs: every button also dismisses, as in SwiftUI.
    let buttonsDismiss: Bool

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        let presentedNow = isPresented.wrappedValue
        node.renderInert(attributes: [kind + (presentedNow ? ", presented" : "")])
        node.layout = .presenting
        let binding = isPresented, onDismiss = onDismiss
        let dismiss = DismissAction { binding.wrappedValue = false; onDismiss?() }
        renderer.withChildren(of: node) { emitter in
            emitter.emit(content, key: .index(0), context: context)
            guard presentedNow else { return }
            var inner = context
            inner.environment[DismissKey.self] = dismiss
            emitter.emit(_PresentedContainer(kind: kind, title: title, content: presented()), key: .index(1), context: inner)
        }
        guard presentedNow, buttonsDismiss, node.children.count > 1 else { return }
        node.children[1].forEachInTreeOrder { child in
            guard child.kind == .button, let action = child.action else { return }
            child.action = { action(); dismiss() }
        }
    }
}

/// The root of presented content: recorded as `Sheet`, `Alert`… with its title.
public struct _PresentedContainer<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let kind: String
    let title: String?
    let content: Content
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        if node.isNew { renderer.engine.appearedScreens.append(node) }   // R51
        InertContainer.render(node, attributes: [kind], title: title, content: content, context: context, renderer: renderer)
    }
}

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        _Presenting(content: self, kind: "sheet", title: nil, isPresented: isPresented, onDismiss: onDismiss,
                    presented: content, buttonsDismiss: false)
    }
    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                        @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return _Presenting(content: self, kind: "sheet", title: nil, isPresented: isPresented, onDismiss: onDismiss,
                           presented: { item.wrappedValue.map(content) }, buttonsDismiss: false)
    }
    /// Presents a modal view that covers as much of the screen as possible when the binding is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        _Presenting(content: self, kind: "fullScreenCover", title: nil, isPresented: isPresented, onDismiss: onDismiss,
                    presented: content, buttonsDismiss: false)
    }
    /// Presents a popover when a given condition is true.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        _Presenting(content: self, kind: "popover", title: nil, isPresented: isPresented, onDismiss: nil,
                    presented: content, buttonsDismiss: false)
    }
    /// Presents an alert when a given condition is true, using a localized string key for the title.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _Presenting(content: self, kind: "alert", title: titleKey.resolved, isPresented: isPresented, onDismiss: nil,
                           presented: { actions }, buttonsDismiss: true)
    }
    /// Presents an alert with a message when a given condition is true.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return _Presenting(content: self, kind: "alert", title: titleKey.resolved, isPresented: isPresented, onDismiss: nil,
                           presented: { Group { message; actions } }, buttonsDismiss: true)
    }
    /// Presents an alert when a given condition is true, using a string for the title.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _Presenting(content: self, kind: "alert", title: String(title), isPresented: isPresented, onDismiss: nil,
                           presented: { actions }, buttonsDismiss: true)
    }
    /// Presents a confirmation dialog when a given condition is true.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _Presenting(content: self, kind: "confirmationDialog", title: titleKey.resolved, isPresented: isPresented,
                           onDismiss: nil, presented: { actions }, buttonsDismiss: true)
    }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point.
    case point(UnitPoint)
}

/// An opaque value derived from an anchor source and a particular view.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source: Sendable { let name: String }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

/// The visibility of a UI element, chosen automatically based on the platform, current context, and other factors.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
