import FocusEngine
import XCTest

/// Behaviour stated by AccessibilityFocusState, accessibilityFocused(_:equals:),
/// accessibilityDefaultFocus(_:_:) and accessibilityZoomAction(_:).
final class AccessibilityPagesTests: XCTestCase {
    // AccessibilityFocusState page: "the accessibility focus moves to the notification Text".
    func testAccessibilityFocusStatePage_PriorityNotificationTakesVoiceOverFocus() throws {
        let note = ExternalState<PageAccessibilityFocusState.CustomNotification?>(nil)
        let host = FocusHost(PageAccessibilityFocusState.ContentView(notification: note.binding))
        host.activate(.voiceOver)
        host.set(note, to: .init(text: "Battery low", isPriority: true))
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Battery low")
    }

    // accessibilityFocused(_:equals:): "SwiftUI sets the value to nil if accessibility focus leaves"
    // and "programmatically setting the value to nil dismisses focus automatically".
    func testAccessibilityFocusedEqualsPage_LeavingSetsNilAndNilDismisses() throws {
        let host = FocusHost(Fixture.Announcements())
        host.activate(.voiceOver)
        try host.atFocus(host.element(text: "Title"))
        XCTAssertEqual(try host.state("focus", as: Fixture.Field?.self), .a)
        try host.tap(host.element(label: "Clear"))
        XCTAssertNil(host.accessibilityFocusedElement())
    }

    // accessibilityDefaultFocus: "VoiceOver automatically lands on the title of the playlist".
    func testAccessibilityDefaultFocusPage_VoiceOverLandsOnThePlaylistTitle() throws {
        let host = FocusHost(PageAccessibilityDefaultFocus.PlaylistView())
        host.appear()
        host.activate(.voiceOver)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Road Trip")
        XCTAssertEqual(try host.state("focusedField", as: PageAccessibilityDefaultFocus.PlaylistView.Field?.self), .title)
    }

    // accessibilityZoomAction: the handler transforms the scale (+0.5 in, -0.5 out, no clamp).
    func testAccessibilityZoomActionPage_ZoomChangesMagnifyBy() throws {
        let host = FocusHost(PageAccessibilityZoomAction.CircleMagnifier())
        host.activate(.voiceOver)
        let circle = try host.element(accessibilityLabel: "Circle Magnifier")
        try host.atZoom(circle, .zoomIn)
        XCTAssertEqual(try host.state("magnifyBy", as: Double.self), 1.5)
        try host.atZoom(circle, .zoomOut)
        try host.atZoom(circle, .zoomOut)
        XCTAssertEqual(try host.state("magnifyBy", as: Double.self), 0.5)
        XCTAssertTrue(host.dump().contains(".gesture(MagnificationGesture)"))
    }
}
