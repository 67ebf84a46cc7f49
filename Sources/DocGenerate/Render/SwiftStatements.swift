/// Translates a case's portable steps and expectations into Swift statements against the
/// engine's driver (`FocusHost`) and the FocusTestSupport fixtures.
///
/// All choices about generated code are made here; templates only place the lines.
enum SwiftStatements {
    /// `let host = FocusHost(FocusedBoolFixture())`.
    /// `namespace` is the enum an example's views are nested in (example fixtures).
    /// External bindings come first: `let notification = ExternalState<T>(nil)`.
    static func mount(_ fixture: Fixture, namespace: String? = nil) -> [String] {
        if let probe = fixture.probe { return mount(probe) }
        if let probe = fixture.resetProbe { return mount(probe) }
        var lines: [String] = []
        var arguments = fixture.technologies.map { ["technologies: \(technology($0))"] } ?? []
        for binding in fixture.bindings ?? [] {
            let name = identifier(binding.name)
            lines.append("let \(name) = ExternalState<\(typeName(binding.value.type))>(\(value(binding.value)))")
            arguments.append("\(name): \(name).binding")
        }
        let type = (namespace.map { identifier($0) + "." } ?? "") + identifier(fixture.name)
        if fixture.app == true { return lines + ["let host = FocusHost(app: \(type)())"] }
        if fixture.scene == true { return lines + ["let host = FocusHost(scene: \(type)())"] }
        let configurations = ["tvOS": ", configuration: .tvOS", "withoutKeyboardNavigation": ", configuration: .withoutKeyboardNavigation"]
        let configuration = fixture.configuration.flatMap { configurations[$0] } ?? ""
        lines.append("let host = FocusHost(\(type)(\(arguments.joined(separator: ", ")))\(configuration))")
        return lines
    }

    /// A local view with the example's namespace and `resetFocus` properties: a field `Other`, a
    /// field `Default` preferring default focus in the namespace, a button `Reset` calling the
    /// action as the example does, all in the namespace's focus scope (`ResetFocusProbe`).
    private static func mount(_ probe: ResetProbe) -> [String] {
        let action = identifier(probe.action)
        let namespace = identifier(probe.namespace)
        return [
            "struct ResetFocusProbe: View {",
            "    @Namespace var \(namespace)",
            "    @Environment(\\.resetFocus) var \(action)",
            "    @State private var text = \"\"",
            "    var body: some View {",
            "        VStack {",
            "            TextField(\(SwiftLiteral.escape(ResetFocusProbe.other)), text: $text)",
            "            TextField(\(SwiftLiteral.escape(ResetFocusProbe.preferred)), text: $text)",
            "                .prefersDefaultFocus(true, in: \(namespace))",
            "            Button(\(SwiftLiteral.escape(ResetFocusProbe.button))) { \(action)(in: \(namespace)) }",
            "        }",
            "        .focusScope(\(namespace))",
            "    }",
            "}",
            "let host = FocusHost(ResetFocusProbe())",
        ]
    }

    /// A local view publishing the probe's value from a field, beside a field that does not;
    /// hosted in a window group with the example's commands when the probe has them.
    private static func mount(_ probe: FocusedValueProbe) -> [String] {
        var property: [String] = []
        var modifier = ".\(probe.scene ? "focusedSceneValue" : "focusedValue")"
        if let object = probe.object {
            property = ["    @StateObject private var object = \(typeName(object))()"]
            modifier = ".\(probe.scene ? "focusedSceneObject" : "focusedObject")(object)"
        } else {
            let value = probe.value == "{}" ? "{}" : probe.value.flatMap(SwiftExpression.admitted) ?? "nil"
            modifier += "(\\FocusedValues.\(identifier(probe.member ?? "")), \(value))"
        }
        let host = probe.commands.map { "FocusHost(scene: WindowGroup { FocusedValueProbe() }.commands { \(typeName($0))() })" }
        return ["struct FocusedValueProbe: View {"] + property + [
            "    @State private var text = \"\"",
            "    var body: some View {",
            "        VStack {",
            "            TextField(\(SwiftLiteral.escape(FocusedValueProbe.publisher)), text: $text)",
            "                \(modifier)",
            "            TextField(\(SwiftLiteral.escape(FocusedValueProbe.elsewhere)), text: $text)",
            "        }",
            "    }",
            "}",
            "let host = \(host ?? "FocusHost(FocusedValueProbe())")",
        ]
    }

