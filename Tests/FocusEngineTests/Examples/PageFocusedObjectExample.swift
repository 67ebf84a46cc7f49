import FocusEngine

// Code example from corpus page view/focusedobject(__).md (sosumi dump), lines 39-46, with its
// elisions filled: `Message(...)` → `Message()`, `TextField(...)` → `TextField("Message", text:
// $message.text)`. The `MessageCommands` example (Commands, CommandGroup, keyboardShortcut) needs
// the scene surface the engine does not have yet; its button is replayed in `Commands` below.
enum PageFocusedObject {
struct MessageView: View {
    @StateObject private var message = Message()
    var body: some View {
        TextField("Message", text: $message.text)
            .focusedObject(message)
    }
}
}

extension PageFocusedObject {
    /// Stub for the page's observable `Message`.
    final class Message: ObservableObject {
        @Published var text = ""
    }

    /// The command's button of `MessageCommands`, verbatim, in a view.
    struct Commands: View {
        @FocusedObject private var message: Message?
        var body: some View {
            Button("Add Duck to Message") {
                message?.text.append(" 🦆")
            }
            .disabled(message == nil)
        }
    }

    /// A scene: the message view, an unrelated field, and the commands.
    struct Scene: View {
        @State private var other = ""
        var body: some View {
            VStack {
                MessageView()
                TextField("Other", text: $other)
                Commands()
            }
        }
    }
}
