/// Translates a case's portable steps and expectations into Swift statements against the
/// engine's driver (`FocusHost`) and the FocusTestSupport fixtures.
///
/// All choices about generated code are made here; templates only place the lines.
enum SwiftStatements {
    /// `let host = FocusHost(FocusedBoolFixture())`.
    /// `namespace` is the enum an example's views are nested in (example fixtures).
    static func mount(_ fixture: Fixture, namespace: String? = nil) -> String {
        let arguments = fixture.technologies.map { "technologies: \(technology($0))" } ?? ""
        let type = (namespace.map { identifier($0) + "." } ?? "") + identifier(fixture.name)
        let configuration = fixture.configuration == "tvOS" ? ", configuration: .tvOS" : ""
        return "let host = FocusHost(\(type)(\(arguments))\(configuration))"
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
        }
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
            return "XCTAssertEqual(\(observed)?.label, \(label(element)), \(message))"
        case .submitCount:
            return "XCTAssertEqual(host.calls(.onSubmit).count, \(expectation.count ?? 0), \(message))"
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
            return "\(observed)?.label == \(label(element))"
        case .submitCount:
            return "host.calls(.onSubmit).count == \(expectation.count ?? 0)"
        }
    }

    /// `host.element(label: FixtureLabel.target)` or `host.element(text: …)`.
    private static func element(_ step: CaseStep) -> String {
        "host.element(\(step.query == .text ? "text" : "label"): \(label(step.element)))"
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
        default: return SwiftLiteral.escape(element ?? "")
        }
    }

    private static func stateName(_ name: String?) -> String {
        name == "value" ? "FixtureState.value" : SwiftLiteral.escape(name ?? "")
    }

    private static func technology(_ name: String?) -> String {
        name == "switchControl" ? ".switchControl" : ".voiceOver"
    }

    private static func typeName(_ type: String) -> String {
        type == "FixtureField?" ? "FixtureField?" : "Bool"
    }

    static func value(_ value: StateValue?) -> String {
        guard let value else { return "nil" }
        switch value.kind {
        case .bool: return value.bool == true ? "true" : "false"
        case .none: return "FixtureField?.none"
        case .match: return "FixtureField?.some(.\(identifier(value.match ?? "target")))"
        }
    }

    /// Keeps only identifier characters (fixture and match names come from the planner, not
    /// from pages, but are filtered all the same).
    static func identifier(_ text: String) -> String {
        let kept = String(text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        return kept.isEmpty ? "_" : kept
    }
}
