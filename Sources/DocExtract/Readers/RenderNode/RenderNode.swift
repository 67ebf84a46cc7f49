import Foundation

/// The parts of a DocC RenderNode (`RenderNode.spec.json` in swift-docc) that docgen reads.
///
/// Decoded leniently: every field is optional, so a node written by another DocC version still
/// reads; a field of the wrong JSON type fails the decode with its coding path, which the reader
/// reports as the JSON path. `docs/model.md` ("DocC RenderNode input") lists the fields read and
/// the fields of the spec that are not.
struct RenderNode: Decodable, Sendable {
    var schemaVersion: SchemaVersion?
    var identifier: Identifier?
    /// `symbol` or `article` (tutorials pages have other kinds).
    var kind: String?
    var metadata: Metadata?
    var abstract: [RenderInline]?
    var primaryContentSections: [PrimarySection]?
    var topicSections: [TaskGroup]?
    var seeAlsoSections: [TaskGroup]?
    var relationshipsSections: [RelationshipGroup]?
    var deprecationSummary: [RenderBlock]?
    var hierarchy: Hierarchy?
    var references: [String: Reference]?
    var variants: [Variant]?
    var variantOverrides: [VariantOverride]?

    struct SchemaVersion: Decodable, Sendable {
        var major: Int?
        var minor: Int?
        var patch: Int?
    }

    struct Identifier: Decodable, Sendable {
        var url: String?
        var interfaceLanguage: String?
    }

    struct Metadata: Decodable, Sendable {
        var title: String?
        var roleHeading: String?
        var role: String?
        var symbolKind: String?
        var externalID: String?
        var modules: [Module]?
        var platforms: [Platform]?
    }

    struct Module: Decodable, Sendable {
        var name: String?
    }

    struct Platform: Decodable, Sendable {
        var name: String?
        var introducedAt: String?
        var deprecatedAt: String?
        var deprecated: Bool?
        var unavailable: Bool?
        var beta: Bool?
    }

    /// One of `primaryContentSections`: `declarations`, `parameters`, `content`, `properties`, …
    struct PrimarySection: Decodable, Sendable {
        var kind: String?
        var title: String?
        var declarations: [Declaration]?
        var parameters: [ParameterEntry]?
        var content: [RenderBlock]?
    }

    struct Declaration: Decodable, Sendable {
        var tokens: [Token]?
        var platforms: [String]?
        var languages: [String]?
    }

    struct Token: Decodable, Sendable {
        var kind: String?
        var text: String?
    }

    struct ParameterEntry: Decodable, Sendable {
        var name: String?
        var content: [RenderBlock]?
    }

    struct TaskGroup: Decodable, Sendable {
        var title: String?
        var identifiers: [String]?
    }

    struct RelationshipGroup: Decodable, Sendable {
        var title: String?
        /// `conformsTo`, `conformingTypes`, `inheritsFrom`, `inheritedBy`.
        var type: String?
        var identifiers: [String]?
    }

    struct Hierarchy: Decodable, Sendable {
        var paths: [[String]]?
    }

    /// An entry of `references`: a topic, link, image, … keyed by its identifier.
    struct Reference: Decodable, Sendable {
        var type: String?
        var title: String?
        var url: String?
        var abstract: [RenderInline]?
        var kind: String?
        var role: String?
    }

    struct Variant: Decodable, Sendable {
        var traits: [Trait]?
        var paths: [String]?
    }

    struct VariantOverride: Decodable, Sendable {
        var traits: [Trait]?
    }

    struct Trait: Decodable, Sendable {
        var interfaceLanguage: String?
    }
}

/// A block of `RenderBlockContent`: one struct for every `type`, with the fields the reader uses.
struct RenderBlock: Decodable, Sendable {
    var type: String?
    /// `paragraph`, `heading` text and the like.
    var inlineContent: [RenderInline]?
    var text: String?
    var level: Int?
    /// `aside`: `note`, `important`, `warning`, `tip`, `experiment`.
    var style: String?
    var name: String?
    var content: [RenderBlock]?
    /// `codeListing`.
    var syntax: String?
    var code: [String]?
    /// `orderedList`, `unorderedList`, `termList`.
    var items: [ListItem]?
    /// `table`: rows of cells of blocks.
    var rows: [[[RenderBlock]]]?

    struct ListItem: Decodable, Sendable {
        var content: [RenderBlock]?
        /// `termList` items.
        var term: Term?
        var definition: Definition?
    }

    struct Term: Decodable, Sendable {
        var inlineContent: [RenderInline]?
    }

    struct Definition: Decodable, Sendable {
        var content: [RenderBlock]?
    }
}

/// An item of `RenderInlineContent`.
struct RenderInline: Decodable, Sendable {
    var type: String?
    var text: String?
    var code: String?
    var inlineContent: [RenderInline]?
    /// `reference`.
    var identifier: String?
    var overridingTitle: String?
    /// `link`.
    var title: String?
    var destination: String?
}
