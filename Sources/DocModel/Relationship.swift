/// A link from this page to other symbols: conformances, topic groups, see-also lists.
public struct Relationship: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable {
        case conformsTo = "conforms-to"
        case inheritedBy = "inherited-by"
        case conformingTypes = "conforming-types"
        case topicGroup = "topic-group"
        case seeAlso = "see-also"
        /// A symbol mentioned by a link inside prose.
        case mentions
    }

    public var kind: Kind
    /// The group's heading per language (`Creating a focus state` / `创建焦点状态`).
    public var title: Localized<String>
    public var targets: [SymbolReference]

    public init(kind: Kind, title: Localized<String> = .init(), targets: [SymbolReference]) {
        self.kind = kind
        self.title = title
        self.targets = targets
    }
}

/// A reference to another symbol, resolved to a Swift name where possible.
public struct SymbolReference: Codable, Sendable, Hashable {
    /// The symbol name (`focused(_:equals:)`), resolved from the link text or target.
    public var name: String
    /// The link target as written (`/documentation/swiftui/view/focused(_:)`,
    /// `focused___equals.zh-Hans.md`), if the reference was a link.
    public var target: String?
    /// The one-line abstract that followed the link, if any.
    public var abstract: Localized<String>
    public var line: Int

    public init(name: String, target: String? = nil, abstract: Localized<String> = .init(), line: Int) {
        self.name = name
        self.target = target
        self.abstract = abstract
        self.line = line
    }
}
