import FocusEngine
import XCTest

/// Behaviour stated by the pages focused(_:), focused(_:equals:) and FocusState/projectedValue.
final class FocusedPagesTests: XCTestCase {
    override func setUp() {
        super.setUp()
        handleLoginCalls = []
    }

    // focused(_:): "If the name is unavailable, the button sets usernameFieldIsFocused to true,
    // which causes focus to return to the text field".
    func testFocusedPage_UnavailableNameReturnsFocusToTheField() throws {
        let host = FocusHost(PageFocusedUsernameView())
        try host.tap(host.element(label: "Choose a username."))
        try host.type("taken")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Submit")
        try host.press()
        XCTAssertEqual(host.focusedElement?.label, "Choose a username.")
        XCTAssertTrue(host.texts.contains("That username is taken. Please choose another."))
    }

    // focused(_:): "When focus leaves the modified view, the binding sets the value to false."
    func testFocusedPage_LeavingTheFieldSetsTheValueToFalse() throws {
        let host = FocusHost(PageFocusedUsernameView())
        try host.tap(host.element(label: "Choose a username."))
        XCTAssertEqual(try host.state("usernameFieldIsFocused", as: Bool.self), true)
        host.moveFocus(.next)
        XCTAssertEqual(try host.state("usernameFieldIsFocused", as: Bool.self), false)
    }

    // focused(_:equals:): "sets the bound focusedField value to any field that requires the user
    // to correct a problem".
    func testFocusedEqualsPage_SignInFocusesTheFirstMissingField() throws {
        let host = FocusHost(PageFocusedEquals.LoginForm())
        try host.tap(host.element(label: "Sign In"))
        XCTAssertEqual(host.focusedElement?.label, "Username")
        try host.type("ada")
        try host.tap(host.element(label: "Sign In"))
        XCTAssertEqual(host.focusedElement?.label, "Password")
        XCTAssertEqual(try host.state("focusedField", as: PageFocusedEquals.LoginForm.Field?.self), .passwordField)
    }

    func testFocusedEqualsPage_CompleteFormLogsIn() throws {
        let host = FocusHost(PageFocusedEquals.LoginForm())
        try host.tap(host.element(label: "Username"))
        try host.type("ada")
        try host.tap(host.element(label: "Password"))
        try host.type("secret")
        try host.tap(host.element(label: "Sign In"))
        XCTAssertEqual(handleLoginCalls.count, 1)
        XCTAssertEqual(handleLoginCalls.first?.0, "ada")
        XCTAssertEqual(host.focusedElement?.label, "Password", "no focus change when nothing is wrong")
    }

    // projectedValue: "when the user presses the Filter Sidebar Contents button, focus moves to the
    // sidebar's filter text field".
    func testProjectedValuePage_ButtonMovesFocusToTheFilterField() throws {
        let host = FocusHost(PageProjectedValue.Sidebar())
        try host.tap(host.element(label: "Filter Sidebar Contents"))
        XCTAssertEqual(host.focusedElement?.label, "Filter")
    }

    // projectedValue: "if the user moves focus to the sidebar's filter manually, then the value of
    // isFiltering automatically becomes true"; outside any bound view it is false.
    func testProjectedValuePage_ManualFocusMakesIsFilteringTrue() throws {
        let host = FocusHost(PageProjectedValue.Sidebar())
        XCTAssertEqual(try host.state("isFiltering", as: Bool.self), false)
        try host.tap(host.element(label: "Filter"))
        XCTAssertEqual(try host.state("isFiltering", as: Bool.self), true)
        host.moveFocus(.next)
        XCTAssertEqual(try host.state("isFiltering", as: Bool.self), false)
    }
}
