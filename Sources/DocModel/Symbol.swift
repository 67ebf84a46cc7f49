/// The documented symbol (or article) a page is about.
public struct Symbol: Codable, Sendable, Hashable {
    /// The symbol's name as Swift spells it (`focused(_:equals:)`), or the article title.
    public var name: String
    /// The normalised kind (`instance-method`, `structure`, …); `article` when the page documents no symbol.
    public var kind: SymbolKind
    /// The kind as each language's page wrote it (`Instance Method`, `实例方法`).
    public var kindText: Localized<String>
    /// The page title per language; a Chinese title may be a translation rather than the name.
    public var title: Localized<String>
    /// Path of parent symbols from the navigation line, outermost first (`["SwiftUI", "View"]`).
    public var parentPath: [String]

    public init(name: String, kind: SymbolKind, kindText: Localized<String> = .init(),
                title: Localized<String> = .init(), parentPath: [String] = []) {
        self.name = name
        self.kind = kind
        self.kindText = kindText
        self.title = title
        self.parentPath = parentPath
    }
}

/// A normalised symbol kind. Raw values are stable kebab-case identifiers.
public struct SymbolKind: RawRepresentable, Codable, Sendable, Hashable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
    public static func < (lhs: SymbolKind, rhs: SymbolKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static let structure: SymbolKind = "structure"
    public static let `class`: SymbolKind = "class"
    public static let enumeration: SymbolKind = "enumeration"
    public static let `protocol`: SymbolKind = "protocol"
    public static let instanceMethod: SymbolKind = "instance-method"
    public static let typeMethod: SymbolKind = "type-method"
    public static let instanceProperty: SymbolKind = "instance-property"
    public static let typeProperty: SymbolKind = "type-property"
    public static let initializer: SymbolKind = "initializer"
    public static let `case`: SymbolKind = "case"
    public static let typeAlias: SymbolKind = "type-alias"
    public static let function: SymbolKind = "function"
    public static let macro: SymbolKind = "macro"
    public static let `operator`: SymbolKind = "operator"
    public static let associatedType: SymbolKind = "associated-type"
    public static let framework: SymbolKind = "framework"
    public static let article: SymbolKind = "article"
    public static let sampleCode: SymbolKind = "sample-code"
    public static let rule: SymbolKind = "rule"
    public static let unknown: SymbolKind = "unknown"
}

/// Where and from which version a symbol is available on one platform.
public struct Availability: Codable, Sendable, Hashable {
    /// Platform name as Apple spells it (`iOS`, `Mac Catalyst`, `visionOS`).
    public var platform: String
    /// The version that introduced the symbol, if stated.
    public var introduced: String?
    /// The version that deprecated it, if stated.
    public var deprecated: String?
    /// Whether the page marks the availability as beta.
    public var beta: Bool

    public init(platform: String, introduced: String? = nil, deprecated: String? = nil, beta: Bool = false) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.beta = beta
    }
}
