import FocusEngine

/// The scene half of Apple's Focus chapter, verbatim but for `import SwiftUI` and `@main`
/// (a test target has its own entry point; `SceneExamplesCompileTests` type-checks them with it),
/// plus the small user types the examples leave out (R33–R37).
enum SceneFixture {
    struct MyDocument: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var value = 0
        init() {}
        init(configuration: ReadConfiguration) throws {
            value = Int(String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)) ?? 0
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(String(value).utf8))
        }
    }

    /// The document view: a focusable field, so focus can enter it; shows the value.
    struct ContentView: View {
        @Binding var document: MyDocument
        @State private var note = ""
        var body: some View {
            VStack {
                Text("Value: \(document.value)")
                TextField("Note", text: $note)
            }
        }
    }

    /// `FocusedBinding`'s example app (key renamed `sceneDocument`: the test target has a `focusedDocument`): Increment is enabled while focus is in the document.
    struct DocumentApp: App {
        @FocusedBinding(\.sceneDocument) var currentDocument: MyDocument?
        var body: some Scene {
            DocumentGroup(newDocument: MyDocument()) { file in
                ContentView(document: file.$document).focusedValue(\.sceneDocument, file.$document)
            }
            .commands {
                CommandGroup(after: .undoRedo) {
                    Button("Increment") { currentDocument?.value += 1 }.disabled(currentDocument == nil)
                }
            }
        }
    }

    final class Message: ObservableObject {
        @Published var text = "Hello"
    }

    struct MessageCommands: Commands {
        @FocusedObject private var message: Message?
        var body: some Commands {
            CommandGroup(after: .pasteboard) {
                Button("Add Duck to Message") { message?.text.append(" 🦆") }
                    .keyboardShortcut("d").disabled(message == nil)
            }
        }
    }

    struct NavigationCommands: Commands {
        @FocusedValue(\.filterAction) var filterAction
        var body: some Commands {
            CommandMenu("Navigate") { Button("Filter in Sidebar") { filterAction?() } }.disabled(filterAction == nil)
        }
    }

    /// A sidebar publishing `filterAction` for the scene (the `focusedSceneValue(_:_:)` example,
    /// with `focused(_:)` for the page's `focused(when:)`), and a detail whose field publishes the
    /// message object only while focused.
    struct MailView: View {
        @FocusState var isFiltering: Bool
        @State private var filter = ""
        @StateObject private var message = Message()
        @State private var draft = ""
        var body: some View {
            NavigationSplitView {
                VStack {
                    TextField("Filter", text: $filter)
                        .focused($isFiltering)
                        .focusedSceneValue(\.filterAction) {
                            isFiltering = true
                        }
                }
            } detail: {
                TextField("Draft", text: $draft).focusedObject(message)
                Text("Message: \(message.text)")
            }
        }
    }

    struct MailApp: App {
        var body: some Scene {
            WindowGroup { MailView() }
                .commands {
                    MessageCommands()
                    NavigationCommands()
                }
        }
    }

    /// Two windows: only the first is mounted, so only its scene value is visible (R34).
    struct TwoWindowsApp: App {
        var body: some Scene {
            WindowGroup("First") { Text("first").focusedSceneValue(\.sceneTitle, "first") }
            WindowGroup("Second") { Text("second").focusedSceneValue(\.sceneTitle, "second") }
                .commands { TitleCommands() }
        }
    }

    struct TitleCommands: Commands {
        @FocusedValue(\.sceneTitle) var title
        var body: some Commands {
            CommandMenu("Window") {
                Button("Title: \(title ?? "none")") {}
                Button("New Window") {}.keyboardShortcut("n", modifiers: [.option, .command])
            }
        }
    }
}

extension FocusedValues {
    @Entry var sceneDocument: Binding<SceneFixture.MyDocument>?
    @Entry var filterAction: (() -> Void)?
    @Entry var sceneTitle: String?
    @Entry var otherTitle: String?
}

extension EnvironmentValues {
    @Entry var entryGreeting: String = "Default value"
    @Entry var entryFlag = true
}
