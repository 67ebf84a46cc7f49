/// What a scenario expects. `diff` is what the acting steps change (a scenario that changes
/// nothing observable is not derived); `state` is the full observable state the case asserts —
/// after the action as expectations, before it as preconditions — so a focus that should stay,
/// a value that should not move or a text that should stay hidden is checked too.
enum ScenarioExpectations {
    /// The full observable state of `session`: every readable state property, the keyboard-focused
    /// element (none included), VoiceOver's element when `accessibility`, every text shown under
    /// a condition, and the exact stub calls when the example records calls. Values that follow
    /// only from the engine's submit-resigns-focus choice are tagged `engine-choice`.
    static func state(_ session: ScenarioSession, stateType: (String) -> String?, accessibility: Bool,
                      recordsCalls: Bool) -> [CaseExpectation] {
        var result: [CaseExpectation] = []
        let oracle = session.oracle
        for property in oracle.sketch.properties {
            guard let value = oracle.values[property.name], isObservable(property, value),
                  let type = stateType(property.name), let portable = value.stateValue(type: type) else { continue }
            var expectation = CaseExpectation(observe: .state, state: property.name, value: portable)
            if session.keyboardByEngineChoice, property.wrapper == "FocusState" { expectation.basis = .engineChoice }
            result.append(expectation)
        }
        if !session.keyboardUnknown, var expectation = element(.focusedElement, oracle.focused, oracle, technology: nil) {
            if session.keyboardByEngineChoice { expectation.basis = .engineChoice }
            result.append(expectation)
        }
        if accessibility, session.accessibilityKnown, let expectation = element(.accessibilityFocusedElement, oracle.accessibilityFocused, oracle, technology: "voiceOver") {
            result.append(expectation)
        }
        for (text, shown) in oracle.shownTexts(onlyConditional: true).sorted(by: { $0.key < $1.key }) {
            result.append(CaseExpectation(observe: .textShown, element: text, shown: shown))
        }
        for (key, shown) in oracle.publishedKeys().sorted(by: { $0.key < $1.key }) {
            result.append(CaseExpectation(published: key, shown: shown))
        }
        for (control, enabled) in oracle.focusEffects().sorted(by: { $0.key < $1.key }) {
            guard let (element, query) = oracle.element(control) else { continue }
            result.append(CaseExpectation(observe: .focusEffectEnabled, element: element, query: query, shown: enabled))
        }
        if recordsCalls { result.append(CaseExpectation(observe: .stubCalls, calls: session.calls)) }
        return result
    }

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
        let publishedBefore = before.oracle.publishedKeys()
        for (key, shown) in oracle.publishedKeys().sorted(by: { $0.key < $1.key }) where publishedBefore[key] != shown {
            result.append(CaseExpectation(published: key, shown: shown))
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
