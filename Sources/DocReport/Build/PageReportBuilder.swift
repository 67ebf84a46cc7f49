import DocGenerate
import DocModel

/// One page, its suite (if any) and the matched results → ``PageReport``.
struct PageReportBuilder {
    let page: PageRecord
    let suite: CorpusSuite?
    let file: String
    /// For another source of a documented page: the suite of the page it was merged into. Its
    /// cases cover this page's claims and examples but are counted on that page only.
    var shared: CorpusSuite? = nil

    func build(matcher: inout ResultMatcher) -> PageReport {
        let cases = (suite?.suite.cases ?? []).map { item -> CaseReport in
            let record = suite.flatMap { matcher.record(suite: $0.suite.suiteName, caseID: item.id) }
            return caseReport(item, record: record)
        }
        let coveringSuite = suite ?? shared
        let covering = suite != nil ? cases : (shared?.suite.cases ?? []).map { item -> CaseReport in
            caseReport(item, record: shared.flatMap { matcher.record(suite: $0.suite.suiteName, caseID: item.id) }, in: shared)
        }
        let claims = page.claims.map { claimReport($0, cases: covering, suite: coveringSuite) }
        let examples = page.examples.map { exampleReport($0, cases: covering, suite: coveringSuite) }
        let findings = (suite?.suite.findings ?? []).map {
            FindingReport(kind: $0.kind, claimIDs: $0.claimIDs, message: $0.message)
        }
        let diagnostics = ReportBuilder.sorted(page.diagnostics)
        return PageReport(
            id: page.id,
            symbol: SymbolSummary(name: page.symbol.name, kind: page.symbol.kind.rawValue, title: page.symbol.title,
                                  parentPath: page.symbol.parentPath),
            file: file, suiteName: suite?.suite.suiteName, sharedWith: shared?.suite.pageID,
            source: SourceSummary(path: page.source.path, originURL: page.source.originURL,
                                  format: page.source.format.rawValue, languages: page.source.languages),
            availability: page.availability, declaration: page.declaration?.text,
            scope: (suite ?? shared)?.suite.scopeClass ?? .inScope,
            counts: PageCounts(cases: cases, claims: claims, examples: examples, findings: findings, diagnostics: diagnostics,
                               surface: (suite ?? shared)?.suite.scopeClass == .surface),
            claims: claims, cases: cases, examples: examples, findings: findings, diagnostics: diagnostics)
    }

    private func caseReport(_ item: ConformanceCase, record: TestResults.Record?, in owner: CorpusSuite? = nil) -> CaseReport {
        let outcome = (owner ?? suite)?.outcomes[item.id] ?? .holds
        let (verdict, message) = VerdictResolver.resolve(record, for: item, outcome: outcome)
        return CaseReport(
            id: item.id, kind: item.kind.rawValue, template: item.template, variant: item.variant,
            level: item.provenance.level, claimIDs: item.provenance.claimIDs,
            exampleID: item.example?.exampleID ?? item.fixture?.example,
            testMethod: SuiteViewBuilder.methodName(item.id), verdict: verdict, message: message,
            knownGap: item.knownGap, outcome: outcome, compileFailure: item.compileFailure, notInEngine: item.notInEngine,
            steps: StepDescriber.steps(item), expectations: StepDescriber.expectations(item), rules: item.provenance.rules)
    }

    private func claimReport(_ claim: Claim, cases: [CaseReport], suite: CorpusSuite?) -> ClaimReport {
        let caseIDs = cases.filter { $0.claimIDs.contains(claim.id) }.map(\.id)
        var coverage = ClaimReport.Coverage.unplanned
        var note: String?
        let partly = suite?.suite.uncovered.first { $0.claimID == claim.id && $0.reason == .partlyCovered }
        if !caseIDs.isEmpty, let partly {
            coverage = .partlyCovered
            note = partly.note
        } else if !caseIDs.isEmpty {
            coverage = .covered
        } else if let uncovered = suite?.suite.uncovered.first(where: { $0.claimID == claim.id }) {
            note = uncovered.note.isEmpty ? nil : uncovered.note
            switch uncovered.reason {
            case .untestable: coverage = .untestable
            case .noTemplate: coverage = .noTemplate
            case .ambiguous: coverage = .ambiguous
            case .partlyCovered: coverage = .noTemplate
            case .surface: coverage = .surface
            }
        }
        return ClaimReport(
            id: claim.id, alignmentKey: claim.alignmentKey, language: claim.language, text: claim.text,
            level: claim.level, section: claim.section.rawValue, parameter: claim.parameter, file: claim.file,
            line: claim.line, alignedWith: claim.alignedWith, coverage: coverage, note: note, caseIDs: caseIDs)
    }

    private func exampleReport(_ example: CodeExample, cases: [CaseReport], suite: CorpusSuite?) -> ExampleReport {
        let own = cases.filter { $0.exampleID == example.id }
        let uncovered = suite?.suite.uncoveredExamples.first { $0.exampleID == example.id }
        var status = ExampleReport.Status.notCompiled
        let owner = own.first { $0.template == "example-compiles" }
        if let owner, owner.verdict == .didNotCompile {
            status = .didNotCompile
        } else if let owner, owner.compileFailure?.documentationError != nil {
            status = .documentationError
        } else if let owner, owner.verdict == .notInEngine {
            status = .notInEngine
        } else if !own.isEmpty {
            status = own.contains { ![.notRun, .didNotCompile, .notInEngine].contains($0.verdict) } ? .compiled : .notRun
        }
        let code = suite?.suite.cases.lazy.compactMap(\.example).first { $0.exampleID == example.id }
        return ExampleReport(
            id: example.id, role: example.role.rawValue, label: example.label, shape: example.shape.rawValue,
            language: example.language, code: example.code, line: (example.lines.en ?? example.lines.zhHans)?.start,
            caseIDs: own.map(\.id), status: status, verdict: VerdictResolver.worst(own.map(\.verdict)),
            reason: own.isEmpty ? (uncovered?.reason ?? "no case derived from it") : nil,
            freeIdentifiers: uncovered?.freeIdentifiers ?? [], fillings: code?.fillings ?? [],
            compileFailure: owner?.compileFailure, notInEngine: owner?.notInEngine)
    }
}
