import SwiftSyntax

/// A scenario derived from an example's structure: driver steps and what must hold after them.
struct Scenario: Hashable {
    /// `appear`, `focus`, `submit`, `button`, `zoom`, `change`, `keyboard-navigation`.
    var kind: String
    /// Distinguishes scenarios of one kind (`full-name`, `zoom-in`).
    var detail: String
    var steps: [CaseStep]
    var expectations: [CaseExpectation]
    /// `tvOS` when the scenario needs automatic focus.
    var configuration: String?
    /// The full state after the setup steps, asserted before the acting steps.
    var preconditions: [CaseExpectation] = []
    /// Index of the first acting step.
    var actionStep = 0
    /// What the generator's model says the acting steps did, for the page's prose to be checked
    /// against (`ScenarioDeriver.narrated`).
    var outcome = Outcome()

    /// The model's state after the acting steps.
    struct Outcome: Hashable {
        /// The keyboard-focused control (nil: none), when the model knows it.
        var focused: Int?? = .none
        /// VoiceOver's control (nil: none), when the model knows it.
        var accessibilityFocused: Int?? = .none
        /// Final values of the states the acting steps wrote.
        var writes: [String: ScenarioValue] = [:]
        /// Controls the acting steps tapped.
        var taps: [Int] = []
        /// Whether the acting steps are the view's appearance (nothing moved focus since).
        var appeared = false
    }
}

/// Derives scenarios from one mountable example view (see docs/generate.md, "Example cases"):
/// appear (`onAppear`, default focus), each focus binding, each field's `onSubmit` chain, each
/// button (with typed inputs chosen to reach every branch of its action), each zoom handler,
/// each `onChange` of an external binding, and keyboard navigation to a `focusable` view.
struct ScenarioDeriver {
    let oracle: FocusOracle
    let stubs: StubIndex
    /// The Swift type to read a state as, by property name (nil: not readable from the test).
    let stateType: (String) -> String?
    /// Candidate values for each external binding (`@Binding` property).
    let bindingCandidates: [String: [ScenarioValue]]

    var sketch: ViewSketch { oracle.sketch }

    /// Modifiers under which the generator's model may not know where focus starts (no
    /// `mounted` scenario reading the whole state).
    static let firstFocusUnmodelled: Set<String> = ["defaultFocus", "searchable", "focusScope"]
    /// Modifiers that move focus at appearance in a way the model does not follow: every
    /// scenario of the model's would rest on a wrong start.
    static let defaultFocusUnmodelled: Set<String> = ["defaultFocus"]

    /// Whether the model may know where focus is when the view appears.
    var knowsFirstFocus: Bool { !sketch.modifiers.contains { Self.firstFocusUnmodelled.contains($0.name) } }

    /// When the model does not follow the view's default focus: only the appearance, with no
    /// expectation of the model's; the page's prose may state one (`narrated`).
    var narratedAppearance: Scenario {
        var outcome = Scenario.Outcome()
        outcome.appeared = true
        return Scenario(kind: "appear", detail: "narrated", steps: [CaseStep(action: .appear)], expectations: [],
                        configuration: nil, outcome: outcome)
    }

    func scenarios() -> [Scenario] {
        guard !sketch.modifiers.contains(where: { Self.defaultFocusUnmodelled.contains($0.name) }) else { return [narratedAppearance] }
        var result: [Scenario] = []
        let kinds: [() throws -> [Scenario]] = [appear, focus, submit, buttons, search, zoom, changes, keyboardNavigation, publish, focusEffects]
        for kind in kinds {
            result += ((try? kind()) ?? []).filter { !$0.expectations.isEmpty }
        }
        var seen: Set<String> = []
        return result.filter { seen.insert($0.kind + "." + $0.detail).inserted }
    }

    /// A view no other scenario or probe exercises is still mounted and its whole observable state read:
    /// what the model says holds before anyone acts (every expectation derived). Not for views
    /// whose first focus the model does not know (`defaultFocus`, a search field).
    func mounted() throws -> Scenario? {
        guard knowsFirstFocus else { return nil }
        var current = session()
        let before = current
        try current.appear()
        let scenario = scenario("appear", "mounted", before, current, alwaysDerive: true)
        return scenario.expectations.isEmpty ? nil : scenario
    }

