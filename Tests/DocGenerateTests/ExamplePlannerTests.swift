@testable import DocGenerate
import DocModel
import XCTest

/// Examples compile in a namespace; free identifiers get stubs; scenarios come from structure.
final class ExamplePlannerTests: XCTestCase {
    private let planner = ExamplePlanner(knownNames: try! KnownNames.bundled())

    private func plan(_ codes: [(String, CodeExample.Role)]) -> ExamplePlanner.Result {
        var page = HostilePage.page()
        page.id = "swiftui/x"
        page.examples = codes.enumerated().map { index, item in
            CodeExample(id: "example-\(index + 1)", code: item.0, language: "swift", role: item.1,
                        lines: .init(), shape: .declarations, parsesCleanly: true)
        }
        return planner.plan(page, suiteName: "SwiftuiXTests")
    }

    private func plan(_ code: String) -> ExamplePlanner.Result { plan([(code, .example)]) }

    func testTappingABoundFieldExpectsTheFocusStateTrue() {
        let result = plan("""
        struct Login: View {
            @State private var name = ""
            @FocusState private var isEditing: Bool
            var body: some View {
                TextField("Name", text: $name).focused($isEditing)
            }
        }
        """)
        XCTAssertEqual(result.uncovered, [])
        XCTAssertEqual(result.cases.map(\.id), ["example-compiles.example-1", "example-focus.example-1.Login.name"])
        XCTAssertEqual(result.cases[0].example?.namespace, "SwiftuiXExample1")
        XCTAssertEqual(result.cases[1].steps.map(\.action), [.appear, .tap])
        XCTAssertEqual(result.cases[1].expectations, [
            CaseExpectation(observe: .state, state: "isEditing", value: .boolean(true)).derived,
            CaseExpectation(observe: .focusedElement, element: "Name").derived,
        ])
    }

    func testButtonBranchesAreReachedByTypedInputs() throws {
        let result = plan("""
        struct Form1: View {
            enum Field: Hashable { case name, email }
            @State private var name = ""
            @State private var email = ""
            @FocusState private var field: Field?
            var body: some View {
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Email", text: $email).focused($field, equals: .email)
                Button("Go") {
                    if name.isEmpty { field = .name } else if !email.contains("@") { field = .email } else { field = nil }
                }
            }
        }
        """)
        let buttons = result.cases.filter { $0.template == "example-button" }
        let focused = buttons.compactMap { $0.expectations.first { $0.observe == .focusedElement }.map { $0.element ?? "none" } }
        XCTAssertEqual(Set(focused), ["Name", "Email", "none"], "each branch of the action is a scenario")
        let success = try XCTUnwrap(buttons.first { $0.expectations.contains(CaseExpectation(observe: .focusedElement).derived) })
        XCTAssertTrue(success.steps.contains(CaseStep(action: .replaceText, text: "ada@example.com")))
        XCTAssertTrue(success.expectations.contains(CaseExpectation(
            observe: .state, state: "field", value: StateValue(kind: .none, type: "SwiftuiXExample1.Form1.Field?")).derived))
    }

    func testFragmentFreeNamesBecomeStateModelsAndViews() throws {
        let result = plan("""
        Form {
            TextField("User", text: $viewModel.userName)
            PlayerControls(song: $song)
        }
        .onSubmit {
            guard viewModel.validate() else { return }
            viewModel.login()
        }
        """)
        XCTAssertEqual(result.uncovered, [])
        let code = try XCTUnwrap(result.cases.first?.example)
        XCTAssertEqual(code.layout, "body")
        XCTAssertEqual(code.viewStubs, ["@State private var song = \"song\"", "@StateObject private var viewModel = ViewModelModel()"])
        XCTAssertTrue(code.stubs.contains("struct PlayerControls: View { init(song p0: Any) {}; var body: some View { Text(\"PlayerControls\") } }"))
        XCTAssertTrue(code.stubs.contains { $0.hasPrefix("final class ViewModelModel: ObservableObject { func login()") })
        let submit = try XCTUnwrap(result.cases.first { $0.template == "example-submit" })
        XCTAssertEqual(submit.expectations.first { $0.observe == .stubCalls }?.calls,
                       ["viewModel.validate()", "viewModel.login()"])
        XCTAssertEqual(submit.expectations.first { $0.observe == .submitCount }?.count, 1)
    }

    func testSubmitScopeBlocksTheAncestorAction() throws {
        let result = plan("""
        @State private var a = ""
        @State private var b = ""
        var body: some View {
            VStack {
                TextField("A", text: $a)
                TextField("B", text: $b).submitScope()
            }
            .onSubmit { log() }
        }
        """)
        let blocked = try XCTUnwrap(result.cases.first { $0.id.hasSuffix(".b") && $0.template == "example-submit" })
        XCTAssertEqual(blocked.expectations.first { $0.observe == .submitCount }?.count, 0)
        let through = try XCTUnwrap(result.cases.first { $0.id.hasSuffix(".a") && $0.template == "example-submit" })
        XCTAssertEqual(through.expectations.first { $0.observe == .stubCalls }?.calls, ["log()"])
    }

    func testBindingPropertiesAreMountedWithExternalState() throws {
        let result = plan("struct A: View { @Binding var on: Bool\n var body: some View { Text(\"x\") } }")
        let fixture = try XCTUnwrap(result.cases.first?.fixture)
        XCTAssertEqual(fixture.bindings, [ExternalBinding(name: "on", value: .boolean(false))])
    }

    func testIncorrectRuleExampleReplaysCorrectScenarioAsExpectedDifferent() throws {
        let correct = """
        struct V: View {
            @State private var name = ""
            @FocusState private var focused: Bool
            var body: some View { TextField("Name", text: $name).focused($focused).onAppear { focused = true } }
        }
        """
        let incorrect = "struct V: View {\n @State private var name = \"\"\n var body: some View { TextField(\"Name\", text: $name) } }"
        let result = plan([(incorrect, .incorrect), (correct, .correct)])
        let replay = try XCTUnwrap(result.cases.first { $0.outcome == .differs })
        XCTAssertEqual(replay.id, "example-rule-differs.example-1.V.appear-on-appear")
        XCTAssertEqual(replay.expectations, [CaseExpectation(observe: .focusedElement, element: "Name")])
    }

    func testIdentifierShownAsTextBecomesStringState() throws {
        let result = plan("var body: some View { Text(greeting) }")
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertEqual(code.viewStubs, ["@State private var greeting = \"greeting\""])
    }

    func testIdentifierUsedAsAnUnknownValueCannotBeStubbed() {
        let result = plan("var body: some View { Text(\"Hi\").opacity(level) }")
        XCTAssertEqual(result.uncovered.first?.reason, "free identifiers cannot be stubbed from how they are used: level")
    }

    func testCodeThatWouldEscapeItsNamespaceIsNotCompiled() {
        XCTAssertEqual(plan("struct A: View { var body: some View { Text(\"x\") } } }\nenum Escaped {").uncovered.first?.reason,
                       "does not parse")
        XCTAssertTrue(plan("var body: some View { Text(\"x\") }\n}\nstruct Escaped: View { var body: some View { Text(\"y\") } ").cases.isEmpty)
    }

    func testStructWithABodyButNoViewConformanceGetsItByExtension() throws {
        let result = plan("struct LoginForm {\n var body: some View { Text(\"x\") } }")
        let code = try XCTUnwrap(result.cases.first?.example)
        XCTAssertEqual(code.viewConformances, ["LoginForm"])
        XCTAssertTrue(code.wrapped.hasSuffix("extension SwiftuiXExample1.LoginForm: View {}"))
    }
}
