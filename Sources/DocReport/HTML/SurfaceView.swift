import DocGenerate

/// The engine-surface page (`surface.html`) as the template sees it: every documented symbol of
/// the run with whether the reference engine provides it, and the pages left out of scope.
struct SurfaceView {
    /// One documented symbol.
    struct SymbolRow: Hashable {
        var symbol: String
        var status: String
        var pages: [ReportViews.MaybeLink]
        /// The engine symbol that provides it, or why it is missing / out of scope.
        var detail: String
    }

    /// A documented declaration the engine's does not match: the page's API-shape case failed or
    /// did not compile (its compiler error names the difference).
    struct MismatchRow: Hashable {
        var page: ReportViews.MaybeLink
        var scope: String
        var declaration: String
        var verdict: String
        var message: String
    }

    /// The out-of-scope pages sharing one reason.
    struct ScopeGroup: Hashable {
        var reason: String
        var count: Int
        var pages: [ScopeRow]
    }

    /// One out-of-scope page.
    struct ScopeRow: Hashable {
        var pageID: String
        var symbol: String
        var source: String
    }

    var title = "Conformance report — engine surface and scope"
    var root = ""
    var isSummary = false
    /// The linked diff's page, relative to this page (the header links it).
    var diffNav = ReportViews.DiffNav()
    var resultsLine: String
    var stats: [ReportViews.Stat]
    var rows: [SymbolRow]
    var hasRows: Bool
    var groups: [ScopeGroup]
    var hasGroups: Bool
    var mismatches: [MismatchRow]
    var hasMismatches: Bool
}

/// Report → ``SurfaceView``.
enum SurfaceViewBuilder {
    static let file = "surface.html"

    static func view(_ report: ConformanceReport) -> SurfaceView {
        let files = Dictionary(report.pages.map { ($0.id, $0.file) }, uniquingKeysWith: { first, _ in first })
        let count = { (status: SurfaceEntry.Status) in report.surface.filter { $0.status == status }.count }
        let rows = report.surface.map { entry in
            SurfaceView.SymbolRow(
                symbol: ReportText.display(entry.symbol), status: entry.status.rawValue,
                pages: entry.pageIDs.map { ReportViews.MaybeLink(text: ReportText.display($0), href: files[$0]) },
                detail: ReportText.display(entry.engineSymbol.map { "engine: \($0)" } ?? entry.reason ?? ""))
        }
        let groups = Dictionary(grouping: report.outOfScope, by: \.reason).sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
            .map { reason, pages in
                SurfaceView.ScopeGroup(reason: ReportText.display(reason), count: pages.count, pages: pages.map {
                    .init(pageID: ReportText.display($0.pageID), symbol: ReportText.display($0.symbol), source: ReportText.display($0.source))
                })
            }
        let mismatches = mismatchRows(report)
        return SurfaceView(
            resultsLine: SummaryViewBuilder.resultsLine(report.results),
            stats: [
                .init(label: "documented symbols", value: "\(report.surface.count)", style: "total"),
                .init(label: "provided by the engine", value: "\(count(.provided))", style: "passed"),
                .init(label: "missing from the engine", value: "\(count(.missing))", style: "not-in-engine"),
                .init(label: "out of scope", value: "\(count(.outOfScope))", style: "total"),
                .init(label: "pages out of scope", value: "\(report.outOfScope.count)", style: "total"),
                .init(label: "surface mismatches (API-shape case failed or did not compile)", value: "\(mismatches.count)",
                      style: mismatches.isEmpty ? "passed" : "failed"),
            ],
            rows: rows, hasRows: !rows.isEmpty, groups: groups, hasGroups: !groups.isEmpty,
            mismatches: mismatches, hasMismatches: !mismatches.isEmpty)
    }

    /// One row per page whose API-shape case failed or did not compile: the documented
    /// declaration and the compiler's first line (where the engine's declaration differs), by page id.
    static func mismatchRows(_ report: ConformanceReport) -> [SurfaceView.MismatchRow] {
        report.pages.flatMap { page in
            page.cases.filter { $0.kind == "api-shape" && ($0.verdict == .failed || $0.verdict == .didNotCompile) }.map { item in
                let text = item.compileFailure?.message ?? item.message ?? ""
                return SurfaceView.MismatchRow(
                    page: ReportViews.MaybeLink(text: ReportText.display(page.id), href: page.file),
                    scope: page.scope.rawValue, declaration: ReportText.display(page.declaration ?? ""),
                    verdict: item.verdict.rawValue,
                    message: ReportText.display(String(text.split(whereSeparator: \.isNewline).first ?? "")))
            }
        }
    }
}
