/// One page view as the template sees it (`page.html.mustache`).
struct PageView {
    /// A claim sentence in one language.
    struct ClaimCell: Hashable {
        var text: String
        var id: String
        var key: String
        var level: String
        var source: ReportViews.MaybeLink
    }

    /// An English claim and its aligned Chinese claim side by side (either may be missing).
    struct ClaimRow: Hashable {
        var level: String
        var en: [ClaimCell]
        var zh: [ClaimCell]
        var hasEnglish: Bool
        var hasChinese: Bool
        var coverage: String
        var note: String
        var hasNote: Bool
        var cases: [CaseLink]
        var hasCases: Bool
    }

    /// A case named from elsewhere on the page, with its verdict.
    struct CaseLink: Hashable {
        var anchor: String
        var id: String
        var badge: ReportViews.Badge
        var message: String
        var hasMessage: Bool
    }

    /// One row of the cases table.
    struct CaseRow: Hashable {
        var anchor: String
        /// Whether the row carries the `id` anchor (only in the page's cases table, not under examples).
        var isPrimary: Bool
        var id: String
        var kind: String
        var level: String
        var method: String
        var steps: [ReportViews.Line]
        var expectations: [ReportViews.Line]
        var hasExpectations: Bool
        var claims: [ReportViews.Line]
        var badge: ReportViews.Badge
        var message: String
        var hasMessage: Bool
    }

    /// One code example with the cases derived from it.
    struct ExampleBlock: Hashable {
        var heading: String
        var facts: [ReportViews.Fact]
        var code: ReportViews.Code
        var cases: [CaseRow]
        var hasCases: Bool
        var casesCaption: String
        var reason: String
        var hasReason: Bool
    }

    /// A planning finding.
    struct Finding: Hashable {
        var kind: String
        var claims: String
        var message: String
    }

    // Layout
    var title: String
    var root = "../"
    var isSummary = false
    /// The linked diff's page, relative to this page (the header links it).
    var diffNav = ReportViews.DiffNav()
    /// This page's changes in the linked diff, linking to its section there.
    var pageDiff = ReportViews.DiffNav()
    var resultsLine: String

    var symbol: String
    var subtitle: String
    var facts: [ReportViews.Fact]
    var verdictStats: [ReportViews.Stat]
    var claimStats: [ReportViews.Stat]
    var hasDeclaration: Bool
    var declaration: ReportViews.Code
    var claimRows: [ClaimRow]
    var hasClaims: Bool
    var cases: [CaseRow]
    var hasCases: Bool
    var casesCaption = "Every case of the page's suite: what it does, what it expects, and its verdict"
    var examples: [ExampleBlock]
    var hasExamples: Bool
    var findings: [Finding]
    var hasFindings: Bool
    var diagnostics: [ReportViews.DiagnosticRow]
    var hasDiagnostics: Bool
    var diagnosticsCaption = "Findings of the extraction about this page"
}
