/// UIKit's `UIAccessibility` notifications, which SwiftUI documentation examples post from view
/// code (`UIAccessibility.post(notification: .announcement, argument: text)`). Posting is
/// recorded in `UIAccessibility.posted` and changes no focus: the engine models AT focus through
/// `AccessibilityFocusState` (R16), not through notifications.
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: Hashable, Sendable {
        let name: String
        /// Something should be announced.
        public static let announcement = Notification(name: "announcement")
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(name: "layoutChanged")
        /// A new view appeared that occupies a major portion of the screen.
        public static let screenChanged = Notification(name: "screenChanged")
        /// A scroll action completed.
        public static let pageScrolled = Notification(name: "pageScrolled")
    }

    /// The notifications posted so far, by name, in order (for tests).
    nonisolated(unsafe) public static var posted: [String] = []

    /// Posts a notification to assistive apps.
    public static func post(notification: Notification, argument: Any?) {
        posted.append(notification.name)
    }
}
