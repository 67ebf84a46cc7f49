import DocGenerate
import DocModel

/// The whole conformance report as data: what `report.json` holds and what the HTML and
/// JUnit writers render (schema: docs/report.md, docs/schemas/report.schema.json).
///
/// A pure value: nothing in it depends on time, paths outside the inputs or input order.
public struct ConformanceReport: Codable, Sendable, Hashable {
    /// Version of the report.json schema, bumped on any change of shape or meaning.
    public static let currentSchemaVersion = 7

    public var schemaVersion: Int
    /// Where the test results came from and how many were read.
    public var results: ResultsSummary
    /// Sums over every page.
    public var totals: PageCounts
    /// One entry per page, sorted by page id.
    public var pages: [PageReport]
    /// Findings that belong to no page: the model index's and the report stage's own.
    public var diagnostics: [Diagnostic]
    /// Every documented symbol of the run: provided by the engine, missing, or out of scope.
    public var surface: [SurfaceEntry]
    /// Pages of the model no suite was generated for, with the reason (not in `pages`).
    public var outOfScope: [ScopeDecision]
    /// The mutation score of the suites, when the report was given a mutation table.
    public var mutation: MutationSummary?
    /// The diff against the previous model, when the report was given one (`--diff`).
    public var diff: DiffLink?
    /// The words the claim reader's lexicon lacks most often in `no-template` claims of in-scope
    /// pages (at most `MissingTerm.limit`, by count then term).
    public var missingTerms: [MissingTerm]

    /// A report of `pages` (sorted by id by the caller); `totals` are summed here.
    public init(results: ResultsSummary, pages: [PageReport], diagnostics: [Diagnostic],
                surface: [SurfaceEntry] = [], outOfScope: [ScopeDecision] = []) {
        self.schemaVersion = Self.currentSchemaVersion
        self.results = results
        self.pages = pages
        self.diagnostics = diagnostics
        self.surface = surface
        self.outOfScope = outOfScope
        self.totals = pages.reduce(into: PageCounts()) { $0.add($1.counts) }
        self.missingTerms = MissingTerm.mostFrequent(in: pages)
    }

    /// Cases of level MUST whose verdict is `failed`, over every page.
    public var mustFailures: [CaseReport] {
        pages.flatMap(\.cases).filter { $0.level == .must && $0.verdict == .failed }
    }
}

/// Where the results came from.
public struct ResultsSummary: Codable, Sendable, Hashable {
    /// The results file's format.
    public enum Format: String, Codable, Sendable, Hashable {
        /// XCTest's JUnit XML (`swift test --xunit-output`).
        case junit
        /// The results JSON documented in docs/report.md.
        case resultsJSON = "results-json"
        /// No results: every case is `not-run`.
        case none
    }

    public var format: Format
    /// Test records read from the file.
    public var records: Int
    /// Records that matched a case of the corpus.
    public var matched: Int
    /// Records of a corpus suite naming no case of it (each also a diagnostic).
    public var unmatched: Int
    /// Records of test classes that are not corpus suites (other test targets), ignored.
    public var ignored: Int

    /// A summary of results read in `format`.
    public init(format: Format, records: Int = 0, matched: Int = 0, unmatched: Int = 0, ignored: Int = 0) {
        self.format = format
        self.records = records
        self.matched = matched
        self.unmatched = unmatched
        self.ignored = ignored
    }
}
