/// Where the page's prose and the generator's model of an example disagree about a scenario.
struct ModelDisagreement: Hashable {
    var sentence: ExpectationSentence
    /// `example-focus.example-1.Sidebar.filter`.
    var scenario: String
    /// What the model predicted (`isFiltering = false`).
    var model: String
    /// What the page says (`isFiltering = true`).
    var prose: String
}

extension ScenarioDeriver {
    /// The scenario with the page's prose deciding its expectations: every fact that applies to
    /// the scenario's outcome sets (or confirms) the expectation it speaks of and records its
    /// sentence; where the model predicted otherwise, the prose wins and the disagreement is
    /// returned. Expectations no sentence states are marked `derived` (the model filled them).
    func narrated(_ scenario: Scenario, facts: [NarratedFact], id: String) -> (Scenario, [ModelDisagreement]) {
        var result = scenario
        var disagreements: [ModelDisagreement] = []
        for fact in facts {
            guard let expected = expectation(fact, after: scenario.outcome) else { continue }
            var stated = expected
            stated.sentence = fact.sentence
            if let index = result.expectations.firstIndex(where: { Self.speaksOfSame($0, expected) }) {
                let current = result.expectations[index]
                if current.sentence != nil, !Self.agree(current, expected) { continue }  // an earlier sentence decided it
                if !Self.agree(current, expected) {
                    disagreements.append(ModelDisagreement(sentence: fact.sentence, scenario: id,
                                                           model: Self.describe(current), prose: Self.describe(expected)))
                }
                result.expectations[index] = stated
            } else {
                result.expectations.append(stated)
            }
        }
        return (Self.markingDerived(result), disagreements)
    }

    /// The scenario with every expectation and precondition no sentence states (and no other
    /// basis claims) marked `derived`: the generator's model filled it.
    static func markingDerived(_ scenario: Scenario) -> Scenario {
        var result = scenario
        for index in result.expectations.indices where result.expectations[index].sentence == nil && result.expectations[index].basis == nil {
            result.expectations[index].basis = .derived
        }
        for index in result.preconditions.indices where result.preconditions[index].basis == nil {
            result.preconditions[index].basis = .derived
        }
        return result
    }

    /// What `fact` expects after a scenario with `outcome`, or nil when it does not apply.
    private func expectation(_ fact: NarratedFact, after outcome: Scenario.Outcome) -> CaseExpectation? {
        switch fact.statement {
        case .stateWhileFocused(let state, let value, let controls, let accessibility):
            guard case .some(.some(let focused)) = accessibility ? outcome.accessibilityFocused : outcome.focused,
                  controls.contains(focused), let type = stateType(state), let portable = value.stateValue(type: type) else { return nil }
            return CaseExpectation(observe: .state, state: state, value: portable)
        case .focusAfterWrite(let state, let value, let control, let accessibility):
            guard outcome.writes[state] == value, let (element, query) = oracle.element(control) else { return nil }
            return CaseExpectation(observe: accessibility ? .accessibilityFocusedElement : .focusedElement, element: element,
                                   query: query, technology: accessibility ? "voiceOver" : nil)
        case .focusAfterActivation(let button, let control):
            guard outcome.taps.contains(button), let (element, query) = oracle.element(control) else { return nil }
            return CaseExpectation(observe: .focusedElement, element: element, query: query)
        case .defaultFocus(let control):
            guard outcome.appeared, let (element, query) = oracle.element(control) else { return nil }
            return CaseExpectation(observe: .focusedElement, element: element, query: query)
        }
    }

    /// Whether two expectations observe the same thing (the same state, or the same focus).
    private static func speaksOfSame(_ lhs: CaseExpectation, _ rhs: CaseExpectation) -> Bool {
        lhs.observe == rhs.observe && (lhs.observe != .state || lhs.state == rhs.state)
    }

    private static func agree(_ lhs: CaseExpectation, _ rhs: CaseExpectation) -> Bool {
        lhs.value == rhs.value && lhs.element == rhs.element && lhs.query == rhs.query
    }

    /// `isFiltering = true`, `focused: Filter`, `focused: none`.
    static func describe(_ expectation: CaseExpectation) -> String {
        switch expectation.observe {
        case .state:
            let value = expectation.value
            let shown = value?.bool.map(String.init) ?? value?.match.map { "." + $0 } ?? value?.double.map { "\($0)" }
                ?? value?.string ?? value?.swift ?? "nil"
            return "\(expectation.state ?? "?") = \(shown)"
        case .accessibilityFocusedElement:
            return "VoiceOver on: " + (expectation.element ?? "none")
        default:
            return "focused: " + (expectation.element ?? "none")
        }
    }
}
