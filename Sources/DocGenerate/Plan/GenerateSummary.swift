/// The lines `docgen generate` prints: case counts, claim coverage, findings.
public struct GenerateSummary: CustomStringConvertible {
    public let plan: TestPlan

    public init(_ plan: TestPlan) {
        self.plan = plan
    }

    public var description: String {
        let cases = plan.suites.flatMap(\.cases)
        let byKind = Dictionary(grouping: cases, by: \.kind).mapValues(\.count)
        let gaps = cases.filter { $0.knownGap != nil }.count
        let findings = plan.suites.flatMap(\.findings)
        return [
            "cases: \(cases.count) (claim \(byKind[.claim] ?? 0), api-shape \(byKind[.apiShape] ?? 0), example \(byKind[.example] ?? 0)); known engine gaps: \(gaps)",
            plan.coverage.summary,
            "findings: \(findings.count) (bilingual drift \(findings.filter { $0.kind == "bilingual-drift" }.count))",
        ].joined(separator: "\n")
    }
}
