/// A handle to one element of the mounted tree, returned by queries and observations.
public struct Element: Equatable, CustomStringConvertible {
    let node: Node

    /// The element type: `TextField`, `Button`, `Text`, … or a custom view's type name.
    public var type: String {
        let content = node.contentNode
        if content.role == .primitive, content.kind != .other { return content.kind.rawValue }
        return shortTypeName(content.typeName)
    }

    /// The title of a control or the content of a text, if any.
    public var label: String? { node.contentNode.text }

    /// The accessibility label attached with `accessibilityLabel`, if any.
    public var accessibilityLabel: String? { node.accessibilityLabel }

    /// Whether the element is still in the hierarchy.
    public var isInHierarchy: Bool { node.isLive }

    /// Whether the element is enabled.
    public var isEnabled: Bool { node.isEnabled }

    /// Whether the element may display focus effects (`focusEffectDisabled(_:)`, R31).
    public var isFocusEffectEnabled: Bool { node.contentNode.isFocusEffectEnabled }

    /// Readable form such as `TextField "Email"`.
    public var description: String { node.displayName }

    /// Two handles are equal when they refer to the same element.
    public static func == (lhs: Element, rhs: Element) -> Bool { lhs.node === rhs.node }
}

/// How to find elements: by text, label, accessibility label, or type and index.
public enum ElementQuery: CustomStringConvertible, Sendable {
    /// A `Text` whose rendered content equals the string.
    case text(String)
    /// A control titled with the string (TextField, SecureField, Button, Toggle, search field),
    /// or any element with that accessibility label.
    case label(String)
    /// An accessibility element whose accessibility label equals the string.
    case accessibilityLabel(String)
    /// The `index`-th element (tree order, from 0) of a type such as `"Button"` or `"MyView"`.
    case type(String, index: Int)

    /// Textual form used by dumps and logs.
    public var description: String {
        switch self {
        case .text(let text): return "text \"\(text)\""
        case .label(let label): return "label \"\(label)\""
        case .accessibilityLabel(let label): return "accessibility label \"\(label)\""
        case .type(let type, let index): return "type \(type) #\(index)"
        }
    }
}
