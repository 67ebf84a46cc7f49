/// What a scenario expects: the observable differences between the oracle before and after the
/// acting steps.
enum ScenarioExpectations {
    static func diff(_ before: ScenarioSession, _ after: ScenarioSession, stateType: (String) -> String?) -> [CaseExpectation] {
        var result: [CaseExpectation] = []
        let oracle = after.oracle
        var keyboardChanged = before.oracle.focused != oracle.focused
        var accessibilityChanged = before.oracle.accessibilityFocused != oracle.accessibilityFocused
        for property in oracle.sketch.properties {
            let name = property.name
            guard let value = oracle.values[name], before.oracle.values[name] != value else { continue }
            if property.wrapper == "FocusState" { keyboardChanged = true }
            if property.wrapper == "AccessibilityFocusState" { accessibilityChanged = true }
            guard isObservable(property, value), let type = stateType(name), let portable = value.stateValue(type: type) else { continue }
            result.append(CaseExpectation(observe: .state, state: name, value: portable))
        }
        if keyboardChanged, let expectation = element(.focusedElement, oracle.focused, oracle, technology: nil) {
            result.append(expectation)
        }
        if accessibilityChanged,
           let expectation = element(.accessibilityFocusedElement, oracle.accessibilityFocused, oracle, technology: "voiceOver") {
            result.append(expectation)
        }
        let shownBefore = before.oracle.shownTexts()
        for (text, shown) in oracle.shownTexts().sorted(by: { $0.key < $1.key }) where shownBefore[text] != shown {
            result.append(CaseExpectation(observe: .textShown, element: text, shown: shown))
        }
        for (text, shown) in shownBefore.sorted(by: { $0.key < $1.key }) where shown && oracle.shownTexts()[text] == nil {
            result.append(CaseExpectation(observe: .textShown, element: text, shown: false))
        }
        if after.calls.count > before.calls.count {
            result.append(CaseExpectation(observe: .stubCalls, calls: after.calls))
        }
        return result
    }

    /// Focus states, Booleans and numbers are read back; strings show through texts instead.
    private static func isObservable(_ property: ViewSketch.Property, _ value: ScenarioValue) -> Bool {
        switch value {
        case .string, .record: return false
        default: return property.wrapper != nil && property.wrapper != "Binding"
        }
    }

    /// The focused-element expectation; nil when the control cannot be named.
    private static func element(_ observation: CaseExpectation.Observation, _ control: Int?, _ oracle: FocusOracle,
                                technology: String?) -> CaseExpectation? {
        guard let control else { return CaseExpectation(observe: observation, technology: technology) }
        guard let (element, query) = oracle.element(control) else { return nil }
        return CaseExpectation(observe: observation, element: element, query: query, technology: technology)
    }
}
