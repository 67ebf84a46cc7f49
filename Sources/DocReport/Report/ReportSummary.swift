/// The lines `docgen report` and `docgen run` print: verdicts, coverage, MUST failures.
public struct ReportSummary: CustomStringConvertible {
    public let report: ConformanceReport

    /// The summary of `report`.
    public init(_ report: ConformanceReport) {
        self.report = report
    }

    public var description: String {
        let totals = report.totals
        let cases = totals.cases
        var lines = [
            "pages: \(totals.pages - totals.surfacePages) in scope, \(totals.surfacePages) surface, \(report.outOfScope.count) out of scope; cases: \(cases.total) — passed \(cases.passed), compiles \(cases.compiles), engine choice \(cases.engineChoice), findings \(cases.findings), failed \(cases.failed), "
                + "expected different \(cases.expectedDifferent), known gap \(cases.knownGap), not run \(cases.notRun), "
                + "did not compile \(cases.didNotCompile), not in engine \(cases.notInEngine)",
            "claims: \(totals.claims.total) — covered \(totals.claims.covered), partly covered \(totals.claims.partlyCovered), untestable \(totals.claims.untestable), "
                + "no template \(totals.claims.noTemplate), ambiguous \(totals.claims.ambiguous), unplanned \(totals.claims.unplanned)"
                + (totals.claims.surface > 0 ? ", on surface pages (not judged) \(totals.claims.surface)" : "") + "; "
                + "examples compiled \(SummaryViewBuilder.examplesCompiled(totals.examples))",
            "results: \(SummaryViewBuilder.resultsLine(report.results)); diagnostics: \(report.diagnostics.count)",
        ]
        for failure in report.pages.flatMap({ page in page.cases.filter { $0.level == .must && $0.verdict == .failed }.map { (page, $0) } }) {
            let message = failure.1.message.map { ": " + String($0.split(whereSeparator: \.isNewline).first ?? "") } ?? ""
            lines.append("MUST failed: \(failure.0.id) \(failure.1.id)\(message)")
        }
        return lines.joined(separator: "\n")
    }
}
