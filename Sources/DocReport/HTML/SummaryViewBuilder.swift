/// Report → the summary page, once per sort order (each order is its own static page, so the
/// table is sortable without JavaScript).
enum SummaryViewBuilder {
    /// The orders the summary is written in; `page` is `index.html`.
    enum Order: String, CaseIterable {
        case page, kind, failed, notRun = "not-run", coverage, diagnostics

        var file: String { self == .page ? "index.html" : "by-\(rawValue).html" }

        var label: String {
            switch self {
            case .page: "page id"
            case .kind: "kind"
            case .failed: "failed cases (most first)"
            case .notRun: "cases not run or not compiled (most first)"
            case .coverage: "claim coverage (least first)"
            case .diagnostics: "diagnostics (most first)"
            }
        }

        var direction: String {
            switch self {
            case .page, .kind, .coverage: "ascending"
            case .failed, .notRun, .diagnostics: "descending"
            }
        }

        /// Whether `a` comes before `b`; ties fall back to the page id.
        func precedes(_ a: PageReport, _ b: PageReport) -> Bool {
            let (x, y) = (a.counts, b.counts)
            switch self {
            case .page: break
            case .kind: if a.symbol.kind != b.symbol.kind { return a.symbol.kind < b.symbol.kind }
            case .failed:
                if x.cases.failed + x.cases.knownGap != y.cases.failed + y.cases.knownGap {
                    return x.cases.failed + x.cases.knownGap > y.cases.failed + y.cases.knownGap
                }
            case .notRun:
                let (left, right) = (x.cases.notRun + x.cases.didNotCompile, y.cases.notRun + y.cases.didNotCompile)
                if left != right { return left > right }
            case .coverage:
                // Compare covered/total as fractions without rounding; pages without claims last.
                let left = x.claims.covered * max(y.claims.total, 1), right = y.claims.covered * max(x.claims.total, 1)
                if (x.claims.total == 0) != (y.claims.total == 0) { return y.claims.total == 0 }
                if left != right { return left < right }
            case .diagnostics:
                if x.diagnostics.total != y.diagnostics.total { return x.diagnostics.total > y.diagnostics.total }
            }
            return a.id < b.id
        }
    }

    static func view(_ report: ConformanceReport, order: Order) -> SummaryView {
        let totals = report.totals
        func header(_ column: Order) -> SummaryView.SortHeader {
            .init(href: column.file, isCurrent: column == order, direction: column.direction)
        }
        let failures = report.pages.flatMap { page in
            page.cases.filter { $0.level == .must && $0.verdict == .failed }.map {
                SummaryView.MustFailure(href: page.file, pageID: ReportText.display(page.id),
                                        caseID: ReportText.display($0.id), message: ReportText.display($0.message ?? ""))
            }
        }
        return SummaryView(
            title: "Conformance report — summary",
            resultsLine: resultsLine(report.results),
            verdictStats: verdictStats(totals.cases) + mutationStats(report.mutation),
            claimStats: claimStats(totals),
            mustFailures: failures, hasMustFailures: !failures.isEmpty,
            sortOptions: Order.allCases.map { .init(text: $0.label, href: $0 == order ? nil : $0.file) },
            sortLabel: order.label,
            sortPage: header(.page), sortKind: header(.kind), sortFailed: header(.failed), sortNotRun: header(.notRun),
            sortCoverage: header(.coverage), sortDiagnostics: header(.diagnostics),
            rows: report.pages.sorted(by: order.precedes).map(row),
            total: totalRow(report),
            diagnostics: ReportViews.diagnosticRows(report.diagnostics), hasDiagnostics: !report.diagnostics.isEmpty,
            missingTerms: report.missingTerms.map {
                .init(label: ReportText.display($0.term), value: "\($0.claims)", style: "no-template")
            },
            hasMissingTerms: !report.missingTerms.isEmpty)
    }

    static func resultsLine(_ results: ResultsSummary) -> String {
        switch results.format {
        case .none: "no test results (every case not run)"
        case .junit: "JUnit results (\(results.matched) of \(results.records) records matched a case)"
        case .resultsJSON: "results JSON (\(results.matched) of \(results.records) records matched a case)"
        }
    }

    static func verdictStats(_ cases: PageCounts.Cases) -> [ReportViews.Stat] {
        [
            .init(label: "cases", value: "\(cases.total)", style: "total"),
            .init(label: "passed (behaviour)", value: "\(cases.passed)", style: "passed"),
            .init(label: "compiles (compile-only)", value: "\(cases.compiles)", style: "compiles"),
            .init(label: "engine choice", value: "\(cases.engineChoice)", style: "engine-choice"),
            .init(label: "findings (rule claims not supported)", value: "\(cases.findings)", style: "finding"),
            .init(label: "failed", value: "\(cases.failed)", style: "failed"),
            .init(label: "expected different", value: "\(cases.expectedDifferent)", style: "expected-different"),
            .init(label: "known gap", value: "\(cases.knownGap)", style: "known-gap"),
            .init(label: "not run", value: "\(cases.notRun)", style: "not-run"),
            .init(label: "did not compile", value: "\(cases.didNotCompile)", style: "did-not-compile"),
            .init(label: "not in engine", value: "\(cases.notInEngine)", style: "not-in-engine"),
            .init(label: "MUST cases failed", value: "\(cases.mustFailed)", style: cases.mustFailed > 0 ? "failed" : "total"),
        ]
    }

