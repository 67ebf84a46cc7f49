@testable import DocGenerate
import DocModel
import SwiftParser
import XCTest

/// Cases render to driver calls; known engine gaps render as checks that the gap persists.
final class SwiftRendererTests: XCTestCase {
    private func render(_ page: PageRecord, gaps: KnownGaps = KnownGaps()) throws -> String {
        let plan = TestPlanner(phrasebook: try ClaimPhrasebook.bundled(), knownGaps: gaps).plan([page])
        let files = try SwiftRenderer(templatesDirectory: GenerateFixtures.templates).render(plan)
        return try XCTUnwrap(files.values.first)
    }

    private var focusedPage: PageRecord {
        var page = HostilePage.page()
        page.id = "swiftui/view/focused(_:)"
        page.claims[0].text = "When focus moves to the view, the binding sets the bound value to `true`."
        return page
    }

    func testClaimCaseCallsTheDriverThroughTheFixture() throws {
        let source = try render(focusedPage)
        XCTAssertTrue(source.contains("""
                func test_focusEntersSetsValue_bool() throws {
                    let claim = "When focus moves to the view, the binding sets the bound value to `true`."
                    let host = FocusHost(FocusedBoolFixture())
                    try host.tap(host.element(label: FixtureLabel.target))
                    XCTAssertEqual(try host.state(FixtureState.value, as: Bool.self), true, claim)
                }
            """), source)
    }

    func testKnownGapRendersAsACheckThatTheGapPersists() throws {
        let gaps = KnownGaps(reasons: ["swiftui/view/focused(_:) focus-enters-sets-value.bool": "engine sets the value late"])
        let source = try render(focusedPage, gaps: gaps)
        XCTAssertTrue(source.contains("/// KNOWN ENGINE GAP: engine sets the value late"))
        XCTAssertTrue(source.contains("let holds = (try? host.state(FixtureState.value, as: Bool.self)) == true"))
        XCTAssertTrue(source.contains(#"XCTAssertFalse(holds, "known engine gap no longer reproduces; remove it from known-gaps.json: engine sets the value late")"#))
        XCTAssertFalse(Parser.parse(source: source).hasError)
    }

    func testAccessibilityStepsNameTheTechnology() {
        let step = CaseStep(action: .atFocus, element: "Target", query: .text, technology: "switchControl")
        XCTAssertEqual(SwiftStatements.step(step), "try host.atFocus(host.element(text: FixtureLabel.target), technology: .switchControl)")
        let expectation = CaseExpectation(observe: .accessibilityFocusedElement, element: nil, technology: "voiceOver")
        XCTAssertEqual(SwiftStatements.assertion(expectation, message: "claim"),
                       "XCTAssertNil(host.accessibilityFocusedElement(.voiceOver), claim)")
    }

    func testMethodNamesComeFromCaseIds() {
        XCTAssertEqual(SuiteViewBuilder.methodName("at-set-nil-dismisses.accessibility-equals.switchControl"),
                       "test_atSetNilDismisses_accessibilityEquals_switchControl")
    }

    func testSuiteNamesAreUniqueIdentifiers() {
        var namer = SuiteNamer()
        XCTAssertEqual(namer.name(for: "swiftui/view/focused(_:)"), "SwiftuiViewFocusedTests")
        XCTAssertEqual(namer.name(for: "swiftui/view/focused(_:)~2"), "SwiftuiViewFocused2Tests")
        XCTAssertEqual(namer.name(for: "swiftui/view/focused"), "SwiftuiViewFocused3Tests")
        XCTAssertEqual(namer.name(for: "0/焦点"), "Page0Tests")
    }
}
