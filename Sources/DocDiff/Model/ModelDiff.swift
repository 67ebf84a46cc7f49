import DocGenerate

/// What changed between two models: `diff.json` (schema in docs/diff.md and
/// docs/schemas/diff.schema.json). Everything is sorted, nothing depends on time.
public struct ModelDiff: Codable, Sendable, Hashable {
    /// Version of the `diff.json` schema.
    public static let currentSchemaVersion = 1

    public var schemaVersion = ModelDiff.currentSchemaVersion
    /// The old model as given on the command line and its page count.
    public var old: ModelSide
    /// The new model.
    public var new: ModelSide
    public var summary: DiffSummary
    /// Pages only in the new model, sorted by id.
    public var pagesAdded: [PageRef]
    /// Pages only in the old model, sorted by id.
    public var pagesRemoved: [PageRef]
    /// Pages in both whose content hash differs, sorted by id.
    public var pages: [PageChange]
    /// Cases of `--cases` whose sources are gone from the new model; absent without `--cases`.
    public var staleCases: [StaleCase]?
}

/// One model of the comparison.
public struct ModelSide: Codable, Sendable, Hashable {
    /// The folder as given.
    public var path: String
    public var pages: Int
}

/// A page named by id and symbol.
public struct PageRef: Codable, Sendable, Hashable {
    public var id: String
    public var symbol: String
}

/// Counts over the whole diff.
public struct DiffSummary: Codable, Sendable, Hashable {
    public var pagesAdded = 0
    public var pagesRemoved = 0
    /// Pages whose content hash differs.
    public var pagesChanged = 0
    /// Changed pages with at least one itemized change in a language both sides have.
    public var pagesWithChanges = 0
    public var pagesUnchanged = 0
    /// Itemized changes by class (`real-change`, `crawler-loss`, `formatting`).
    public var byClass: [String: Int] = [:]
    /// Itemized changes by kind (`claim-reworded`, `declaration-changed`, …).
    public var byKind: [String: Int] = [:]
    /// Declaration changes classed as real: API changes.
    public var apiChanges = 0
    /// Stale cases (0 without `--cases`).
    public var staleCases = 0
}

/// The differences found on one page present in both models.
public struct PageChange: Codable, Sendable, Hashable {
    public var id: String
    public var symbol: String
    public var oldHash: String?
    public var newHash: String?
    /// Languages only the new / only the old page has (their text is not compared).
    public var languagesAdded: [String]
    public var languagesRemoved: [String]
    /// In page order: declaration, availability, parameters, claims, examples.
    public var changes: [Change]
}

/// One itemized difference.
public struct Change: Codable, Sendable, Hashable {
    /// What differs.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        case claimAdded = "claim-added"
        case claimRemoved = "claim-removed"
        case claimReworded = "claim-reworded"
        case claimLevel = "claim-level-changed"
        case exampleAdded = "example-added"
        case exampleRemoved = "example-removed"
        case exampleChanged = "example-changed"
        case declarationAdded = "declaration-added"
        case declarationRemoved = "declaration-removed"
        case declarationChanged = "declaration-changed"
        case availabilityChanged = "availability-changed"
        case parameterAdded = "parameter-added"
        case parameterRemoved = "parameter-removed"
    }

    /// Whether the difference is the documentation's or the crawl's.
    public enum Class: String, Codable, Sendable, Hashable, CaseIterable {
        /// The documentation says something else.
        case realChange = "real-change"
        /// One side lacks a code span, link text, list item or listing the other has: a crawl defect of that side.
        case crawlerLoss = "crawler-loss"
        /// Only punctuation, quotes, case, spacing or placement differ.
        case formatting
    }

    /// A side of the comparison.
    public enum Side: String, Codable, Sendable, Hashable {
        case old
        case new
    }

    public var kind: Kind
    public var `class`: Class
    /// For crawler loss: the side whose crawl lost content.
    public var lossSide: Side?
    /// Why the class was chosen (`old lacks code span \`name\``).
    public var reason: String
    /// Claim id, example id, parameter name or `declaration` / `availability`.
    public var subject: String
    public var language: String?
    public var oldText: String?
    public var newText: String?
    public var oldLevel: String?
    public var newLevel: String?
    /// Word-level diff of old → new (reworded claims, changed declarations).
    public var words: [WordEdit]?
    /// A declaration change classed as real.
    public var apiChange: Bool?
}

/// One run of a word-level diff.
public struct WordEdit: Codable, Sendable, Hashable {
    /// `equal`, `delete` (old only) or `insert` (new only).
    public enum Op: String, Codable, Sendable, Hashable {
        case equal
        case delete
        case insert
    }

    public var op: Op
    public var text: String
}

extension ModelDiff {
    /// Pages with itemized changes, in diff order, each with the anchor of its section in the
    /// diff's `index.html` (`page-1`, …): what the report links a page's changes to.
    public var pageAnchors: [(page: PageChange, anchor: String)] {
        pages.filter { !$0.changes.isEmpty }.enumerated().map { ($0.element, "page-\($0.offset + 1)") }
    }
}
