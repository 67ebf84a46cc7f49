import SwiftSyntax

/// The planner's model of a mounted example: state values, which control has keyboard and
/// VoiceOver focus, the documented focus-binding rules, and how controls are found.
///
/// Rules modelled (docs/focus-semantics.md): focusing a control sets every focus state bound to
/// it (or to a view containing it, R8) to its bound value and resets the others of that state; writing a bound value to a focus
/// state focuses its control; writing `false`/`nil` dismisses focus from it; submitting a text
/// field runs its `onSubmit` actions and resigns focus unless an action wrote a focus state.
struct FocusOracle {
    /// A `focused` / `accessibilityFocused` binding of a control.
    struct Binding {
        var state: String
        /// `true` for Boolean bindings, the case for `equals:`.
        var value: ScenarioValue
        var control: Int
        var accessibility: Bool
    }

    let sketch: ViewSketch
    private(set) var bindings: [Binding] = []
    var values: [String: ScenarioValue] = [:]
    var focused: Int?
    var accessibilityFocused: Int?
    /// The focused values the view publishes (readers see them per `publishedKeys`).
    var publications: [Publication] = []

    init(sketch: ViewSketch, external: [String: ScenarioValue] = [:]) {
        self.sketch = sketch
        for property in sketch.properties {
            if let value = external[property.name] { values[property.name] = value; continue }
            switch property.wrapper {
            case "FocusState", "AccessibilityFocusState":
                values[property.name] = property.type == "Bool" ? .bool(false) : ScenarioValue.none
            case "State", nil:
                if let initializer = property.initializer, let value = try? Literals.value(initializer) { values[property.name] = value }
            default:
                break
            }
        }
        for (index, control) in sketch.controls.enumerated() {
            for modifier in control.own where modifier.name == "focused" || modifier.name == "accessibilityFocused" {
                guard let first = modifier.call.arguments.first, first.label == nil,
                      let reference = first.expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else { continue }
                let state = String(reference.baseName.text.dropFirst())
                let equals = modifier.call.arguments.first { $0.label?.text == "equals" }.flatMap { SyntaxFacts.caseName($0.expression) }
                bindings.append(Binding(state: state, value: equals.map(ScenarioValue.enumCase) ?? .bool(true), control: index,
                                        accessibility: modifier.name == "accessibilityFocused"))
            }
        }
    }

    /// Focus states (keyboard or accessibility) by name.
    func isFocusState(_ name: String, accessibility: Bool) -> Bool {
        sketch.property(name)?.wrapper == (accessibility ? "AccessibilityFocusState" : "FocusState")
    }

    func resetValue(_ state: String) -> ScenarioValue {
        sketch.property(state)?.type == "Bool" ? .bool(false) : .none
    }

    /// Moves (keyboard or VoiceOver) focus to `control` (nil: nowhere) and re-derives bound states:
    /// a state bound to the focused view, or else to the innermost view containing it (a binding
    /// on a container holds while focus is on any of its descendants, focus-rules R8), takes its
    /// bound value; the others reset.
    mutating func focus(_ control: Int?, accessibility: Bool) {
        if accessibility { accessibilityFocused = control } else { focused = control }
        let states = Set(bindings.filter { $0.accessibility == accessibility }.map(\.state))
        for state in states {
            let own = bindings.filter { $0.state == state && $0.accessibility == accessibility }
            let direct = own.first { $0.control == control }
            let enclosing = control.flatMap { focused in
                own.filter { sketch.contains($0.control, focused) }
                    .max { sketch.contains($0.control, $1.control) }  // the innermost container
            }
            values[state] = (direct ?? enclosing)?.value ?? resetValue(state)
        }
    }

    /// Applies writes to focus states made by an action (`assigned`, in order; the last wins).
    mutating func applyWrites(_ assigned: [String], newValues: [String: ScenarioValue]) {
        values = newValues
        for accessibility in [false, true] {
            guard let state = assigned.last(where: { isFocusState($0, accessibility: accessibility) }), let value = values[state] else { continue }
            if value.isSet {
                let target = bindings.first { $0.state == state && $0.value == value && $0.accessibility == accessibility }?.control
                if let target { focus(target, accessibility: accessibility) }
            } else {
                let current = accessibility ? accessibilityFocused : focused
                if bindings.contains(where: { $0.state == state && $0.control == current && $0.accessibility == accessibility }) {
                    focus(nil, accessibility: accessibility)
                }
            }
        }
    }

    /// How a case finds control `index`: label for fields and buttons, text for texts.
    func element(_ index: Int) -> (String, CaseStep.Query)? {
        let control = sketch.controls[index]
        if let label = control.accessibilityLabel { return (label, .label) }
        if control.kind == "Text" {
            return Literals.text(control.call.arguments.first?.expression, evaluate: { try evaluate($0) }).map { ($0, .text) }
        }
        if ControlReader.controlKinds.contains(control.kind) { return control.title.map { ($0, .label) } }
        return (control.kind, .type)
    }

    /// Texts shown now: content → true for each `Text` whose `if` conditions hold (with
    /// `onlyConditional`, only texts under an `if`: the ones whose visibility is evidence).
    func shownTexts(onlyConditional: Bool = false) -> [String: Bool] {
        var shown: [String: Bool] = [:]
        for control in sketch.controls where control.kind == "Text" && (!onlyConditional || !control.conditions.isEmpty) {
            guard let content = Literals.text(control.call.arguments.first?.expression, evaluate: { try evaluate($0) }) else { continue }
            var interpreter = ActionInterpreter(sketch: sketch, stubs: StubIndex(), state: values)
            var visible: Bool? = true
            for (list, positive) in control.conditions where visible == true {
                visible = (try? interpreter.conditions(list)).map { $0 == positive }
            }
            guard let visible else { continue }  // conditions the interpreter cannot evaluate: unknown
            shown[content] = (shown[content] ?? false) || visible
        }
        return shown
    }

    func evaluate(_ expression: ExprSyntax) throws -> ScenarioValue {
        var interpreter = ActionInterpreter(sketch: sketch, stubs: StubIndex(), state: values)
        return try interpreter.evaluate(expression)
    }
}
