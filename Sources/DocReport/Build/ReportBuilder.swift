import DocGenerate
import DocModel

/// ``ReportInputs`` → ``ConformanceReport``: matches results to cases, cases to claims and
/// examples, and counts. Output does not depend on the order of the inputs.
public struct ReportBuilder {
    /// A builder; it has no settings.
    public init() {}

    /// The report of `inputs`: pages sorted by id, suites matched to pages, results to cases.
    public func build(_ inputs: ReportInputs) -> ConformanceReport {
        var diagnostics = inputs.index.diagnostics + inputs.diagnostics
        // Out-of-scope pages get no page view: they are listed with their reason instead.
        let outOfScope = Set(inputs.corpusIndex.outOfScope.map(\.pageID))
        let pages = inputs.pages.filter { !outOfScope.contains($0.id) }
            .sorted { ($0.id, $0.source.path) < ($1.id, $1.source.path) }
        let pageIDs = Set(pages.map(\.id))
        var suitesByPage: [String: CorpusSuite] = [:]
        for suite in inputs.suites.sorted(by: { $0.file < $1.file }) {
            let pageID = suite.suite.pageID
            if !pageIDs.contains(pageID) {
                diagnostics.append(ReportDiagnostics.suiteWithoutPage(suite.suite.suiteName, page: pageID, file: suite.file))
            } else if suitesByPage[pageID] != nil {
                diagnostics.append(ReportDiagnostics.duplicateSuite(pageID, file: suite.file))
            } else {
                suitesByPage[pageID] = suite
            }
        }
        // Other sources of a documented page share its suite (one suite per documented page).
        var sharedByPage: [String: CorpusSuite] = [:]
        for suite in suitesByPage.values {
            for other in suite.suite.alsoPages ?? [] where suitesByPage[other.pageID] == nil { sharedByPage[other.pageID] = suite }
        }
        var matcher = ResultMatcher(results: inputs.results, suites: Array(suitesByPage.values))
        var names = Set<String>()
        var reports: [PageReport] = []
        for page in pages {
            let file = "pages/" + ReportFileNames.pageFile(for: page.id, used: &names)
            let suite = suitesByPage[page.id]
            let shared = suite == nil ? sharedByPage[page.id] : nil
            if suite == nil, shared == nil { diagnostics.append(ReportDiagnostics.pageWithoutSuite(page.id, file: page.source.path)) }
            reports.append(PageReportBuilder(page: page, suite: suite, file: file, shared: shared).build(matcher: &matcher))
        }
        diagnostics += matcher.unmatchedDiagnostics()
        let summary = ResultsSummary(format: inputs.results.format, records: inputs.results.records.count,
                                     matched: matcher.matched, unmatched: matcher.unmatched, ignored: matcher.ignored)
        var report = ConformanceReport(results: summary, pages: reports, diagnostics: Self.sorted(diagnostics),
                                       surface: inputs.corpusIndex.surface.sorted { ($0.symbol, $0.pageIDs.joined(separator: " ")) < ($1.symbol, $1.pageIDs.joined(separator: " ")) },
                                       outOfScope: inputs.corpusIndex.outOfScope.sorted { ($0.pageID, $0.source) < ($1.pageID, $1.source) })
        if let mutation = inputs.mutation { MutationAnnotator.annotate(&report, with: mutation) }
        if let diff = inputs.diff { DiffLinker.annotate(&report, with: diff) }
        return report
    }

    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            ($0.file, $0.line ?? 0, $0.id, $0.message) < ($1.file, $1.line ?? 0, $1.id, $1.message)
        }
    }
}

/// Finds the test record of each case (`<suite>.<methodName(case id)>`) and tallies the rest.
struct ResultMatcher {
    private var records: [String: TestResults.Record] = [:]
    private var used: Set<String> = []
    private let suiteNames: Set<String>
    private let resultsFile: String
    private(set) var matched = 0
    private(set) var ignored = 0

    init(results: TestResults, suites: [CorpusSuite]) {
        suiteNames = Set(suites.map(\.suite.suiteName))
        resultsFile = results.file
        for record in results.records {
            guard suiteNames.contains(record.suite) else { ignored += 1; continue }
            let key = "\(record.suite).\(record.method)"
            // A test reported twice (a retry, a merged file) keeps its worst status.
            if let existing = records[key], Self.rank(existing.status) >= Self.rank(record.status) { continue }
            records[key] = record
        }
    }

    /// The record of `caseID` in `suite`, if any.
    mutating func record(suite: String, caseID: String) -> TestResults.Record? {
        let key = "\(suite).\(SuiteViewBuilder.methodName(caseID))"
        guard let record = records[key] else { return nil }
        if used.insert(key).inserted { matched += 1 }
        return record
    }

    var unmatched: Int { records.count - used.count }

    func unmatchedDiagnostics() -> [Diagnostic] {
        records.keys.filter { !used.contains($0) }.sorted().compactMap { key in
            records[key].map { ReportDiagnostics.resultUnmatched(suite: $0.suite, method: $0.method, file: resultsFile) }
        }
    }

    private static func rank(_ status: TestResults.Record.Status) -> Int {
        switch status {
        case .passed: 0
        case .skipped: 1
        case .failed: 2
        }
    }
}
