import FocusEngine

// Verbatim code example from seeds/000_9412fee7dbfad919.txt (AccessibilityFocusState), lines 29-53. Only `import SwiftUI` is replaced by `import FocusEngine`.
// Wrapped in `enum Seed000` because `ContentView` clashes with other examples.
enum Seed000 {
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
