import FocusEngine
import XCTest

/// Seed 004: Submit with a taken name focuses the field and shows the message.
final class Seed004UsernameTests: XCTestCase {
    func testSubmitWithATakenNameFocusesTheFieldAndShowsTheMessage() throws {
        let host = FocusHost(Seed004UsernameView())
        try host.setState("username", to: "taken")
        XCTAssertNil(host.focusedElement)

        try host.tap(host.element(label: "Submit"))

        XCTAssertEqual(host.focusedElement?.label, "Choose a username.")
        XCTAssertTrue(host.texts.contains("That username is taken. Please choose another."))
        XCTAssertEqual(try host.state("usernameFieldIsFocused", as: Bool.self), true)
    }

    func testSubmitWithAFreeNameLeavesFocusAloneAndShowsNoMessage() throws {
        let host = FocusHost(Seed004UsernameView())
        try host.setState("username", to: "ada")

        try host.tap(host.element(label: "Submit"))

        XCTAssertNil(host.focusedElement)
        XCTAssertFalse(host.texts.contains("That username is taken. Please choose another."))
    }

    func testTypedNameReachesTheState() throws {
        let host = FocusHost(Seed004UsernameView())
        try host.tap(host.element(label: "Choose a username."))
        try host.type("taken")
        XCTAssertEqual(try host.state("username", as: String.self), "taken")
        XCTAssertEqual(try host.state("usernameFieldIsFocused", as: Bool.self), true)
    }

    func testChineseCopyBehavesTheSame() throws {
        let host = FocusHost(Seed004ChineseUsernameView())
        try host.setState("username", to: "taken")
        try host.tap(host.element(label: "Submit"))
        XCTAssertEqual(host.focusedElement?.label, "Choose a username.")
    }
}
