import FocusEngine
import XCTest

/// Seed 002: form navigation with @FocusState (Correct) and without it (Incorrect).
final class Seed002CreateAccountTests: XCTestCase {
    override func setUp() {
        super.setUp()
        submitAccountCalls = 0
    }

    func testCorrectFormFocusesNameWhenItAppears() throws {
        let host = FocusHost(Seed002Correct.CreateAccountView())
        host.appear()
        XCTAssertEqual(host.focusedElement?.label, "Full Name")
        XCTAssertEqual(try host.state("focusedField", as: Seed002Correct.CreateAccountView.Field?.self), .name)
    }

    func testCorrectFormSubmitWalksNameEmailPassword() throws {
        let host = FocusHost(Seed002Correct.CreateAccountView())
        host.appear()
        try host.type("Ada")
        try host.submit()
        XCTAssertEqual(host.focusedElement?.label, "Email")
        try host.type("ada@example.com")
        try host.submit()
        XCTAssertEqual(host.focusedElement?.label, "Password")
        XCTAssertEqual(host.focusedElement?.type, "SecureField")
    }

    func testCorrectFormShortPasswordKeepsFocusOnPasswordAndShowsTheError() throws {
        let host = try filledForm(password: "short")
        try host.submit()
        XCTAssertEqual(host.focusedElement?.label, "Password")
        XCTAssertTrue(host.texts.contains("Password must be at least 8 characters"))
        XCTAssertEqual(submitAccountCalls, 0)
    }

    func testCorrectFormSuccessDismissesFocusAndSubmitsTheAccount() throws {
        let host = try filledForm(password: "long enough")
        try host.submit()
        XCTAssertNil(host.focusedElement)
        XCTAssertEqual(try host.state("focusedField", as: Seed002Correct.CreateAccountView.Field?.self), nil)
        XCTAssertEqual(submitAccountCalls, 1)
        XCTAssertFalse(host.texts.contains { $0.contains("required") || $0.contains("Password must") })
    }

    func testCorrectFormCreateButtonMovesFocusToTheInvalidEmail() throws {
        let host = FocusHost(Seed002Correct.CreateAccountView())
        host.appear()
        try host.type("Ada")
        try host.tap(host.element(label: "Create Account"))
        XCTAssertEqual(host.focusedElement?.label, "Email")
        XCTAssertTrue(host.texts.contains("Valid email is required"))
    }

    func testIncorrectFormValidationLeavesFocusWhereItWas() throws {
        let host = FocusHost(Seed002Incorrect.CreateAccountView())
        host.appear()
        XCTAssertNil(host.focusedElement, "the incorrect form sets no initial focus")
        try host.tap(host.element(label: "Full Name"))
        try host.type("Ada")
        try host.tap(host.element(label: "Create Account"))
        XCTAssertEqual(host.focusedElement?.label, "Full Name")
        XCTAssertTrue(host.texts.contains("Email is required"))
    }

    func testIncorrectFormRecordsPresentationModifiersInTheDump() throws {
        let host = FocusHost(Seed002Incorrect.CreateAccountView())
        let dump = host.dump()
        XCTAssertTrue(dump.contains(".textContentType(.emailAddress)"), dump)
        XCTAssertTrue(dump.contains(".keyboardType(.emailAddress)"), dump)
        XCTAssertTrue(dump.contains(".navigationTitle(\"Sign Up\")"), dump)
    }

    private func filledForm(password: String) throws -> FocusHost {
        let host = FocusHost(Seed002Correct.CreateAccountView())
        host.appear()
        try host.type("Ada")
        try host.submit()
        try host.type("ada@example.com")
        try host.submit()
        try host.type(password)
        return host
    }
}
