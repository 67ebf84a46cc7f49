/// A view that shows or hides another content view, based on the state of a disclosure control
/// (Apple's `DisclosureGroup`). Inert: the label always renders; the content renders only while
/// the group is expanded — the `isExpanded` binding's value, or collapsed (SwiftUI's initial
/// state) without one, since the engine models no disclosure control to toggle. So a field in a
/// collapsed group is not in the focus order, as in SwiftUI.
public struct DisclosureGroup<Label: View, Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let label: Label
    let isExpanded: Binding<Bool>?
    let content: () -> Content

    /// Creates a disclosure group with the given label and content, initially collapsed.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.isExpanded = nil; self.content = content
    }

    /// Creates a disclosure group whose expansion follows `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.isExpanded = isExpanded; self.content = content
    }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        let expanded = isExpanded?.wrappedValue ?? false
        node.renderInert(attributes: expanded ? ["expanded"] : [], title: (label as? Text)?.content)
        renderer.withChildren(of: node) {
            $0.emit(label, key: .index(0), context: context)
            guard expanded else { return }
            $0.emit(content(), key: .index(1), context: context)
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group with a localized title, initially collapsed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a disclosure group with a title, initially collapsed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(String(label)) })
    }

    /// Creates a disclosure group with a localized title whose expansion follows `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// Creates a disclosure group with a title whose expansion follows `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(String(label)) })
    }
}