    static func step(_ step: CaseStep) -> String {
        switch step.action {
        case .appear:
            return "host.appear()"
        case .tap:
            return "try host.tap(\(element(step)))"
        case .activate:
            return "host.activate(\(technology(step.technology)))"
        case .atFocus:
            return "try host.atFocus(\(element(step)), technology: \(technology(step.technology)))"
        case .setState:
            return "try host.setState(\(stateName(step.state)), to: \(value(step.value)))"
        case .submit:
            return "try host.submit()"
        case .replaceText:
            return "try host.replaceText(with: \(SwiftLiteral.escape(step.text ?? "")))"
        case .zoom:
            let location = step.location.flatMap(unitPoint).map { ", location: .\($0)" } ?? ""
            return "try host.atZoom(\(element(step)), \(step.direction == "zoomOut" ? ".zoomOut" : ".zoomIn")\(location), technology: \(technology(step.technology)))"
        case .pressKey:
            let phases = step.phases.map { ", phase: [" + $0.split(separator: ",").compactMap { keyPhase(String($0)) }.joined(separator: ", ") + "]" } ?? ""
            return "host.press(\(keyEquivalent(step.text ?? ""))\(phases))"
        case .moveCommand:
            return "host.moveCommand(.\(moveCommandDirection(step.direction)))"
        case .exitCommand:
            return "host.exitCommand()"
        case .atMove:
            return "try host.atMove(.\(step.direction == "previous" ? "previous" : "next"), technology: \(technology(step.technology)))"
        case .moveFocus:
            return "host.moveFocus(.\(focusMove(step.direction)))"
        case .setStubResult:
            return "ExampleStubs.setResult(\(SwiftLiteral.escape(step.stub ?? "")), \(step.value?.bool == false ? "false" : "true"))"
        case .setBinding:
            return "host.set(\(identifier(step.state ?? "")), to: \(value(step.value)))"
        }
    }

