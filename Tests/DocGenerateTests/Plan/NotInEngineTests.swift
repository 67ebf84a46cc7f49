@testable import DocGenerate
import DocModel
import XCTest

/// Cases that need a documented symbol the engine lacks are planned but marked not-in-engine.
final class NotInEngineTests: XCTestCase {
    private func plan(_ pages: [PageRecord]) throws -> TestPlan {
        try TestPlanner(phrasebook: ClaimPhrasebook.bundled(), knownNames: KnownNames.bundled(surface: ScopeFixtures.surface),
                        scope: ScopePlanner(surface: ScopeFixtures.surface, rules: ScopeFixtures.rules())).plan(pages)
    }

    private let onFocusChange = ScopeFixtures.page(
        id: "swiftui/view/focusable(_:onfocuschange:)", name: "focusable(_:onFocusChange:)", kind: .instanceMethod,
        summary: "Specifies if the view is focusable, and if so, adds an action to perform when the view comes into focus.",
        declaration: "nonisolated func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void = { _ in }) -> some View",
        claims: ["When focus moves to the view, the binding sets the bound value to `true`."])
        .with(structure: DeclarationStructure(
            modifiers: ["nonisolated"], keyword: "func", name: "focusable",
            parameters: [DeclaredParameter(label: "_", name: "isFocusable", type: "Bool"),
                         DeclaredParameter(label: "onFocusChange", name: "onFocusChange", type: "@escaping (Bool) -> Void")],
            returnType: "some View"))

    func testApiShapeAndClaimCasesOfAMissingSymbolAreNotInEngine() throws {
        let suite = try XCTUnwrap(try plan([onFocusChange]).suites.first)
        let planned = suite.cases.filter { $0.kind != .example }
        XCTAssertFalse(planned.isEmpty)
        for item in planned {
            XCTAssertEqual(item.notInEngine, ["View/focusable(_:onFocusChange:)"], item.id)
            XCTAssertFalse(item.isRunnable)
        }
    }

    func testAnExampleUsingADocumentedButMissingModifierIsNotStubbedAndAllItsCasesAreNotInEngine() throws {
        let code = """
        struct CardView: View {
            @FocusState private var isFocused: Bool
            var body: some View {
                Text("Card").focusable(true, onFocusChange: { focused in print(focused) }).focused($isFocused)
            }
        }
        """
        let user = ScopeFixtures.page(id: "swiftui/view/focused(_:)", name: "focused(_:)", kind: .instanceMethod,
                                      summary: "Modifies this view by binding its focus state.").with(examples: [code])
        let suite = try XCTUnwrap(try plan([user, onFocusChange]).suites.first { $0.pageID == user.id })
        let examples = suite.cases.filter { $0.kind == .example }
        XCTAssertTrue(examples.contains { $0.id == "example-compiles.example-1" })
        for item in examples {
            XCTAssertEqual(item.notInEngine, ["View/focusable(_:onFocusChange:)"], item.id)
        }
        let owner = try XCTUnwrap(examples.first { $0.example != nil })
        XCTAssertEqual(owner.example?.stubs, [], "names the engine lacks are not stubbed")
        XCTAssertEqual(owner.example?.viewStubs, [])
        let engineOnly = try plan([user]).suites[0].cases.filter { $0.kind == .example }
        XCTAssertTrue(engineOnly.allSatisfy { $0.notInEngine == nil }, "without a page documenting the overload the call is not judged")
    }

    func testTheSummaryCountsNotInEngineCasesApart() throws {
        let summary = GenerateSummary(try plan([onFocusChange])).description
        XCTAssertTrue(summary.contains("not in engine: "), summary)
        XCTAssertTrue(summary.contains("runnable cases: 0"), summary)
    }
}
