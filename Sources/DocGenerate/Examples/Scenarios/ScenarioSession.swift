import SwiftSyntax

/// One scenario being built: the steps so far and the oracle's state after them.
struct ScenarioSession {
    var oracle: FocusOracle
    let stubs: StubIndex
    var steps: [CaseStep] = []
    var calls: [String] = []
    /// Boolean stubs whose result the actions consulted.
    var consulted: [String] = []
    /// State properties the actions wrote, in order.
    var written: [String] = []
    var submitCount = 0
    /// Controls tapped, in order (indices in `ViewSketch.controls`).
    var taps: [Int] = []
    /// Set when keyboard focus is where it is only because submitting resigned it — the engine's
    /// choice (docs/focus-semantics.md), not documented; cleared when focus moves again.
    var keyboardByEngineChoice = false
    /// Set when a step moved keyboard focus somewhere the oracle does not model (a search field):
    /// the focused element is then not asserted until a modelled step defines it again.
    var keyboardUnknown = false
    /// Whether VoiceOver's position is known: set by an explicit VoiceOver move, a default
    /// accessibility focus or an action writing an accessibility focus state. Where VoiceOver
    /// starts on its own is the engine's choice, so it is not asserted before then.
    var accessibilityKnown = false
    var stubResults: [String: Bool] = [:]

    init(oracle: FocusOracle, stubs: StubIndex) {
        self.oracle = oracle
        self.stubs = stubs
    }

    private var sketch: ViewSketch { oracle.sketch }

    mutating func activateVoiceOver() {
        steps.append(CaseStep(action: .activate, technology: "voiceOver"))
    }

    /// Mounts the view: `onAppear` actions, `accessibilityDefaultFocus`, `prefersDefaultFocus`.
    mutating func appear() throws {
        steps.append(CaseStep(action: .appear))
        for modifier in sketch.modifiers where modifier.name == "accessibilityDefaultFocus" {
            let arguments = modifier.call.arguments.map(\.expression)
            guard arguments.count == 2, let state = arguments[0].as(DeclReferenceExprSyntax.self)?.baseName.text.dropFirst(),
                  let value = SyntaxFacts.caseName(arguments[1]) else { throw Unsupported(description: "accessibilityDefaultFocus form") }
            var values = oracle.values
            values[String(state)] = .enumCase(value)
            oracle.applyWrites([String(state)], newValues: values)
            accessibilityKnown = true
        }
        for (index, control) in sketch.controls.enumerated() where control.own.contains(where: { $0.name == "prefersDefaultFocus" }) {
            oracle.focus(index, accessibility: false)
        }
        for modifier in sketch.modifiers where modifier.name == "onAppear" {
            guard let closure = modifier.closure else { continue }
            try run(closure)
        }
    }

    /// Taps a control: focuses a text input, runs a button's action.
    mutating func tap(_ index: Int) throws {
        guard let (element, query) = oracle.element(index) else { throw Unsupported(description: "control without a findable label") }
        steps.append(CaseStep(action: .tap, element: element, query: query))
        taps.append(index)
        let control = sketch.controls[index]
        if control.isTextInput {
            oracle.focus(index, accessibility: false)
            keyboardByEngineChoice = false
            keyboardUnknown = false
        }
        if let action = control.action, try !isDisabled(control) { try run(action) }
    }

    /// Whether a `disabled(_:)` on the control or around it holds now: a disabled control ignores
    /// the tap. A condition the model cannot evaluate (an environment value, a stub) makes the tap's
    /// outcome unknown: no scenario is derived from it.
    private func isDisabled(_ control: ViewSketch.Control) throws -> Bool {
        for condition in control.disabledConditions {
            guard case .bool(let disabled) = try oracle.evaluate(condition) else {
                throw Unsupported(description: "disabled(_:) with a condition that is no Boolean")
            }
            if disabled { return true }
        }
        return false
    }

    /// Taps a text input and replaces its text.
    mutating func type(_ text: String, into index: Int) throws {
        try tap(index)
        replaceText(text)
    }

    /// Replaces the text of the focused field.
    mutating func replaceText(_ text: String) {
        steps.append(CaseStep(action: .replaceText, text: text))
        if let index = oracle.focused, let state = sketch.controls[index].textBinding { oracle.values[state] = .string(text) }
    }

    /// Presses return in the focused field, running `actions` (innermost first).
    mutating func submit(_ actions: [ClosureExprSyntax]) throws {
        steps.append(CaseStep(action: .submit))
        let field = oracle.focused
        var wrote = false
        for action in actions {
            submitCount += 1
            wrote = try run(action) || wrote
        }
        if !wrote, oracle.focused == field {
            oracle.focus(nil, accessibility: false)
            keyboardByEngineChoice = true
            keyboardUnknown = false
        }
    }

    /// Moves VoiceOver focus onto a control.
    mutating func accessibilityFocus(_ index: Int) throws {
        guard let (element, query) = oracle.element(index) else { throw Unsupported(description: "control without a findable label") }
        steps.append(CaseStep(action: .atFocus, element: element, query: query, technology: "voiceOver"))
        oracle.focus(index, accessibility: true)
        accessibilityKnown = true
    }

    mutating func setStubResult(_ signature: String, _ value: Bool) {
        steps.append(CaseStep(action: .setStubResult, value: .boolean(value), stub: signature))
        stubResults[signature] = value
    }

    /// Runs an action closure; returns whether it wrote a focus state.
    @discardableResult
    mutating func run(_ closure: ClosureExprSyntax, arguments: [ScenarioValue] = []) throws -> Bool {
        let focusedBefore = oracle.focused, accessibilityBefore = oracle.accessibilityFocused
        defer {
            if oracle.focused != focusedBefore { keyboardByEngineChoice = false; keyboardUnknown = false }
            if oracle.accessibilityFocused != accessibilityBefore { accessibilityKnown = true }
        }
        var interpreter = ActionInterpreter(sketch: sketch, stubs: stubs, state: oracle.values)
        interpreter.stubResults = stubResults
        try interpreter.run(closure, arguments: arguments)
        calls += interpreter.calls
        consulted += interpreter.consulted
        written += interpreter.assigned
        oracle.applyWrites(interpreter.assigned, newValues: interpreter.state)
        if interpreter.resetFocus,
           let preferred = sketch.controls.firstIndex(where: { $0.own.contains { $0.name == "prefersDefaultFocus" } }) {
            oracle.focus(preferred, accessibility: false)
        }
        return interpreter.assigned.contains { oracle.isFocusState($0, accessibility: false) || oracle.isFocusState($0, accessibility: true) }
    }
}
