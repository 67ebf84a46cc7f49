/// The summary page as the template sees it (`summary.html.mustache`).
struct SummaryView {
    /// A sortable column header: the variant page sorted by it, and whether this page is.
    struct SortHeader: Hashable {
        var href: String
        var isCurrent: Bool
        /// `ascending` or `descending` (`aria-sort`).
        var direction: String
    }

    /// One row of the pages table.
    struct Row: Hashable {
        var href: String
        var symbol: String
        var pageID: String
        var kind: String
        var passed: Int
        var failed: Int
        var expectedDifferent: Int
        var knownGap: Int
        var notRun: Int
        var didNotCompile: Int
        var notInEngine: Int
        var hasFailures: Bool
        var claimsCovered: String
        var untestable: Int
        var noTemplate: Int
        var ambiguous: Int
        var examples: String
        var bilingual: Int
        var diagnostics: Int
        var diagnosticsDetail: String
    }

    /// A failed MUST case, listed above the table.
    struct MustFailure: Hashable {
        var href: String
        var pageID: String
        var caseID: String
        var message: String
    }

    // Layout
    var title: String
    var root = ""
    var isSummary = true
    /// The linked diff's page, relative to this page (the header links it).
    var diffNav = ReportViews.DiffNav()
    var resultsLine: String

    var verdictStats: [ReportViews.Stat]
    var claimStats: [ReportViews.Stat]
    var mustFailures: [MustFailure]
    var hasMustFailures: Bool
    var sortOptions: [ReportViews.MaybeLink]
    var sortLabel: String
    var sortPage: SortHeader
    var sortKind: SortHeader
    var sortFailed: SortHeader
    var sortNotRun: SortHeader
    var sortCoverage: SortHeader
    var sortDiagnostics: SortHeader
    var rows: [Row]
    var total: Row
    var diagnostics: [ReportViews.DiagnosticRow]
    var hasDiagnostics: Bool
    var diagnosticsCaption = "Findings about inputs that belong to no page, and about the results"
    /// Counts of the linked diff (pages and changes by class).
    var diffStats: [ReportViews.Stat] = []
    /// The words the lexicon lacks most often in no-template claims ("allow — 3 claims").
    var missingTerms: [ReportViews.Stat] = []
    /// Stored, not computed: the templates read a view's stored properties only.
    var hasMissingTerms = false

}
