import FocusEngine
import XCTest

/// Seed 000 (and its bilingual copy 001): a priority notification moves VoiceOver focus to its text.
final class Seed000AccessibilityFocusStateTests: XCTestCase {
    func testPriorityNotificationMovesVoiceOverFocusToItsText() throws {
        let notification = ExternalState<Seed000.CustomNotification?>(nil)
        let host = FocusHost(Seed000.ContentView(notification: notification.binding))
        host.activate(.voiceOver)
        host.appear()
        XCTAssertEqual(host.accessibilityFocusedElement(.voiceOver)?.label, "The main content for this view.")

        host.set(notification, to: Seed000.CustomNotification(text: "Server is down", isPriority: true))

        XCTAssertEqual(host.accessibilityFocusedElement(.voiceOver)?.label, "Server is down")
        XCTAssertEqual(try host.state("isNotificationFocused", as: Bool.self), true)
        XCTAssertNil(host.focusedElement, "accessibility focus must not move keyboard focus (R20)")
    }

    func testOrdinaryNotificationDoesNotMoveVoiceOverFocus() throws {
        let notification = ExternalState<Seed000.CustomNotification?>(nil)
        let host = FocusHost(Seed000.ContentView(notification: notification.binding))
        host.activate(.voiceOver)

        host.set(notification, to: Seed000.CustomNotification(text: "New follower", isPriority: false))

        XCTAssertEqual(host.accessibilityFocusedElement(.voiceOver)?.label, "The main content for this view.")
        XCTAssertEqual(try host.state("isNotificationFocused", as: Bool.self), false)
        XCTAssertTrue(host.texts.contains("New follower"))
    }

    func testWithoutVoiceOverThePriorityNotificationLeavesTheStateFalse() throws {
        let notification = ExternalState<Seed000.CustomNotification?>(nil)
        let host = FocusHost(Seed000.ContentView(notification: notification.binding))
        host.appear()

        host.set(notification, to: Seed000.CustomNotification(text: "Server is down", isPriority: true))

        XCTAssertNil(host.accessibilityFocusedElement(.voiceOver))
        XCTAssertEqual(try host.state("isNotificationFocused", as: Bool.self), false)
    }

    func testOnChangeRecordsTheNotificationChange() throws {
        let notification = ExternalState<Seed000.CustomNotification?>(nil)
        let host = FocusHost(Seed000.ContentView(notification: notification.binding))
        host.activate(.voiceOver)

        host.set(notification, to: Seed000.CustomNotification(text: "Alert", isPriority: true))

        XCTAssertEqual(host.calls(.onChange).count, 1)
    }

    func testBilingualCopyBehavesTheSame() throws {
        let notification = ExternalState<Seed001.CustomNotification?>(nil)
        let host = FocusHost(Seed001.ContentView(notification: notification.binding))
        host.activate(.voiceOver)

        host.set(notification, to: Seed001.CustomNotification(text: "Storm warning", isPriority: true))

        XCTAssertEqual(host.accessibilityFocusedElement(.voiceOver)?.label, "Storm warning")
    }
}
