/// A section of a page, aligned across languages.
public struct Section: Codable, Sendable, Hashable {
    /// Stable id within the page (`discussion`, `topics-2`).
    public var id: String
    /// The normalised section kind (same for 讨论 and Discussion).
    public var kind: SectionKind
    /// The heading as each language wrote it.
    public var heading: Localized<Prose>
    /// Paragraphs, list items and notes of the section, per language, in order.
    public var blocks: Localized<[Block]>

    public init(id: String, kind: SectionKind, heading: Localized<Prose> = .init(), blocks: Localized<[Block]> = .init()) {
        self.id = id
        self.kind = kind
        self.heading = heading
        self.blocks = blocks
    }
}

/// A normalised section kind. Raw values are stable kebab-case identifiers.
public enum SectionKind: String, Codable, Sendable, Hashable, CaseIterable {
    case summary
    case declaration
    case parameters
    case returnValue = "return-value"
    case overview
    case discussion
    case conformsTo = "conforms-to"
    case inheritedBy = "inherited-by"
    case conformingTypes = "conforming-types"
    case topics
    case seeAlso = "see-also"
    case howItWorks = "how-it-works"
    case rule
    case mentionedIn = "mentioned-in"
    case other
}

/// A block of prose inside a section.
public struct Block: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable {
        case paragraph
        case listItem = "list-item"
        /// A numbered step (`1. Register a handler …`).
        case step
        /// An aside (`> [!NOTE]`, Important, Tip).
        case note
        /// A sub-heading inside a section (`### Return Value` in a generic page).
        case heading
    }

    public var kind: Kind
    public var text: String
    public var line: Int

    public init(kind: Kind, text: String, line: Int) {
        self.kind = kind
        self.text = text
        self.line = line
    }
}

/// A documented parameter, aligned across languages.
public struct Parameter: Codable, Sendable, Hashable {
    /// The parameter name as the page lists it (`condition`).
    public var name: String
    public var description: Localized<Prose>
    /// Hash of the normalized content (`ContentHash`), set by extraction; nil in models written before schema 2.
    public var contentHash: String?

    public init(name: String, description: Localized<Prose>) {
        self.name = name
        self.description = description
    }
}
