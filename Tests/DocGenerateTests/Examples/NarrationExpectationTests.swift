@testable import DocGenerate
import DocModel
import SwiftParser
import XCTest

/// The sentences around an example decide its scenarios' expectations: a sentence naming the
/// example's state, values and views is read by composition (`NarrationReader`); where it speaks,
/// the expectation rests on it, and where the generator's model predicted otherwise the prose
/// wins and the disagreement is a `generator-model` finding. What no sentence states is marked
/// `derived`.
final class NarrationExpectationTests: XCTestCase {
    /// A focusable container with a Boolean focus state, and a text field inside it with another.
    private let container = """
    struct ContentView: View {
        @FocusState private var isContainerFocused: Bool
        @FocusState private var isFieldFocused: Bool
        @State private var name = ""

        var body: some View {
            VStack {
                TextField("Name", text: $name)
                    .focused($isFieldFocused)
                Button("Clear") { name = "" }
            }
            .focusable()
            .focused($isContainerFocused)
        }
    }
    """

    private func focusCase(_ result: ExamplePlanner.Result) -> ConformanceCase? {
        result.cases.first { $0.id == "example-focus.example-1.ContentView.name" }
    }

    private func state(_ item: ConformanceCase?, _ name: String) -> CaseExpectation? {
        item?.expectations.first { $0.observe == .state && $0.state == name }
    }

    func testAContainersBooleanIsTrueWhileAFieldInsideHasFocusAndTheSentenceSayingSoIsCited() throws {
        let sentence = "Because the text field is inside the container, `isContainerFocused` also becomes `true` when focus moves to the text field."
        let result = ExamplePages.plan([container], narration: ["The container and its field each bind a focus state. " + sentence])
        let expectation = try XCTUnwrap(state(focusCase(result), "isContainerFocused"))
        XCTAssertEqual(expectation.value, .boolean(true))
        XCTAssertEqual(expectation.sentence?.text, sentence)
        XCTAssertNil(expectation.basis)
        XCTAssertTrue(result.findings.isEmpty, "the model (R8) agrees with the page: \(result.findings)")
    }

    func testWithoutASentenceTheModelFillsTheExpectationAndMarksItDerived() throws {
        let result = ExamplePages.plan([container])
        let expectation = try XCTUnwrap(state(focusCase(result), "isContainerFocused"))
        XCTAssertEqual(expectation.value, .boolean(true), "a binding on a container holds while a descendant has focus (R8)")
        XCTAssertEqual(expectation.basis, .derived)
        XCTAssertNil(expectation.sentence)
        XCTAssertTrue(focusCase(result)?.preconditions?.allSatisfy { $0.basis == .derived } == true)
    }

    func testWhereThePageContradictsTheModelThePageWinsAndTheGeneratorIsNamed() throws {
        let sentence = "When focus moves to the text field, `isContainerFocused` is `false`."
        let result = ExamplePages.plan([container], narration: [sentence])
        let expectation = try XCTUnwrap(state(focusCase(result), "isContainerFocused"))
        XCTAssertEqual(expectation.value, .boolean(false))
        XCTAssertEqual(expectation.sentence?.text, sentence)
        let finding = try XCTUnwrap(result.findings.first)
        XCTAssertEqual(finding.kind, "generator-model")
        XCTAssertTrue(finding.message.contains("predicted isContainerFocused = true"), finding.message)
        XCTAssertTrue(finding.message.contains(sentence), finding.message)
    }

    func testASentenceNamingNoneOfTheExamplesThingsDecidesNothing() throws {
        let result = ExamplePages.plan([container], narration: ["When focus moves to the view, the binding sets the bound value to `true`."])
        XCTAssertEqual(state(focusCase(result), "isContainerFocused")?.basis, .derived)
        XCTAssertTrue(result.findings.isEmpty)
    }

