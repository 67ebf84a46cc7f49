import DocModel

/// A rule document's Incorrect example replays the Correct example's focus scenarios: where the
/// model predicts a different focused element, the case expects the Correct outcome with the
/// outcome `differs` — the verdict is expected-different while the benefit is absent.
enum RuleReplay {
    static let replayedKinds: Set<String> = ["appear", "submit", "button"]

    static func cases(_ compiled: [ExamplePlanner.Compiled], page: PageRecord) -> [ConformanceCase] {
        guard let correct = compiled.first(where: { $0.example.role == .correct }),
              let incorrect = compiled.first(where: { $0.example.role == .incorrect }) else { return [] }
        var result: [ConformanceCase] = []
        for view in correct.views {
            guard let other = incorrect.views.first(where: { $0.name == view.name })
                    ?? (incorrect.views.count == 1 ? incorrect.views.first : nil) else { continue }
            for scenario in view.deriver.scenarios() where replayedKinds.contains(scenario.kind) {
                guard let expected = scenario.expectations.first(where: { $0.observe == .focusedElement && $0.element != nil }),
                      let replayed = other.deriver.replay(scenario.steps),
                      replayed.oracle.focused.flatMap({ replayed.oracle.element($0)?.0 }) != expected.element else { continue }
                var fixture = other.fixture(example: incorrect.example.id)
                fixture.configuration = scenario.configuration
                var replay = ConformanceCase(
                    id: "example-rule-differs.\(incorrect.example.id).\(other.name).\(scenario.kind)-\(scenario.detail)", kind: .example,
                    template: "example-rule-differs", variant: incorrect.example.id, fixture: fixture,
                    steps: scenario.steps, expectations: [expected],
                    provenance: ExamplePlanner.provenance(incorrect.example, page), availability: page.availability)
                replay.outcome = .differs
                result.append(replay)
            }
        }
        return result
    }
}

extension ScenarioDeriver {
    /// The oracle's state after `steps` on this view, or nil when a step names no control of it.
    func replay(_ steps: [CaseStep]) -> ScenarioSession? {
        var current = ScenarioSession(oracle: oracle, stubs: stubs)
        do {
            for step in steps {
                switch step.action {
                case .appear: try current.appear()
                case .activate: current.activateVoiceOver()
                case .setStubResult: current.setStubResult(step.stub ?? "", step.value?.bool ?? true)
                case .tap:
                    guard let index = control(step) else { return nil }
                    try current.tap(index)
                case .replaceText:
                    current.replaceText(step.text ?? "")
                case .submit:
                    guard let index = current.oracle.focused else { return nil }
                    try current.submit(Self.submitActions(current.oracle.sketch.controls[index]).0)
                default:
                    return nil
                }
            }
        } catch { return nil }
        return current
    }

    private func control(_ step: CaseStep) -> Int? {
        oracle.sketch.controls.indices.first { index in
            guard let (element, query) = oracle.element(index) else { return false }
            return element == step.element && query == (step.query ?? .label)
        }
    }
}
