@testable import DocGenerate
import DocModel
import XCTest

/// Listings continued across code blocks compile as one example; a type one example declares is
/// available to the page's other examples (and, when unique, to other pages of the run).
final class ExampleJoiningTests: XCTestCase {
    private func page(_ id: String, _ codes: [String]) -> PageRecord {
        var page = HostilePage.page()
        page.id = id
        page.examples = codes.enumerated().map { index, code in
            CodeExample(id: "example-\(index + 1)", code: code, language: "swift", role: .example,
                        lines: Localized(en: LineRange(start: 10 * (index + 1), end: 10 * (index + 1) + 5)), shape: .declarations, parsesCleanly: true)
        }
        return page
    }

    func testBlocksThatOnlyParseTogetherAreCompiledAsOneExample() throws {
        let result = ExamplePlanner(knownNames: try KnownNames.bundled()).plan(page("swiftui/x", [
            """
            struct LoginView: View {
                @FocusState private var isFocused: Bool
                @State private var name = ""
            """,
            """
                var body: some View {
                    TextField("Name", text: $name).focused($isFocused)
                }
            }
            """,
        ]), suiteName: "SwiftuiXTests")
        XCTAssertEqual(result.uncovered, [])
        let code = try XCTUnwrap(result.cases.first?.example)
        XCTAssertEqual(code.exampleID, "example-1")
        XCTAssertEqual(code.joined, ["example-2"], "the report can show which blocks were joined")
        XCTAssertTrue(code.staysInNamespace)
        XCTAssertTrue(result.cases.contains { $0.template == "example-focus" }, "the joined view is exercised")
    }

    func testAnExampleUsesATypeAnotherExampleOfThePageDeclares() throws {
        let result = ExamplePlanner(knownNames: try KnownNames.bundled()).plan(page("swiftui/x", [
            """
            struct Badge: View {
                var body: some View { Text("New") }
            }
            """,
            """
            struct Inbox: View {
                var body: some View {
                    Badge()
                        .focusable()
                }
            }
            """,
        ]), suiteName: "SwiftuiXTests")
        XCTAssertEqual(result.uncovered, [])
        let second = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-2" }?.example)
        XCTAssertEqual(second.imports, [ExampleImport(name: "Badge", namespace: "SwiftuiXExample1", exampleID: "example-1", pageID: "swiftui/x")])
        XCTAssertTrue(second.wrapped.contains("typealias Badge = SwiftuiXExample1.Badge"))
        XCTAssertTrue(second.stubs.allSatisfy { !$0.contains("Badge") }, "no stub shadows the declared type")
    }

    func testAnExampleThatFailsAloneUsesATypeAnotherPageDeclares() throws {
        let planner = TestPlanner(phrasebook: try ClaimPhrasebook.bundled(), knownNames: try KnownNames.bundled())
        let declaring = page("swiftui/a", ["""
        struct Message {
            var text: String
        }
        """])
        let using = page("swiftui/b", ["""
        struct Composer: View {
            var draft: Message
            var body: some View { Text(draft.text) }
        }
        """])
        let plan = planner.plan([declaring, using])
        let suite = try XCTUnwrap(plan.suites.first { $0.pageID == "swiftui/b" })
        XCTAssertEqual(suite.uncoveredExamples, [])
        let code = try XCTUnwrap(suite.cases.compactMap(\.example).first)
        XCTAssertEqual(code.imports?.map(\.pageID), ["swiftui/a"])
    }
}