    /// The mutation score and the flagged cases, when the report was given a mutation table.
    static func mutationStats(_ mutation: MutationSummary?) -> [ReportViews.Stat] {
        guard let mutation else { return [] }
        return [
            .init(label: "mutants killed (make mutants at \(ReportText.display(mutation.commit)))",
                  value: "\(mutation.killed) / \(mutation.total)", style: mutation.killed == mutation.total ? "passed" : "failed"),
            .init(label: "passed cases that kill no mutant of their rule", value: "\(mutation.flaggedCases)",
                  style: mutation.flaggedCases == 0 ? "total" : "failed"),
        ]
    }

    static func claimStats(_ counts: PageCounts) -> [ReportViews.Stat] {
        let claims = counts.claims
        return [
            .init(label: "pages in scope (judged)", value: "\(counts.pages - counts.surfacePages)", style: "total"),
            .init(label: "surface pages (inert engine symbol, no focus vocabulary: compile checks only)", value: "\(counts.surfacePages)", style: "total"),
            .init(label: "claims", value: "\(claims.total)", style: "total"),
            .init(label: "covered", value: coverage(claims), style: "total"),
            .init(label: "partly covered", value: "\(claims.partlyCovered)", style: "total"),
            .init(label: "untestable", value: "\(claims.untestable)", style: "total"),
            .init(label: "no template", value: "\(claims.noTemplate)", style: "total"),
            .init(label: "ambiguous", value: "\(claims.ambiguous)", style: "total"),
            .init(label: "unplanned", value: "\(claims.unplanned)", style: "total"),
            .init(label: "claims of surface pages (not judged)", value: "\(claims.surface)", style: "total"),
            .init(label: "examples compiled", value: examplesCompiled(counts.examples), style: "total"),
            .init(label: "bilingual findings", value: "\(counts.bilingualFindings)", style: "total"),
            .init(label: "generator findings (prose vs the generator's model)", value: "\(counts.generatorFindings)", style: "total"),
            .init(label: "extraction diagnostics", value: "\(counts.diagnostics.total)", style: "total"),
        ]
    }

    /// `13 of 29 (2 with elisions filled)`.
    static func examplesCompiled(_ examples: PageCounts.Examples) -> String {
        var notes: [String] = []
        if examples.withFillings > 0 { notes.append("\(examples.withFillings) with elisions filled") }
        if examples.documentationError > 0 {
            notes.append("\(examples.documentationError) \(examples.documentationError == 1 ? "is a documentation error" : "are documentation errors")")
        }
        return "\(examples.compiled) of \(examples.total)" + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
    }

    /// `103 of 145 (71.0 %)`.
    static func coverage(_ claims: PageCounts.Claims) -> String {
        guard claims.total > 0 else { return "0 of 0" }
        let tenths = (claims.covered * 1000 + claims.total / 2) / claims.total
        return "\(claims.covered) of \(claims.total) (\(tenths / 10).\(tenths % 10) %)"
    }

    private static func row(_ page: PageReport) -> SummaryView.Row {
        let c = page.counts
        return SummaryView.Row(
            href: page.file, symbol: ReportText.display(page.symbol.name), pageID: ReportText.display(page.id),
            kind: ReportText.display(page.symbol.kind), passed: c.cases.passed, failed: c.cases.failed,
            expectedDifferent: c.cases.expectedDifferent, knownGap: c.cases.knownGap, notRun: c.cases.notRun,
            didNotCompile: c.cases.didNotCompile, notInEngine: c.cases.notInEngine,
            hasFailures: c.cases.failed + c.cases.knownGap > 0, claimsCovered: shortCoverage(c.claims),
            untestable: c.claims.untestable, noTemplate: c.claims.noTemplate, ambiguous: c.claims.ambiguous + c.claims.unplanned,
            examples: "\(c.examples.compiled) of \(c.examples.total)", bilingual: c.bilingualFindings,
            diagnostics: c.diagnostics.total,
            diagnosticsDetail: "\(c.diagnostics.errors) errors, \(c.diagnostics.warnings) warnings, \(c.diagnostics.notes) notes")
    }

    /// `18/20 (90 %)`, for table cells.
    static func shortCoverage(_ claims: PageCounts.Claims) -> String {
        guard claims.total > 0 else { return "0/0" }
        return "\(claims.covered)/\(claims.total) (\((claims.covered * 100 + claims.total / 2) / claims.total) %)"
    }

    private static func totalRow(_ report: ConformanceReport) -> SummaryView.Row {
        let c = report.totals
        return SummaryView.Row(
            href: "", symbol: "All \(c.pages) pages", pageID: "", kind: "", passed: c.cases.passed, failed: c.cases.failed,
            expectedDifferent: c.cases.expectedDifferent, knownGap: c.cases.knownGap, notRun: c.cases.notRun,
            didNotCompile: c.cases.didNotCompile, notInEngine: c.cases.notInEngine,
            hasFailures: c.cases.failed + c.cases.knownGap > 0, claimsCovered: coverage(c.claims),
            untestable: c.claims.untestable, noTemplate: c.claims.noTemplate, ambiguous: c.claims.ambiguous + c.claims.unplanned,
            examples: "\(c.examples.compiled) of \(c.examples.total)", bilingual: c.bilingualFindings,
            diagnostics: c.diagnostics.total,
            diagnosticsDetail: "\(c.diagnostics.errors) errors, \(c.diagnostics.warnings) warnings, \(c.diagnostics.notes) notes")
    }
}
