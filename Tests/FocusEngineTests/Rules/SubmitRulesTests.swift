import FocusEngine
import XCTest

/// R14–R15: onSubmit propagation, triggers, submitScope, submitLabel; stacked handlers and resigning.
final class SubmitRulesTests: XCTestCase {
    func testR14_SubmitReachesHandlersUpTheHierarchy() throws {
        let host = FocusHost(Fixture.SubmitForm())
        try host.tap(host.element(label: "B"))
        try host.submit()
        XCTAssertEqual(try log(host), ["form"])
    }

    func testR14_SubmitScopeStopsPropagation() throws {
        let host = FocusHost(Fixture.SubmitForm())
        try host.tap(host.element(label: "Tags"))
        try host.submit()
        XCTAssertEqual(try log(host), [])
        XCTAssertTrue(host.calls(.onSubmit).isEmpty)
    }

    func testR14_SearchTriggerOnlyComesFromSearchFields() throws {
        let host = FocusHost(Fixture.SubmitForm())
        try host.tap(host.element(label: "Search"))
        try host.submit()
        XCTAssertEqual(try log(host), ["search"], "text handlers and the form's search handler (not an ancestor) stay silent")
    }

    func testR14_SubmitLabelOnlyChangesTheLabel() throws {
        let host = FocusHost(Fixture.SubmitForm())
        XCTAssertTrue(host.dump().contains(".submitLabel(.next)"))
        try host.tap(host.element(label: "A"))
        try host.submit()
        XCTAssertEqual(try log(host), ["field A", "form"])
    }

    func testR15_StackedOnSubmitModifiersAllRunInnermostFirst() throws {
        let host = FocusHost(Fixture.SubmitForm())
        try host.tap(host.element(label: "A"))
        try host.submit()
        XCTAssertEqual(host.calls(.onSubmit).count, 3)
        XCTAssertEqual(host.focusedElement?.label, "B", "the second handler moved focus")
    }

    func testR15_SubmittedFieldGivesUpFocusUnlessTheActionMovesIt() throws {
        let host = FocusHost(Fixture.SubmitForm())
        try host.tap(host.element(label: "B"))
        try host.submit()
        XCTAssertNil(host.focusedElement)
    }

    func testSubmitWithoutAFocusedFieldThrows() {
        let host = FocusHost(Fixture.SubmitForm())
        XCTAssertThrowsError(try host.submit())
    }

    private func log(_ host: FocusHost) throws -> [String] {
        try host.state("log", as: Fixture.SubmitLog.self).entries
    }
}
