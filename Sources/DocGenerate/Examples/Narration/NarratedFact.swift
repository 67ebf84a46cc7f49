/// What a sentence around an example says the example does, in terms of the example's own
/// entities (its state properties, its views by index in `ViewSketch.controls`).
struct NarratedFact: Hashable {
    enum Statement: Hashable {
        /// While focus is on one of `controls`, the state `state` holds `value` ("if the user moves
        /// focus to the filter, `isFiltering` becomes `true`").
        case stateWhileFocused(state: String, value: ScenarioValue, controls: Set<Int>, accessibility: Bool)
        /// After the example writes `value` to `state`, focus is on `control` ("the button sets
        /// `isFocused` to `true`, which moves focus to the text field").
        case focusAfterWrite(state: String, value: ScenarioValue, control: Int, accessibility: Bool)
        /// After the user activates `button`, keyboard focus is on `control` ("when the user presses
        /// the Filter button, focus moves to the filter field").
        case focusAfterActivation(button: Int, control: Int)
        /// When the view appears, keyboard focus is on `control` ("the modifier allows button “3”
        /// to receive default focus").
        case defaultFocus(control: Int)
    }

    var statement: Statement
    var sentence: ExpectationSentence
}