    func session() -> ScenarioSession { ScenarioSession(oracle: oracle, stubs: stubs) }

    var usesAccessibility: Bool { sketch.properties.contains { $0.wrapper == "AccessibilityFocusState" } }

    private func appear() throws -> [Scenario] {
        let names: Set<String> = ["onAppear", "accessibilityDefaultFocus"]
        let prefers = sketch.controls.contains { $0.own.contains { $0.name == "prefersDefaultFocus" } }
        guard prefers || sketch.modifiers.contains(where: { names.contains($0.name) }) else { return [] }
        var current = session()
        if usesAccessibility { current.activateVoiceOver() }
        let before = current
        try current.appear()
        return [scenario("appear", "on-appear", before, current, configuration: prefers ? "tvOS" : nil)]
    }

    private func focus() throws -> [Scenario] {
        oracle.bindings.compactMap { binding in
            var current = session()
            do {
                if binding.accessibility { current.activateVoiceOver() }
                try current.appear()
                let before = current
                if binding.accessibility { try current.accessibilityFocus(binding.control) } else {
                    guard sketch.controls[binding.control].isTextInput else { return nil }
                    try current.tap(binding.control)
                }
                return scenario("focus", Self.slug(oracle.element(binding.control)?.0 ?? binding.state), before, current)
            } catch { return nil }
        }
    }

    private func submit() throws -> [Scenario] {
        sketch.controls.indices.compactMap { index in
            let control = sketch.controls[index]
            guard control.isTextInput, control.title != nil else { return nil }
            let (actions, blocked) = Self.submitActions(control)
            guard !actions.isEmpty || blocked else { return nil }
            var current = session()
            do {
                try current.appear()
                try current.tap(index)
                let before = current
                try current.submit(actions)
                var result = scenario("submit", Self.slug(control.title ?? ""), before, current, alwaysDerive: true)
                result.expectations.append(CaseExpectation(observe: .submitCount, count: current.submitCount))
                return result
            } catch { return nil }
        }
    }

