/// The steps and expectations every probe case shares (`KeyProbe`, `CommandsProbe`).
extension FocusedValueProbe {
    static let tapPublisher = CaseStep(action: .tap, element: publisher)
    static let tapElsewhere = CaseStep(action: .tap, element: elsewhere)

    static func focused(_ label: String?) -> CaseExpectation { CaseExpectation(observe: .focusedElement, element: label) }

    /// The two scenarios of a non-scene publication: focusing `Publisher` makes `observed(true)`
    /// hold (with `observed(false)` and no focus before), and moving focus to `Elsewhere` makes
    /// `observed(false)` hold again. `details` names the two scenarios.
    func followingFocus(kind: String, details: (focused: String, left: String),
                        observed: (Bool) -> CaseExpectation) -> [(FocusedValueProbe, Scenario)] {
        let appear = CaseStep(action: .appear)
        return [
            (self, Scenario(kind: kind, detail: details.focused, steps: [appear, Self.tapPublisher],
                            expectations: [Self.focused(Self.publisher), observed(true)], configuration: nil,
                            preconditions: [Self.focused(nil), observed(false)], actionStep: 1)),
            (self, Scenario(kind: kind, detail: details.left, steps: [appear, Self.tapPublisher, Self.tapElsewhere],
                            expectations: [Self.focused(Self.elsewhere), observed(false)], configuration: nil,
                            preconditions: [Self.focused(Self.publisher), observed(true)], actionStep: 2)),
        ]
    }
}
