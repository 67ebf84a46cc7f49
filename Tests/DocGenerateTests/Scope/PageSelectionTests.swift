@testable import DocGenerate
import DocModel
import XCTest

/// A user can generate suites for a subset of pages; the rest are listed as not selected.
final class PageSelectionTests: XCTestCase {
    private let focused = ScopeFixtures.page(id: "swiftui/view/focused(_:)", name: "focused(_:)", kind: .instanceMethod,
                                             source: "documentation/swiftui/view/focused(__).md")
    private let state = ScopeFixtures.page(id: "swiftui/focusstate", name: "FocusState", kind: .structure,
                                           source: "documentation/swiftui/focusstate.md")

    func testGlobsMatchWithinAndAcrossFolders() {
        XCTAssertTrue(PageSelection.glob("documentation/swiftui/view/*", matches: "documentation/swiftui/view/focused(__).md"))
        XCTAssertFalse(PageSelection.glob("documentation/*", matches: "documentation/swiftui/focusstate.md"))
        XCTAssertTrue(PageSelection.glob("**/focus*.md", matches: "documentation/swiftui/focusstate.md"))
        XCTAssertTrue(PageSelection.glob("documentation/**/focusstate.md", matches: "documentation/focusstate.md"))
    }

    func testEachCriterionSelectsByPathSymbolOrPageIDPrefix() {
        XCTAssertTrue(PageSelection(pathGlobs: ["**/view/*"]).selects(focused, documentedPath: nil))
        XCTAssertFalse(PageSelection(pathGlobs: ["**/view/*"]).selects(state, documentedPath: nil))
        XCTAssertTrue(PageSelection(symbols: ["view/FOCUSED(_:)"]).selects(focused, documentedPath: "View/focused(_:)"))
        XCTAssertTrue(PageSelection(pageIDPrefixes: ["SwiftUI/FocusState"]).selects(state, documentedPath: nil))
        XCTAssertFalse(PageSelection(pathGlobs: ["**/view/*"], pageIDPrefixes: ["swiftui/focusstate"]).selects(focused, documentedPath: nil),
                       "every given criterion must hold")
    }

    func testUnselectedPagesGetNoSuiteAndAreListedWithTheSelection() throws {
        let planner = TestPlanner(phrasebook: try ClaimPhrasebook.bundled(), scope: ScopePlanner(
            surface: ScopeFixtures.surface, rules: try ScopeFixtures.rules(), selection: PageSelection(pageIDPrefixes: ["swiftui/view/"])))
        let plan = planner.plan([state, focused])
        XCTAssertEqual(plan.suites.map(\.pageID), ["swiftui/view/focused(_:)"])
        XCTAssertEqual(plan.outOfScope, [ScopeDecision(pageID: "swiftui/focusstate", source: "documentation/swiftui/focusstate.md",
                                                       symbol: "FocusState", reason: "not selected by --select-page 'swiftui/view/'")])
        XCTAssertEqual(plan.surface.map(\.symbol), ["View/focused(_:)"], "the surface lists the selected pages' symbols")
    }
}
