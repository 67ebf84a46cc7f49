import FocusEngine
import XCTest

/// R24–R26 and the update loop: removal, onAppear focus writes, onChange forms and ordering.
final class LifecycleRulesTests: XCTestCase {
    typealias Field = Fixture.Field

    func testR24_RemovingTheFocusedViewDropsFocusAndResetsTheState() throws {
        let host = FocusHost(Fixture.Conditional())
        try host.tap(host.element(label: "Toggle"))
        try host.tap(host.element(label: "Late"))
        XCTAssertEqual(try host.state("focus", as: Field?.self), .c)
        try host.setState("show", to: false)
        XCTAssertNil(host.focusedElement)
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil)
    }

    func testR24_SequentialNavigationContinuesFromWhereTheRemovedViewWas() throws {
        let host = FocusHost(Fixture.Conditional())
        try host.tap(host.element(label: "Toggle"))
        try host.tap(host.element(label: "Late"))
        try host.setState("show", to: false)
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Third")
    }

    func testR24_ANewBranchHasFreshState() throws {
        let host = FocusHost(Fixture.Conditional())
        try host.tap(host.element(label: "Toggle"))
        try host.tap(host.element(label: "Late"))
        try host.type("draft")
        XCTAssertEqual(host.text(of: try host.element(label: "Late")), "draft")
        try host.setState("show", to: false)
        XCTAssertThrowsError(try host.element(label: "Late"))
    }

    func testR25_FocusWrittenInOnAppearIsAppliedInTheNextUpdate() throws {
        let host = FocusHost(Fixture.AppearFocus())
        host.appear()
        XCTAssertEqual(try host.state("seenInOnAppear", as: String.self), "nil")
        XCTAssertEqual(host.focusedElement?.label, "A")
    }

    func testR26_OnAppearRunsParentBeforeChildInTreeOrder() throws {
        let host = FocusHost(Fixture.Lifecycle())
        host.appear()
        let log = try host.state("log", as: Fixture.EventLog.self)
        XCTAssertEqual(log.events, ["appear parent", "appear first", "appear second"])
    }

    func testR26_OnChangeRunsAfterTheUpdateWithEachClosureForm() throws {
        let host = FocusHost(Fixture.Lifecycle())
        host.appear()
        let log = try host.state("log", as: Fixture.EventLog.self)
        log.events.removeAll()
        try host.tap(host.element(label: "Increment"))
        XCTAssertEqual(log.events, ["one-param 1", "two-param 0->1", "zero-param"])
    }

    func testR26_InsertedAndRemovedViewsAppearAndDisappear() throws {
        let host = FocusHost(Fixture.Lifecycle())
        let log = try host.state("log", as: Fixture.EventLog.self)
        log.events.removeAll()
        try host.tap(host.element(label: "Toggle"))
        try host.tap(host.element(label: "Toggle"))
        XCTAssertEqual(log.events, ["appear extra", "disappear extra"])
    }

    func testChoice1_SettingTheAlreadyFocusedValueIsANoOp() throws {
        let host = FocusHost(Fixture.AppearFocus())
        host.appear()
        let before = try host.state("changes", as: [String].self)
        try host.tap(host.element(label: "Focus A"))
        XCTAssertEqual(try host.state("changes", as: [String].self), before)
        XCTAssertEqual(host.focusedElement?.label, "A")
    }

    func testChoice2_MovingBetweenBoundViewsIsOneAtomicChange() throws {
        let host = FocusHost(Fixture.AppearFocus())
        host.appear()
        try host.tap(host.element(label: "Focus B"))
        XCTAssertEqual(try host.state("changes", as: [String].self), ["nil->Optional(FocusEngineTests.Fixture.Field.a)",
                                                                      "Optional(FocusEngineTests.Fixture.Field.a)->Optional(FocusEngineTests.Fixture.Field.b)"])
    }

    func testUpdateLoopIsBoundedWithAWarning() throws {
        let host = FocusHost(Fixture.Runaway())
        host.appear()
        XCTAssertTrue(host.warnings.contains { $0.category == .updateDidNotSettle })
    }
}
