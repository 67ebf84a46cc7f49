import FocusEngine

// Verbatim code example from corpus page accessibilityfocusstate.md, lines 29-53.
// Wrapped in `enum PageAccessibilityFocusState` because `ContentView` clashes.
enum PageAccessibilityFocusState {
struct CustomNotification: Equatable {
    var text: String
    var isPriority: Bool
}

struct ContentView: View {
    @Binding var notification: CustomNotification?
    @AccessibilityFocusState var isNotificationFocused: Bool

    var body: some View {
        VStack {
            if let notification = self.notification {
                Text(notification.text)
                    .accessibilityFocused($isNotificationFocused)
            }
            Text("The main content for this view.")
        }
        .onChange(of: notification) { notification in
            if (notification?.isPriority == true)  {
                isNotificationFocused = true
            }
        }

    }
}
}
