@testable import DocGenerate
import DocModel
import XCTest

/// Self-contained examples compile in a namespace; others are listed with the reason.
final class ExamplePlannerTests: XCTestCase {
    private let planner = ExamplePlanner(knownNames: try! KnownNames.bundled())

    private func page(_ code: String) -> PageRecord {
        var page = HostilePage.page()
        page.id = "swiftui/x"
        page.examples = [CodeExample(id: "example-1", code: code, language: "swift", role: .example,
                                     lines: .init(), shape: .declarations, parsesCleanly: true)]
        return page
    }

    func testSelfContainedViewGetsCompileMountAndFocusCases() {
        let code = """
        struct Login: View {
            @State private var name = ""
            @FocusState private var isEditing: Bool
            var body: some View {
                TextField("Name", text: $name).focused($isEditing)
            }
        }
        """
        let result = planner.plan(page(code), suiteName: "SwiftuiXTests")
        XCTAssertEqual(result.uncovered, [])
        XCTAssertEqual(result.cases.map(\.id), ["example-compiles.example-1", "example-focus-enters-sets-value.example-1.Login.isEditing"])
        XCTAssertEqual(result.cases[0].example?.namespace, "SwiftuiXExample1")
        XCTAssertEqual(result.cases[1].steps, [CaseStep(action: .tap, element: "Name")])
    }

    func testFreeIdentifiersAreReported() {
        let code = "struct A: View { var body: some View { Button(\"Go\") { handleLogin(user) } } }"
        let result = planner.plan(page(code), suiteName: "SwiftuiXTests")
        XCTAssertEqual(result.cases, [])
        XCTAssertEqual(result.uncovered.first?.freeIdentifiers, ["handleLogin", "user"])
    }

    func testCodeThatWouldEscapeItsNamespaceIsNotCompiled() {
        let code = "struct A: View { var body: some View { Text(\"x\") } } }\nenum Escaped {"
        let result = planner.plan(page(code), suiteName: "SwiftuiXTests")
        XCTAssertEqual(result.cases, [])
        XCTAssertEqual(result.uncovered.first?.reason, "does not parse")
    }

    func testViewWithoutDefaultsIsCompiledButNotMounted() {
        let code = "struct A: View { @Binding var on: Bool\n var body: some View { Text(\"x\") } }"
        let result = planner.plan(page(code), suiteName: "SwiftuiXTests")
        XCTAssertEqual(result.cases.map(\.id), ["example-compiles.example-1"])
        XCTAssertNil(result.cases.first?.fixture)
    }
}

/// Member fragments are wrapped in a view; called free functions get recording stubs.
final class ExampleFragmentTests: XCTestCase {
    private let planner = ExamplePlanner(knownNames: try! KnownNames.bundled())

    private func plan(_ code: String) -> ExamplePlanner.Result {
        var page = HostilePage.page()
        page.examples = [CodeExample(id: "example-1", code: code, language: "swift", role: .example,
                                     lines: .init(), shape: .memberFragment, parsesCleanly: true)]
        return planner.plan(page, suiteName: "PageTests")
    }

    func testFragmentIsWrappedAndItsCalledFunctionsStubbed() throws {
        let result = plan("""
        @State private var name = ""
        @FocusState private var isFocused: Bool

        var body: some View {
            TextField("Name", text: $name).focused($isFocused)
            Button("Go") {
                if !isAvailable(name: name) { isFocused = true }
                log(name)
            }
        }
        """)
        XCTAssertEqual(result.uncovered, [])
        let code = try XCTUnwrap(result.cases.first?.example)
        XCTAssertEqual(code.wrapper, "ExampleView")
        XCTAssertEqual(code.stubs, [
            #"static func isAvailable(name p0: Any) -> Bool { ExampleStubs.record("isAvailable(name:)"); return true }"#,
            #"static func log(_ p0: Any) { ExampleStubs.record("log(_:)") }"#,
        ])
        XCTAssertTrue(code.wrapped.hasPrefix("enum PageExample1 {\n    // Stubs"))
        XCTAssertEqual(result.cases.map(\.id).last, "example-focus-enters-sets-value.example-1.ExampleView.isFocused")
    }

    func testIdentifierUsedAsAValueCannotBeStubbed() {
        let result = plan("var body: some View { Text(greeting) }")
        XCTAssertEqual(result.uncovered.first?.reason, "free identifiers cannot be stubbed from how they are used: greeting")
    }

    func testFragmentClosingItsWrapperEarlyIsRejected() {
        let result = plan("var body: some View { Text(\"x\") }\n}\nstruct Escaped: View { var body: some View { Text(\"y\") } ")
        XCTAssertTrue(result.cases.isEmpty)
    }
}