    func testANounTheExampleHasTwoOfNamesNothing() throws {
        let twoFields = """
        struct ContentView: View {
            @FocusState private var isNameFocused: Bool
            @State private var name = ""
            @State private var city = ""

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                        .focused($isNameFocused)
                    TextField("City", text: $city)
                }
            }
        }
        """
        // "the text field" could be either field: no fact, so the model's `true` stands, derived.
        let result = ExamplePages.plan([twoFields], narration: ["When focus moves to the text field, `isNameFocused` is `false`."])
        let expectation = try XCTUnwrap(state(focusCase(result), "isNameFocused"))
        XCTAssertEqual(expectation.value, .boolean(true))
        XCTAssertEqual(expectation.basis, .derived)
        XCTAssertTrue(result.findings.isEmpty)
    }

    func testPressingAButtonTheSentenceNamesMovesFocusWhereItSays() throws {
        let sidebar = """
        struct Sidebar: View {
            @State private var filterText = ""
            @FocusState private var isFiltering: Bool

            var body: some View {
                VStack {
                    Button("Filter Sidebar Contents") {
                        isFiltering = true
                    }
                    TextField("Filter", text: $filterText)
                        .focused($isFiltering)
                }
            }
        }
        """
        let sentence = "When the user taps the Filter Sidebar Contents button, focus moves to the filter field."
        let result = ExamplePages.plan([sidebar], narration: [sentence])
        let button = try XCTUnwrap(result.cases.first { $0.id.hasPrefix("example-button.example-1.Sidebar.filter-sidebar-contents") })
        let focused = try XCTUnwrap(button.expectations.first { $0.observe == .focusedElement })
        XCTAssertEqual(focused.element, "Filter")
        XCTAssertEqual(focused.sentence?.text, sentence)
        // The state the button writes is not what the sentence speaks of: the model's, derived.
        XCTAssertEqual(state(button, "isFiltering")?.basis, .derived)
    }

    func testAChineseSentenceIsReadWhenThePageHasNoEnglish() throws {
        let sentence = "当焦点移动到文本框时，`isContainerFocused` 为 `false`。"
        let result = ExamplePages.plan([container], narration: [sentence], language: .zhHans)
        XCTAssertEqual(state(focusCase(result), "isContainerFocused")?.sentence?.text, sentence)
        XCTAssertEqual(result.findings.count, 1)
    }

    func testAFailedExpectationNamesItsSentenceOrSaysItWasDerivedAndTheTextStaysInsideItsLiteral() throws {
        let sentence = "When focus moves to the text field, `isContainerFocused` is `false` \")\" */ \\(boom)."
        let item = try XCTUnwrap(focusCase(ExamplePages.plan([container], narration: [sentence])))
        let body = CaseBodyBuilder.body(item).joined(separator: "\n")
        XCTAssertTrue(body.contains("the page says: "), body)
        XCTAssertTrue(body.contains("derived by the generator"), body)
        let file = Parser.parse(source: "func test() throws {\n" + body + "\n}")
        XCTAssertFalse(file.hasError, body)
        XCTAssertEqual(file.statements.count, 1, "the sentence must not break out of its literal")
    }

    func testAStateNamedLikeAnOrdinaryWordIsNamedOnlyInCodeVoiceAndOnlyWithAValueOfItsType() throws {
        let enumState = """
        struct ContentView: View {
            enum Field: Hashable { case name }
            @FocusState private var focused: Field?
            @State private var name = ""

            var body: some View {
                TextField("Name", text: $name)
                    .focused($focused, equals: .name)
            }
        }
        """
        // "focused" as a word is not the property; and `true` is no value of a `Field?` state.
        for sentence in ["When the text field is focused, its border is `true`.", "When focus moves to the text field, `focused` is `true`."] {
            let result = ExamplePages.plan([enumState], narration: [sentence])
            let expectation = try XCTUnwrap(state(result.cases.first { $0.id == "example-focus.example-1.ContentView.name" }, "focused"))
            XCTAssertEqual(expectation.value?.match, "name", sentence)
            XCTAssertEqual(expectation.basis, .derived, sentence)
            XCTAssertTrue(result.findings.isEmpty, sentence)
        }
        // In code voice, with a case of its type, it is the property.
        let sentence = "When focus moves to the text field, `focused` is `.name`."
        let result = ExamplePages.plan([enumState], narration: [sentence])
        XCTAssertEqual(state(result.cases.first { $0.id == "example-focus.example-1.ContentView.name" }, "focused")?.sentence?.text, sentence)
    }

