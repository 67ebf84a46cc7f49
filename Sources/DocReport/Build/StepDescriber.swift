import DocGenerate

/// Case steps and expectations in words, for people reading the report (`tap “Target”`,
/// `value == true`). The vocabulary is the case corpus's (docs/generate.md).
enum StepDescriber {
    static func steps(_ item: ConformanceCase) -> [String] {
        var lines: [String] = []
        if let fixture = item.fixture {
            var mount = "mount \(fixture.name)"
            if let example = fixture.example { mount += " (from \(example))" }
            if let technologies = fixture.technologies { mount += " with @AccessibilityFocusState(for: .\(technologies))" }
            if let configuration = fixture.configuration { mount += " in the \(configuration) configuration" }
            lines.append(mount)
        }
        if let shape = item.shape { lines.append("compile a call with the documented shape: \(shape.declaration)") }
        if let compile = item.compile {
            lines.append("type-check \(compile.rejected.count) snippet(s) that must be rejected and \(compile.accepted.count) that must be accepted")
        }
        if let example = item.example {
            lines.append("compile \(example.exampleID) verbatim in \(example.namespace)" + (example.stubs.isEmpty ? "" : " with \(example.stubs.count) stub(s)"))
        }
        guard let preconditions = item.preconditions, !preconditions.isEmpty else { return lines + item.steps.map(step) }
        let split = min(max(item.actionStep ?? 0, 0), item.steps.count)
        return lines + item.steps[..<split].map(step) + preconditions.map { "check first: " + expectation($0) } + item.steps[split...].map(step)
    }

    static func expectations(_ item: ConformanceCase) -> [String] {
        let caseNote = item.basis == .observed ? " (observed behaviour)" : ""
        return item.expectations.map { expectation($0) + ($0.basis == .engineChoice ? " (engine choice)" : caseNote) }
    }

    static func step(_ step: CaseStep) -> String {
        switch step.action {
        case .appear: return "appear (first render, default focus evaluated)"
        case .tap: return "tap \(element(step.element, step.query))"
        case .activate: return "turn on \(technology(step.technology))"
        case .atFocus: return "move \(technology(step.technology)) focus to \(element(step.element, step.query))"
        case .setState: return "set \(step.state ?? "state") = \(value(step.value))"
        case .submit: return "submit (press return)"
        case .replaceText: return "type “\(step.text ?? "")” (replacing the field's text)"
        case .zoom:
            let location = step.location.map { " at \($0)" } ?? ""
            return "\(technology(step.technology)) \(step.direction == "zoomOut" ? "zoom out" : "zoom in") on \(element(step.element, step.query))\(location)"
        case .atMove: return "move \(technology(step.technology)) focus to the \(step.direction == "previous" ? "previous" : "next") element"
        case .moveFocus: return "move keyboard focus \(step.direction ?? "next")"
        case .setStubResult: return "make \(step.stub ?? "the stub") return \(value(step.value))"
        case .setBinding: return "set the binding \(step.state ?? "binding") = \(value(step.value))"
        case .pressKey:
            return "press the key \(step.text ?? "?")" + (step.phases.map { " (events: \($0.split(separator: ",").joined(separator: ", ")))" } ?? "")
        case .moveCommand: return "send the move command \(step.direction ?? "?")"
        case .exitCommand: return "send the exit command"
        }
    }

    static func expectation(_ expectation: CaseExpectation) -> String {
        switch expectation.observe {
        case .state:
            return "\(expectation.state ?? "state") == \(value(expectation.value))"
        case .focusedElement:
            return expectation.element.map { "keyboard focus on \(element($0, nil))" } ?? "no keyboard focus"
        case .accessibilityFocusedElement:
            let who = technology(expectation.technology)
            return expectation.element.map { "\(who) focus on \(element($0, .text))" } ?? "no \(who) focus"
        case .submitCount:
            let count = expectation.count ?? 0
            return "onSubmit called \(count) time\(count == 1 ? "" : "s")"
        case .stubCalls:
            let calls = expectation.calls ?? []
            return calls.isEmpty ? "no stub called" : "stubs called: " + calls.joined(separator: ", ")
        case .textShown:
            return "\(element(expectation.element, .text)) \(expectation.shown == false ? "not shown" : "shown")"
        case .focusedValue:
            return "focused value \\.\(expectation.state ?? "?") \(expectation.shown == false ? "is nil" : "is published")"
        case .focusedObject:
            return "focused object \(expectation.element ?? "?") \(expectation.shown == false ? "is nil" : "is published")"
        case .focusEffectEnabled:
            return "\(element(expectation.element, expectation.query)) \(expectation.shown == false ? "shows no focus effect" : "may show focus effects")"
        case .commandEnabled:
            return "command \(element(expectation.element, nil)) \(expectation.shown == false ? "disabled" : "enabled")"
        }
    }

    private static func element(_ label: String?, _ query: CaseStep.Query?) -> String {
        let quoted = "“\(label ?? "?")”"
        switch query {
        case .text?: return "text \(quoted)"
        case .type?: return "view \(quoted)"
        case .accessibilityLabel?: return "element labelled \(quoted)"
        default: return quoted
        }
    }

    private static func technology(_ name: String?) -> String {
        switch name {
        case "voiceOver": "VoiceOver"
        case "switchControl": "Switch Control"
        case let other?: other
        case nil: "assistive technology"
        }
    }

    private static func value(_ value: StateValue?) -> String {
        guard let value else { return "?" }
        switch value.kind {
        case .bool: return value.bool.map(String.init) ?? "?"
        case .none: return "nil"
        case .match: return "." + (value.match ?? "?")
        case .double: return value.double.map { "\($0)" } ?? "?"
        case .string: return "“\(value.string ?? "")”"
        case .swift: return value.swift ?? "?"
        }
    }
}
