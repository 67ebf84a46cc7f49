import FocusEngine
import XCTest

/// Submit chains and error focus on the sign-in screens (Screens/Forms.swift).
final class SubmitAndErrorFocusTests: XCTestCase {
    func testSubmitChainMovesFromUsernameToPasswordAndSignsIn() throws {
        let host = FocusHost(SubmitChainSignInView())
        XCTAssertEqual(host.focusedElement?.label, "Username", "onAppear focuses the username")
        try host.type("ada")
        try host.submit()
        XCTAssertEqual(host.focusedElement?.label, "Password", "return in the username moves to the password")
        try host.type("lovelace")
        try host.submit()
        XCTAssertNil(host.focusedElement, "signing in dismisses the keyboard")
        XCTAssertTrue(host.texts.contains("Signed in as ada"))
    }

    func testSubmittingAnEmptyPasswordKeepsFocusThere() throws {
        let host = FocusHost(SubmitChainSignInView())
        try host.type("ada")
        try host.submit()
        try host.submit()
        XCTAssertEqual(host.focusedElement?.label, "Password", "signIn sends focus back to the empty field")
        XCTAssertFalse(host.texts.contains { $0.hasPrefix("Signed in") })
    }

    func testSignInButtonFocusesTheFirstEmptyField() throws {
        let host = FocusHost(LoginForm())
        XCTAssertNil(host.focusedElement)
        try host.tap(host.element(label: "Sign In"))
        XCTAssertEqual(host.focusedElement?.label, "Username")
        try host.type("grace")
        try host.tap(host.element(label: "Sign In"))
        XCTAssertEqual(host.focusedElement?.label, "Password", "with a username, the password is next")
        XCTAssertEqual(try host.state("signedIn", as: Bool.self), false)
        try host.type("cobol")
        try host.tap(host.element(label: "Sign In"))
        XCTAssertEqual(try host.state("signedIn", as: Bool.self), true)
        XCTAssertEqual(host.focusedElement?.label, "Password", "a valid sign-in leaves focus alone")
    }

    func testTwoBooleanFocusStatesHandFocusBetweenFields() throws {
        let host = FocusHost(FocusStateBootcamp())
        try host.tap(host.element(label: "Sign Up"))
        XCTAssertEqual(host.focusedElement?.label, "Add your name here ...")
        XCTAssertEqual(try host.state("usernameFocused", as: Bool.self), true)
        try host.type("Lav")
        try host.tap(host.element(label: "Sign Up"))
        XCTAssertEqual(host.focusedElement?.label, "Add your password here ...")
        XCTAssertEqual(try host.state("usernameFocused", as: Bool.self), false)
        XCTAssertEqual(try host.state("passwordFocused", as: Bool.self), true)
    }

    func testVoiceOverFocusMovesToTheErrorAfterAnInvalidDate() throws {
        let host = FocusHost(AppointmentForm())
        host.activate(.voiceOver)
        try host.tap(host.element(label: "Date (DD/MM/YYYY)"))
        try host.type("2000")
        try host.tap(host.element(label: "Schedule Appointment"))
        let error = try host.element(accessibilityLabel: "Error: Invalid date, must be in the form DD/MM/YYYY, for example, 01/01/2000")
        XCTAssertEqual(host.accessibilityFocusedElement(), error, "VoiceOver reads the error next")
        XCTAssertEqual(host.focusedElement?.label, "Date (DD/MM/YYYY)", "keyboard focus stays in the field (R20)")
        try host.replaceText(with: "01/01/2000")
        try host.tap(host.element(label: "Schedule Appointment"))
        XCTAssertNil(try? host.element(accessibilityLabel: error.accessibilityLabel ?? ""), "the error is gone")
        XCTAssertTrue(host.texts.contains("Appointment scheduled"))
    }
}
