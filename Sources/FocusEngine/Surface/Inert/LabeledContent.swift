/// A container for attaching a label to a value-bearing view (`LabeledContent("Name", value:
/// name)`, `LabeledContent("Volume") { Slider(…) }`). Inert: the label and the content render side
/// by side, label first, so a focusable view in the content takes focus as anywhere else.
public struct LabeledContent<Label: View, Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let label: Label
    let content: Content

    /// Creates a standard labeled element, with a view that conveys the value of the element and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInertPair(title: label, label, content, context: context, renderer: renderer)
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// Creates a labeled view that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: a localized label and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// Creates a labeled informational view: a string label and a string value.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
