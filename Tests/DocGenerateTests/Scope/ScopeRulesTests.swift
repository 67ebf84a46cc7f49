@testable import DocGenerate
import DocModel
import XCTest

/// Which pages get a suite: provided symbols and focus behaviour in, the phrasebook's exclusions out.
final class ScopeRulesTests: XCTestCase {
    private func scope(_ pages: [PageRecord]) throws -> [PageScope] {
        try ScopePlanner(surface: ScopeFixtures.surface, rules: ScopeFixtures.rules()).scopes(pages)
    }

    func testAPageWhoseSymbolTheEngineProvidesIsInScopeEvenWithoutFocusWords() throws {
        let text = ScopeFixtures.page(id: "swiftui/text", name: "Text", kind: .structure, summary: "A view that displays lines.")
        let decided = try scope([text])[0]
        XCTAssertNil(decided.excludedReason)
        XCTAssertEqual(decided.engineSymbol?.path, "Text")
    }

    func testANavigationZoomTransitionIsOutOfScopeWithItsReason() throws {
        let transition = ScopeFixtures.page(id: "swiftui/zoomnavigationtransition", name: "ZoomNavigationTransition", kind: .structure,
                                            summary: "A navigation transition that zooms the appearing view from a source view; focus moves.",
                                            conformsTo: ["NavigationTransition"])
        let member = ScopeFixtures.page(id: "swiftui/navigationtransition/zoom(sourceid:in:)", name: "zoom(sourceID:in:)", kind: .typeMethod,
                                        summary: "A zoom transition.")
        let decided = try scope([transition, member])
        XCTAssertEqual(decided[0].excludedReason, "navigation zoom transition (NavigationTransition), not focus behaviour")
        XCTAssertEqual(decided[1].excludedReason, "navigation zoom transition (NavigationTransition), not focus behaviour")
    }

    func testDocCsCopyOfAnInheritedMemberIsOutOfScopeButTheMembersOwnPageIsNot() throws {
        var copy = ScopeFixtures.page(id: "focusengine/text/accessibilityfocused(_:)", name: "accessibilityFocused(_:)", kind: .instanceMethod,
                                      summary: "Modifies this view by binding its accessibility element's focus state.")
        copy.metadata["docc-external-id"] = "s:11FocusEngine4ViewPAAE19accessibilityFocusedyQrAA::SYNTHESIZED::s:11FocusEngine4TextV"
        var own = ScopeFixtures.page(id: "focusengine/view/accessibilityfocused(_:)", name: "accessibilityFocused(_:)", kind: .instanceMethod,
                                     summary: "Modifies this view by binding its accessibility element's focus state.")
        own.metadata["docc-external-id"] = "s:11FocusEngine4ViewPAAE19accessibilityFocusedyQrAA"
        let decided = try scope([copy, own])
        XCTAssertEqual(decided[0].excludedReason?.hasPrefix("DocC's copy of an inherited member"), true, "\(decided[0])")
        XCTAssertNil(decided[1].excludedReason)
    }

    func testAPageWithoutFocusVocabularyIsOutOfScope() throws {
        let page = ScopeFixtures.page(id: "swiftui/view/scaleeffect(_:)", name: "scaleEffect(_:)", kind: .instanceMethod,
                                      summary: "Scales this view's rendered output.", declaration: "func scaleEffect(_ s: CGFloat) -> some View")
        let reason = try XCTUnwrap(try scope([page])[0].excludedReason)
        XCTAssertTrue(reason.hasPrefix("not focus behaviour"), reason)
    }

    func testChineseOnlyFocusVocabularyPutsAPageInScope() throws {
        let english = ScopeFixtures.page(id: "guides/keyboard", name: "Keyboard input", kind: .article, summary: "Handle the keyboard.")
        let bilingual = ScopeFixtures.page(id: "guides/keyboard", name: "Keyboard input", kind: .article, summary: "Handle the keyboard.",
                                           chinese: ("键盘输入", "在文本字段之间移动焦点。"))
        XCTAssertNotNil(try scope([english])[0].excludedReason)
        XCTAssertNil(try scope([bilingual])[0].excludedReason)
    }

    func testAnInScopeSymbolTheEngineLacksIsMissing() throws {
        let page = ScopeFixtures.page(id: "swiftui/focusedvalues", name: "FocusedValues", kind: .structure,
                                      summary: "A collection of state exported by the focused scene.")
        let decided = try scope([page])[0]
        XCTAssertTrue(decided.isMissing)
        let entries = ScopePlanner(surface: ScopeFixtures.surface, rules: try ScopeFixtures.rules()).surfaceEntries([page], [decided])
        XCTAssertEqual(entries, [SurfaceEntry(symbol: "FocusedValues", pageIDs: ["swiftui/focusedvalues"], status: .missing,
                                              reason: "FocusEngine declares no FocusedValues")])
    }
}
