import FocusEngine
import XCTest

/// Default focus on appear: onAppear writes, `defaultFocus`, tvOS `prefersDefaultFocus` +
/// `resetFocus` (Screens/DefaultFocus.swift, Screens/Forms.swift).
final class DefaultFocusScenarioTests: XCTestCase {
    func testOnAppearFocusesTheFirstName() throws {
        let host = FocusHost(NameFormFocusedOnAppear())
        XCTAssertEqual(host.focusedElement?.label, "First name")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Last name")
    }

    func testDefaultFocusPicksTheNamedFieldNotTheFirst() throws {
        let host = FocusHost(NameFormWithDefaultFocus())
        XCTAssertEqual(host.focusedElement?.label, "Last name")
        XCTAssertEqual(try host.state("focusedField", as: NameFormWithDefaultFocus.FocusedField?.self), .lastName)
    }

    func testTVOSPrefersDefaultFocusAndResetReturnsToIt() throws {
        let host = FocusHost(FocusScopeDemoView(), configuration: .tvOS)
        XCTAssertEqual(host.focusedElement?.label, "3", "button 3 prefers default focus over the first button")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Reset to default focus")
        try host.press()
        XCTAssertEqual(host.focusedElement?.label, "3", "resetFocus(in:) re-evaluates default focus")
    }

    func testWelcomeViewFocusesTheUsernameAndSendsAnEmptySignInBack() throws {
        let host = FocusHost(WelcomeView())
        XCTAssertEqual(host.focusedElement?.label, "Username")
        try host.type("kim")
        host.moveFocus(.next)
        try host.tap(host.element(label: "Sign In"))
        XCTAssertEqual(host.focusedElement?.label, "Password")
    }
}
