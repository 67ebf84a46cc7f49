import FocusEngine
import XCTest

/// Behaviour stated by prefersDefaultFocus(_:in:) and focusable(_:interactions:).
final class DefaultFocusPagesTests: XCTestCase {
    // "the prefersDefaultFocus(_:in:) modifier allows button “3” to receive default focus"
    func testPrefersDefaultFocusPage_ButtonThreeGetsDefaultFocus() throws {
        let host = FocusHost(PagePrefersDefaultFocus.ContentView(), configuration: .tvOS)
        host.appear()
        XCTAssertEqual(host.focusedElement?.label, "3")
    }

    // "When the user activates this button, it uses the ResetFocusAction ... which returns the
    // focus to button “3”."
    func testPrefersDefaultFocusPage_ResetReturnsFocusToThree() throws {
        let host = FocusHost(PagePrefersDefaultFocus.ContentView(), configuration: .tvOS)
        host.moveFocus(.down)
        XCTAssertEqual(host.focusedElement?.label, "Reset to default focus")
        try host.press()
        XCTAssertEqual(host.focusedElement?.label, "3")
    }

    // "By default, the “1” button would receive focus, because it is the first child" (tvOS).
    func testWithoutThePreferenceTheFirstButtonWouldBeFocused() throws {
        let host = FocusHost(VStack { Button("1") {}; Button("2") {} }, configuration: .tvOS)
        XCTAssertEqual(host.focusedElement?.label, "1")
    }

    // focusable(interactions: .activate): only accepts focus through keyboard navigation.
    func testFocusableInteractionsPage_ActivateOnlyViewIsNotFocusedByTap() throws {
        let host = FocusHost(PageFocusableInteractions.Screen())
        try host.tap(host.element(type: "MyTapGestureView"))
        XCTAssertNil(host.focusedElement)
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.type, "MyTapGestureView")
    }

    func testFocusableInteractionsPage_WithoutKeyboardNavigationTheViewIsSkipped() throws {
        var configuration = FocusHost.Configuration()
        configuration.keyboardNavigation = false
        let host = FocusHost(PageFocusableInteractions.Screen(), configuration: configuration)
        host.moveFocus(.next)
        XCTAssertNil(host.focusedElement)
        XCTAssertTrue(host.texts.contains("Tap me 1...3"), "the `...` argument reached the stub")
    }
}
