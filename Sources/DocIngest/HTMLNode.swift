/// A node of a parsed HTML document, with the source line it starts on.
///
/// A plain value tree produced by ``HTMLParser``; nothing here refers to libxml2.
public struct HTMLNode: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// An element; `name` is lowercased.
        case element(name: String)
        /// Character data, entities decoded.
        case text
        case comment
    }

    public var kind: Kind
    /// Attributes in document order (names lowercased).
    public var attributes: [Attribute]
    /// Text of text and comment nodes.
    public var text: String?
    public var children: [HTMLNode]
    /// 1-based source line (0 when unknown).
    public var line: Int

    public struct Attribute: Sendable, Hashable {
        public var name: String
        public var value: String
    }

    public init(kind: Kind, attributes: [Attribute] = [], text: String? = nil, children: [HTMLNode] = [], line: Int) {
        self.kind = kind
        self.attributes = attributes
        self.text = text
        self.children = children
        self.line = line
    }

    /// The element name, or nil for text and comments.
    public var name: String? {
        if case .element(let name) = kind { return name }
        return nil
    }

    /// The value of attribute `name`.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Whitespace-separated classes of the element.
    public var classes: [Substring] {
        (self[attribute: "class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    }
}