    func testACaseStatedForTheStatesViewsIsExpectedOnlyOnTheViewBoundWithThatCase() throws {
        let twoCases = """
        struct ContentView: View {
            enum Focus: Hashable { case container, field }
            @FocusState private var focus: Focus?
            @State private var text = ""

            var body: some View {
                VStack {
                    TextField("Field", text: $text)
                        .focused($focus, equals: .field)
                }
                .focusable()
                .focused($focus, equals: .container)
            }
        }
        """
        // Read as "`focus` is `.container` while focus is on a view bound to it": only the VStack.
        let sentence = "When focus moves to the view, `focus` is `.container`."
        let result = ExamplePages.plan([twoCases], narration: [sentence])
        let field = try XCTUnwrap(state(result.cases.first { $0.id == "example-focus.example-1.ContentView.field" }, "focus"))
        XCTAssertEqual(field.value?.match, "field")
        XCTAssertNil(field.sentence, "the sentence says nothing of the text field")
        XCTAssertTrue(result.findings.isEmpty, "\(result.findings)")
        // A name inside a longer code span (`focus(_:)`) is not the property.
        XCTAssertEqual(NarrationReader.codeVoice("`focus(_:)` binds `$focus` and `self.other`"), ["focus(_:)", "focus", "other"])
    }

    func testSentencesSplitAtSentenceEndsButNotInsideCodeVoice() {
        XCTAssertEqual(ExampleNarration.split("Call `a.b()`. Then `x.Y` is set. 然后", language: .en),
                       ["Call `a.b()`.", "Then `x.Y` is set. 然后"])
        XCTAssertEqual(ExampleNarration.split("焦点移动。值为真！", language: .zhHans), ["焦点移动。", "值为真！"])
    }

    private let defaultFocusScene = ExamplePages.defaultFocusScene

    func testTheViewAppearingAndFocusGoingToTheSecondOfTwoFieldsIsThatFieldsDefaultFocus() throws {
        let sentence = "In the following example, focus automatically goes to the second of the two text fields when the view is first presented in the window."
        let result = ExamplePages.plan([defaultFocusScene], narration: [sentence])
        let appear = try XCTUnwrap(result.cases.first { $0.id == "example-appear.example-1.ExampleView.narrated" }, "\(result.cases.map(\.id))")
        XCTAssertEqual(appear.fixture?.scene, true, "a scene expression is hosted as a scene")
        XCTAssertEqual(appear.expectations.count, 1, "the model does not follow defaultFocus: only what the sentence states")
        let focused = try XCTUnwrap(appear.expectations.first)
        XCTAssertEqual(focused.observe, .focusedElement)
        XCTAssertEqual(focused.element, "titleKey 2", "the second field; each filled field has its own title")
        XCTAssertEqual(focused.sentence?.text, sentence)
        XCTAssertFalse(result.cases.contains { $0.id.hasPrefix("example-focus.") }, "no scenario resting on the model's start")
        // Chinese: the ordinal stands right before the noun.
        let chinese = ExamplePages.plan([defaultFocusScene], narration: ["当视图首次出现时，焦点移动到第一个文本框。"], language: .zhHans)
        XCTAssertEqual(chinese.cases.first { $0.id == "example-appear.example-1.ExampleView.narrated" }?.expectations.first?.element, "titleKey")
    }

    func testAnOrdinalFarFromItsNounOrPastTheViewsNamesNothing() throws {
        // Counter-cases: "first" before "presented" is no ordinal of a field; a "third" of two fields names none.
        for sentence in ["When the view is first presented, focus goes to the text field.",
                         "Focus goes to the third text field when the view appears."] {
            let result = ExamplePages.plan([defaultFocusScene], narration: [sentence])
            XCTAssertNil(result.cases.first { $0.id == "example-appear.example-1.ExampleView.narrated" }, sentence)
        }
    }
}
