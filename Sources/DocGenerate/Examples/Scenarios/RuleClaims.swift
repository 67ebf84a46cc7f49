import DocModel

/// Cases for a rule document's claim that its Incorrect example lacks keyboard navigation between
/// fields ("users cannot tab between fields"): on the Correct view, Tab from the first field
/// reaches the second (the documented benefit, asserted positively); on the Incorrect view, Tab
/// leaves focus on the first field, as the rule claims — with the outcome `rule-claim`, so that if
/// the reference engine moves focus anyway the verdict is a finding ("rule claim not supported by
/// the reference engine"), not a failure of the engine.
enum RuleClaims {
    static func keyboardNavigation(_ compiled: [ExamplePlanner.Compiled], page: PageRecord, claims: [Claim]) -> [ConformanceCase] {
        guard !claims.isEmpty,
              let correct = compiled.first(where: { $0.example.role == .correct }),
              let incorrect = compiled.first(where: { $0.example.role == .incorrect }) else { return [] }
        let provenance = ClaimCasePlanner.provenance(page.id, claims)
        var result: [ConformanceCase] = []
        for (done, isIncorrect) in [(correct, false), (incorrect, true)] {
            for view in done.views {
                let oracle = view.deriver.oracle
                let fields = oracle.sketch.controls.indices.filter { oracle.sketch.controls[$0].isTextInput }
                guard fields.count >= 2, let (first, firstQuery) = oracle.element(fields[0]),
                      let (second, secondQuery) = oracle.element(fields[1]) else { continue }
                let expected = isIncorrect ? (first, firstQuery) : (second, secondQuery)
                var item = ConformanceCase(
                    id: "example-rule-claim.\(done.example.id).\(view.name).tab-between-fields", kind: .example,
                    template: "example-rule-claim", variant: done.example.id, fixture: view.fixture(example: done.example.id),
                    steps: [CaseStep(action: .appear), CaseStep(action: .tap, element: first, query: firstQuery),
                            CaseStep(action: .moveFocus, direction: "next")],
                    expectations: [CaseExpectation(observe: .focusedElement, element: expected.0, query: expected.1)],
                    provenance: provenance, availability: page.availability)
                item.preconditions = [CaseExpectation(observe: .focusedElement, element: first, query: firstQuery)]
                item.actionStep = 2
                if isIncorrect { item.outcome = .ruleClaim }
                result.append(item)
            }
        }
        return result
    }
}
