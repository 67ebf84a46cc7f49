import Foundation

/// The lines `docgen generate` prints: case counts, claim coverage, findings.
public struct GenerateSummary: CustomStringConvertible {
    public let plan: TestPlan

    public init(_ plan: TestPlan) {
        self.plan = plan
    }

    /// `scope: 40 suites; out of scope 56 (reason: count, …)`.
    var scopeLine: String {
        let reasons = Dictionary(grouping: plan.outOfScope, by: \.reason).mapValues(\.count)
        let listed = reasons.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key): \($0.value)" }
        let surface = Dictionary(grouping: plan.surface, by: \.status).mapValues(\.count)
        return "scope: \(plan.suites.count) suites; engine surface: provided \(surface[.provided] ?? 0), missing \(surface[.missing] ?? 0), "
            + "out of scope \(surface[.outOfScope] ?? 0); pages without a suite: \(plan.outOfScope.count)"
            + (listed.isEmpty ? "" : " (" + listed.joined(separator: "; ") + ")")
    }

    public var description: String {
        let cases = plan.suites.flatMap(\.cases)
        let byKind = Dictionary(grouping: cases, by: \.kind).mapValues(\.count)
        let gaps = cases.filter { $0.knownGap != nil }.count
        let notInEngine = cases.filter { $0.notInEngine != nil }
        let missing = Set(notInEngine.flatMap { $0.notInEngine ?? [] })
        let findings = plan.suites.flatMap(\.findings)
        let withCode = cases.filter { $0.example != nil }
        let compiled = withCode.filter { $0.notInEngine == nil }
        let notCompiled = plan.suites.flatMap(\.uncoveredExamples).count
        let total = withCode.count + notCompiled
        let filled = compiled.filter { $0.example?.fillings != nil }.count
        let verbatim = compiled.count - filled
        let joined = compiled.reduce(0) { $0 + ($1.example?.joined?.count ?? 0) }
        let importing = compiled.filter { $0.example?.imports != nil }.count
        let scenarioCounts = Dictionary(grouping: cases.filter { $0.kind == .example && $0.example == nil && $0.outcome != .differs },
                                        by: { "\($0.provenance.pageID) \($0.variant)" }).mapValues(\.count)
        let withScenario = compiled.filter { scenarioCounts["\($0.provenance.pageID) \($0.variant)", default: 0] > 0 }.count
        let percent = { (part: Int) in total == 0 ? "0.0" : String(format: "%.1f", Double(part) * 100 / Double(total)) }
        return [
            "cases: \(cases.count) (claim \(byKind[.claim] ?? 0), api-shape \(byKind[.apiShape] ?? 0), example \(byKind[.example] ?? 0)); known engine gaps: \(gaps)",
            "not in engine: \(notInEngine.count) cases need \(missing.count) documented symbol(s) FocusEngine lacks; runnable cases: \(cases.count - notInEngine.count)",
            scopeLine,
            plan.coverage.summary,
            "examples: \(total) — compiled \(compiled.count) (\(percent(compiled.count))%), with ≥ 1 derived scenario \(withScenario) (\(percent(withScenario))%), not in engine \(withCode.count - compiled.count), not compiled \(notCompiled)",
            "examples compiled: verbatim \(verbatim) (\(percent(verbatim))%), with fillings \(filled) (\(percent(filled))%), not compiled \(notCompiled) (\(percent(notCompiled))%); blocks joined to the one before \(joined), using types of other examples \(importing)",
            "findings: \(findings.count) (bilingual drift \(findings.filter { $0.kind == "bilingual-drift" }.count), "
                + "prose vs the generator's model \(findings.filter { $0.kind == "generator-model" }.count))",
        ].joined(separator: "\n")
    }
}
