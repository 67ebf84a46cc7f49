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
