import FocusEngine
import XCTest

/// R1–R9: FocusState, focused(_:) and focused(_:equals:).
final class FocusStateRulesTests: XCTestCase {
    typealias Field = Fixture.Field

    func testR1_FocusStateStartsAtFalseOrNil() throws {
        let host = FocusHost(Fixture.TwoFields())
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil)
        let boolHost = FocusHost(Fixture.BoolField())
        XCTAssertEqual(try boolHost.state("isFocused", as: Bool.self), false)
    }

    func testR2_ReadingReflectsWhereFocusIs() throws {
        let host = FocusHost(Fixture.BoolField())
        XCTAssertTrue(host.texts.contains("idle"))
        try host.tap(host.element(label: "Name"))
        XCTAssertEqual(try host.state("isFocused", as: Bool.self), true)
        XCTAssertTrue(host.texts.contains("editing"), "the body re-reads the state")
        try host.tap(host.element(label: "Second"))
        XCTAssertEqual(try host.state("isFocused", as: Bool.self), false)
        XCTAssertTrue(host.texts.contains("idle"))
    }

    func testR3_FocusMovingOntoBoundViewSetsMatchValue() throws {
        let host = FocusHost(Fixture.TwoFields())
        try host.tap(host.element(label: "B"))
        XCTAssertEqual(try host.state("focus", as: Field?.self), .b)
    }

    func testR3_LeavingFocusResetsOptionalToNil() throws {
        let host = FocusHost(Fixture.TwoFields())
        try host.tap(host.element(label: "A"))
        try host.tap(host.element(label: "Other"))
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil)
    }

    func testR4_SettingTheValueMovesFocus() throws {
        let host = FocusHost(Fixture.TwoFields())
        try host.tap(host.element(label: "Focus B"))
        XCTAssertEqual(host.focusedElement?.label, "B")
    }

    func testR4_SettingNilDismissesFocus() throws {
        let host = FocusHost(Fixture.TwoFields())
        try host.tap(host.element(label: "A"))
        try host.tap(host.element(label: "Dismiss"))
        XCTAssertNil(host.focusedElement)
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil)
    }

    func testR4_SettingFalseOnlyClearsFocusBoundToThisState() throws {
        let host = FocusHost(Fixture.BoolField())
        try host.tap(host.element(label: "Second"))
        try host.tap(host.element(label: "Unfocus"))
        XCTAssertEqual(host.focusedElement?.label, "Second")
    }

    func testR5_OneViewMayCarrySeveralBindings() throws {
        let host = FocusHost(Fixture.SharedBindings())
        try host.tap(host.element(label: "X"))
        XCTAssertEqual(try host.state("field", as: Field?.self), .a)
        XCTAssertEqual(try host.state("isX", as: Bool.self), true)
    }

    func testR5_UserFocusOnEitherViewSharingAValueSetsIt() throws {
        let host = FocusHost(Fixture.SharedBindings())
        try host.tap(host.element(label: "Z"))
        XCTAssertEqual(try host.state("field", as: Field?.self), .b)
        XCTAssertEqual(host.focusedElement?.label, "Z")
    }

    func testR5_ProgrammaticSetPicksFirstCandidateAndWarns() throws {
        let host = FocusHost(Fixture.SharedBindings())
        try host.tap(host.element(label: "Focus b"))
        XCTAssertEqual(host.focusedElement?.label, "Y")
        XCTAssertTrue(host.warnings.contains { $0.category == .ambiguousFocusBinding }, "\(host.warnings)")
    }

    func testR6_WritesAreAppliedInTheNextUpdate() throws {
        let host = FocusHost(Fixture.TwoFields())
        try host.tap(host.element(label: "Focus B"))
        XCTAssertEqual(try host.state("observedAfterWrite", as: String.self), "nil",
                       "reading right after the write still sees the old value")
        XCTAssertEqual(host.focusedElement?.label, "B")
    }

    func testR6_HandleWriteWaitsForFlush() throws {
        let host = FocusHost(Fixture.TwoFields())
        host.appear()
        let focus = try host.stateHandle("focus", as: Field?.self)
        focus.set(.a)
        XCTAssertNil(host.focusedElement)
        XCTAssertEqual(focus.value, nil)
        host.flush()
        XCTAssertEqual(host.focusedElement?.label, "A")
        XCTAssertEqual(focus.value, .a)
    }

    func testR7_UnmatchedValueIsHeldUntilAViewBindsIt() throws {
        let host = FocusHost(Fixture.Conditional())
        try host.tap(host.element(label: "Request"))
        XCTAssertNil(host.focusedElement)
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil, "reads stay nil while pending")
        try host.tap(host.element(label: "Toggle"))
        XCTAssertEqual(host.focusedElement?.label, "Late")
        XCTAssertEqual(try host.state("focus", as: Field?.self), .c)
    }

    func testR7_PendingRequestIsDroppedWhenFocusChanges() throws {
        let host = FocusHost(Fixture.Conditional())
        try host.tap(host.element(label: "Request"))
        try host.tap(host.element(label: "First"))
        try host.tap(host.element(label: "Toggle"))
        XCTAssertEqual(host.focusedElement?.label, "First")
    }

    func testR8_ContainerBindingIsTrueWhileFocusIsInside() throws {
        let host = FocusHost(Fixture.Container())
        try host.tap(host.element(label: "Inner 2"))
        XCTAssertEqual(try host.state("inGroup", as: Bool.self), true)
        try host.tap(host.element(label: "Outside"))
        XCTAssertEqual(try host.state("inGroup", as: Bool.self), false)
    }

    func testR8_SettingAContainerBindingFocusesItsFirstFocusableDescendant() throws {
        let host = FocusHost(Fixture.Container())
        try host.tap(host.element(label: "Focus group"))
        XCTAssertEqual(host.focusedElement?.label, "Inner 1")
    }

    func testR9_IsFocusedFollowsTheNearestFocusableAncestor() throws {
        let host = FocusHost(Fixture.FocusAwareList())
        XCTAssertEqual(host.texts, ["One: not focused", "Two: not focused"])
        host.moveFocus(.next)
        XCTAssertEqual(host.texts, ["One: focused", "Two: not focused"])
        host.moveFocus(.next)
        XCTAssertEqual(host.texts, ["One: not focused", "Two: focused"])
    }
}
