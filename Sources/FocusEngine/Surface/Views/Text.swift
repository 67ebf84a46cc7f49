/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable, Sendable, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let content: String

    /// Creates a text view from a localized string key (literals and interpolations).
    public init(_ key: LocalizedStringKey) { content = key.resolved }
    /// Creates a text view that displays a string verbatim.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { self.content = content }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.kind = .text
        node.text = content
        node.isAccessibilityElement = true
        node.isAccessibilityHidden = context.combinedElement != nil
    }
}

extension Text {
    /// Concatenates two texts.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + rhs.content) }
}