    /// The `onSubmit` actions a submission from `control` runs, and whether a `submitScope` stopped it.
    static func submitActions(_ control: ViewSketch.Control) -> ([ClosureExprSyntax], Bool) {
        var actions: [ClosureExprSyntax] = []
        for modifier in control.own + control.enclosing {
            if modifier.name == "submitScope" {
                let argument = modifier.call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)
                if argument == nil || argument?.literal.tokenKind == .keyword(.true) {
                    let rest = (control.own + control.enclosing).drop { $0.call.id != modifier.call.id }
                    return (actions, rest.contains { $0.name == "onSubmit" })
                }
            }
            guard modifier.name == "onSubmit", let closure = modifier.closure else { continue }
            let triggers = modifier.call.arguments.first { $0.label?.text == "of" }?.expression.trimmedDescription
            if triggers == nil || triggers == ".text" { actions.append(closure) }
        }
        return (actions, false)
    }

    private func zoom() throws -> [Scenario] {
        var result: [Scenario] = []
        for (index, control) in sketch.controls.enumerated() {
            guard let handler = control.own.first(where: { $0.name == "accessibilityZoomAction" })?.closure,
                  let (element, query) = oracle.element(index) else { continue }
            for direction in ["zoomIn", "zoomOut"] {
                var current = session()
                current.activateVoiceOver()
                try current.appear()
                let before = current
                current.steps.append(CaseStep(action: .zoom, element: element, query: query, technology: "voiceOver", direction: direction))
                current.oracle.focus(index, accessibility: true)
                let action = ScenarioValue.record(type: "AccessibilityZoomGestureAction", fields: [.init(name: "direction", value: .enumCase(direction))])
                try current.run(handler, arguments: [action])
                var derived = scenario("zoom", Self.slug(direction), before, current)
                derived.expectations.removeAll { $0.observe == .accessibilityFocusedElement }
                // A write that leaves a number as it was (zoom out at the minimum) is expected too.
                for name in current.written where !derived.expectations.contains(where: { $0.state == name }) {
                    guard let type = stateType(name), let value = current.oracle.values[name]?.stateValue(type: type),
                          value.kind == .double else { continue }
                    derived.expectations.insert(CaseExpectation(observe: .state, state: name, value: value), at: 0)
                }
                result.append(derived)
            }
        }
        return result
    }

    private func changes() throws -> [Scenario] {
        var result: [Scenario] = []
        for modifier in sketch.modifiers where modifier.name == "onChange" {
            guard let observed = modifier.call.arguments.first(where: { $0.label?.text == "of" })?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let candidates = bindingCandidates[observed], let closure = modifier.closure else { continue }
            for (number, candidate) in candidates.enumerated() {
                var current = session()
                if usesAccessibility { current.activateVoiceOver() }
                try current.appear()
                let before = current
                let old = current.oracle.values[observed] ?? .none
                guard let value = candidate.stateValue(type: stateType(observed) ?? "") else { continue }
                current.steps.append(CaseStep(action: .setBinding, state: observed, value: value))
                current.oracle.values[observed] = candidate
                let parameters = ActionInterpreter.parameterNames(closure).count
                try current.run(closure, arguments: parameters == 2 ? [old, candidate] : [candidate])
                result.append(scenario("change", "\(Self.slug(observed))-\(number + 1)", before, current))
            }
        }
        return result
    }

    private func keyboardNavigation() throws -> [Scenario] {
        let focusable = sketch.controls.indices.filter { sketch.controls[$0].own.contains { $0.name == "focusable" } }
        let others = sketch.controls.filter { $0.isTextInput || $0.kind == "Button" || $0.kind == "Toggle" }
        guard focusable.count == 1, others.isEmpty, let index = focusable.first else { return [] }
        var current = session()
        try current.appear()
        let before = current
        current.steps.append(CaseStep(action: .moveFocus, direction: "next"))
        current.oracle.focus(index, accessibility: false)
        return [scenario("keyboard-navigation", "next", before, current)]
    }

    /// Scenario from the steps so far: it exists when the acting steps change something
    /// observable (or `alwaysDerive`: a blocked submission, whose evidence is that nothing
    /// happens); it expects the full state after them, with the full state before them as
    /// preconditions.
    func scenario(_ kind: String, _ detail: String, _ before: ScenarioSession, _ after: ScenarioSession,
                  configuration: String? = nil, alwaysDerive: Bool = false) -> Scenario {
        let changed = ScenarioExpectations.diff(before, after, stateType: stateType)
        guard !changed.isEmpty || alwaysDerive else {
            return Scenario(kind: kind, detail: detail, steps: after.steps, expectations: [], configuration: configuration)
        }
        let accessibility = after.steps.contains { $0.action == .activate }
        let recordsCalls = !stubs.functions.isEmpty || !stubs.models.isEmpty
        let state = { (session: ScenarioSession) in
            ScenarioExpectations.state(session, stateType: stateType, accessibility: accessibility, recordsCalls: recordsCalls)
        }
        // Mounting already applies default focus, so when the action is the appearance itself
        // there is no observable state before it to assert.
        let actsByAppearing = after.steps.indices.contains(before.steps.count) && after.steps[before.steps.count].action == .appear
        var outcome = Scenario.Outcome()
        if !after.keyboardUnknown { outcome.focused = .some(after.oracle.focused) }
        if after.accessibilityKnown { outcome.accessibilityFocused = .some(after.oracle.accessibilityFocused) }
        for name in after.written.dropFirst(before.written.count) { outcome.writes[name] = after.oracle.values[name] }
        outcome.taps = Array(after.taps.dropFirst(before.taps.count))
        outcome.appeared = actsByAppearing && after.steps.count == before.steps.count + 1
        return Scenario(kind: kind, detail: detail, steps: after.steps, expectations: state(after), configuration: configuration,
                        preconditions: actsByAppearing ? [] : state(before), actionStep: before.steps.count, outcome: outcome)
    }

    /// `Full Name` → `full-name`.
    static func slug(_ text: String) -> String {
        let words = text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return words.isEmpty ? "x" : words.prefix(6).joined(separator: "-")
    }
}