    /// A `UnitPoint` member name the engine declares, or nil.
    private static func unitPoint(_ name: String) -> String? {
        ["center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "zero"]
            .first { $0 == name }
    }

    private static func focusMove(_ direction: String?) -> String {
        let moves = ["next", "previous", "up", "down", "left", "right"]
        return moves.first { $0 == direction } ?? "next"
    }

    /// An assertion that reports `message` (a variable holding the claim text) on failure.
    static func assertion(_ expectation: CaseExpectation, message: String) -> String {
        switch expectation.observe {
        case .state:
            let type = expectation.value?.type ?? "Bool"
            return "XCTAssertEqual(try host.state(\(stateName(expectation.state)), as: \(typeName(type)).self), \(value(expectation.value)), \(message))"
        case .focusedElement, .accessibilityFocusedElement:
            let observed = observedElement(expectation)
            guard let element = expectation.element else { return "XCTAssertNil(\(observed), \(message))" }
            return "XCTAssertEqual(\(observed)?.\(observedProperty(expectation.query)), \(label(element)), \(message))"
        case .submitCount:
            return "XCTAssertEqual(host.calls(.onSubmit).count, \(expectation.count ?? 0), \(message))"
        case .stubCalls:
            return "XCTAssertEqual(ExampleStubs.calls, \(stringArray(expectation.calls)), \(message))"
        case .textShown:
            return "XCTAssertEqual(host.texts.contains(\(SwiftLiteral.escape(expectation.element ?? ""))), \(expectation.shown == false ? "false" : "true"), \(message))"
        case .focusedValue, .focusedObject:
            return "\(expectation.shown == false ? "XCTAssertNil" : "XCTAssertNotNil")(\(focusedRead(expectation)), \(message))"
        case .focusEffectEnabled:
            return "XCTAssertEqual(try \(element(expectation.element, expectation.query)).isFocusEffectEnabled, \(expectation.shown == false ? "false" : "true"), \(message))"
        case .commandEnabled:
            return "XCTAssertEqual(try host.command(\(SwiftLiteral.escape(expectation.element ?? ""))).isEnabled, \(expectation.shown == false ? "false" : "true"), \(message))"
        }
    }

    /// The expectation as a Boolean expression (used to assert that a known gap persists).
    static func condition(_ expectation: CaseExpectation) -> String {
        switch expectation.observe {
        case .state:
            let type = expectation.value?.type ?? "Bool"
            return "(try? host.state(\(stateName(expectation.state)), as: \(typeName(type)).self)) == \(value(expectation.value))"
        case .focusedElement, .accessibilityFocusedElement:
            let observed = observedElement(expectation)
            guard let element = expectation.element else { return "\(observed) == nil" }
            return "\(observed)?.\(observedProperty(expectation.query)) == \(label(element))"
        case .submitCount:
            return "host.calls(.onSubmit).count == \(expectation.count ?? 0)"
        case .stubCalls:
            return "ExampleStubs.calls == \(stringArray(expectation.calls))"
        case .textShown:
            return "host.texts.contains(\(SwiftLiteral.escape(expectation.element ?? ""))) == \(expectation.shown == false ? "false" : "true")"
        case .focusedValue, .focusedObject:
            return "(\(focusedRead(expectation)) \(expectation.shown == false ? "==" : "!=") nil)"
        case .focusEffectEnabled:
            return "(try? \(element(expectation.element, expectation.query)).isFocusEffectEnabled) == \(expectation.shown == false ? "false" : "true")"
        case .commandEnabled:
            return "(try? host.command(\(SwiftLiteral.escape(expectation.element ?? ""))).isEnabled) == \(expectation.shown == false ? "false" : "true")"
        }
    }

    /// `host.focusedValue(\FocusedValues.member)` or `host.focusedObject(Type.self)`.
    private static func focusedRead(_ expectation: CaseExpectation) -> String {
        expectation.observe == .focusedObject
            ? "host.focusedObject(\(typeName(expectation.element ?? "")).self)"
            : "host.focusedValue(\\FocusedValues.\(identifier(expectation.state ?? "")))"
    }

    /// The `Element` property an observation compares: `type`, else `label` (a control's
    /// title, an accessibility label, or a `Text`'s content).
    private static func observedProperty(_ query: CaseStep.Query?) -> String {
        switch query {
        case .type?: return "type"
        case .accessibilityLabel?: return "accessibilityLabel"
        default: return "label"
        }
    }

    /// The `host.element(…)` query label: `label`, `text` or `type`.
    private static func elementProperty(_ query: CaseStep.Query?) -> String {
        switch query {
        case .text?: return "text"
        case .type?: return "type"
        case .accessibilityLabel?: return "accessibilityLabel"
        default: return "label"
        }
    }

    private static func stringArray(_ values: [String]?) -> String {
        "[" + (values ?? []).map(SwiftLiteral.escape).joined(separator: ", ") + "] as [String]"
    }

    /// `host.element(label: FixtureLabel.target)`, `host.element(text: …)` or `host.element(type: …)`.
    private static func element(_ step: CaseStep) -> String {
        element(step.element, step.query)
    }

    private static func element(_ label: String?, _ query: CaseStep.Query?) -> String {
        "host.element(\(elementProperty(query)): \(Self.label(label)))"
    }

    private static func observedElement(_ expectation: CaseExpectation) -> String {
        expectation.observe == .focusedElement
            ? "host.focusedElement"
            : "host.accessibilityFocusedElement(\(technology(expectation.technology)))"
    }

    private static func label(_ element: String?) -> String {
        switch element {
        case "Target": return "FixtureLabel.target"
        case "Other": return "FixtureLabel.other"
        case "Reset": return "FixtureLabel.reset"
        case "First": return "FixtureLabel.first"
        case "Title": return "FixtureLabel.title"
        default: return SwiftLiteral.escape(element ?? "")
        }
    }

    private static func stateName(_ name: String?) -> String {
        name == "value" ? "FixtureState.value" : SwiftLiteral.escape(name ?? "")
    }

    private static func technology(_ name: String?) -> String {
        name == "switchControl" ? ".switchControl" : ".voiceOver"
    }

    /// A type path from the planner (`Bool`, `FixtureField?`, `Ns.View.Field?`): dotted
    /// identifiers with an optional `?`, nothing else.
    static func typeName(_ type: String) -> String {
        let optional = type.hasSuffix("?")
        let path = (optional ? type.dropLast() : Substring(type)).split(separator: ".").map { identifier(String($0)) }
        return path.joined(separator: ".") + (optional ? "?" : "")
    }

    static func value(_ value: StateValue?) -> String {
        guard let value else { return "nil" }
        let type = typeName(value.type)
        switch value.kind {
        case .bool: return value.bool == true ? "true" : "false"
        case .none: return "\(type).none"
        case .match:
            let name = identifier(value.match ?? "target")
            return value.type.hasSuffix("?") ? "\(type).some(.\(name))" : "\(type).\(name)"
        case .double: return "\(type)(\(value.double.map { "\($0)" } ?? "0"))"
        case .string: return SwiftLiteral.escape(value.string ?? "")
        case .swift: return value.swift.flatMap(SwiftExpression.admitted) ?? "nil"
        }
    }

    /// Keeps only identifier characters (fixture and match names come from the planner, not
    /// from pages, but are filtered all the same).
    private static let namedKeys: Set<String> = ["escape", "return", "tab", "space", "upArrow", "downArrow", "leftArrow", "rightArrow"]

    /// `.escape` for a named key; otherwise the key of the text's first character, as an escaped
    /// literal (`KeyEquivalent(Character("h"))`): a name that is not known is never guessed at.
    static func keyEquivalent(_ key: String) -> String {
        if namedKeys.contains(key) { return "." + key }
        return "KeyEquivalent(Character(\(SwiftLiteral.escape(String(key.first ?? " ")))))"
    }

    private static func keyPhase(_ name: String) -> String? {
        ["down": ".down", "repeat": ".repeat", "up": ".up"][name.filter { $0 != " " }]
    }

    private static func moveCommandDirection(_ direction: String?) -> String {
        direction.flatMap { ["up", "down", "left", "right"].contains($0) ? $0 : nil } ?? "down"
    }

    static func identifier(_ text: String) -> String {
        let kept = String(text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        return kept.isEmpty ? "_" : kept
    }
}
