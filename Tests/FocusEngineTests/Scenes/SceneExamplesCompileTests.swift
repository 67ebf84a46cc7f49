import FocusTestSupport
import XCTest

/// The scene half of the Focus chapter's examples type-check verbatim (with `import FocusEngine`),
/// `@main` included, against the built module and its macro plugin (`CompilerProbe`); the
/// `@Entry` misuses SwiftUI rejects are rejected (R33).
final class SceneExamplesCompileTests: XCTestCase {
    /// The user types the examples leave out.
    static let userTypes = """
    import FocusEngine
    struct MyDocument: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var value = 0
        init() {}
        init(configuration: ReadConfiguration) throws {}
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data()) }
    }
    struct ContentView: View {
        @Binding var document: MyDocument
        var body: some View { Text("\\(document.value)") }
    }
    final class Message: ObservableObject { @Published var text = "" }
    struct Item: Hashable { var name: String }
    """

    static let examples = """
    import FocusEngine
    extension FocusedValues { @Entry var focusedDocument: Binding<MyDocument>? }
    extension FocusedValues { @Entry var filterAction: (() -> Void)? }
    struct SelectedItemKey: FocusedValueKey { typealias Value = Item }
    extension EnvironmentValues {
        @Entry var myCustomValue: String = "Default value"
        @Entry var anotherCustomValue = true
    }
    @main struct DocumentApp: App {
        @FocusedBinding(\\.focusedDocument) var currentDocument: MyDocument?
        var body: some Scene {
            DocumentGroup(newDocument: MyDocument()) { file in
                ContentView(document: file.$document).focusedValue(\\.focusedDocument, file.$document)
            }
            .commands {
                CommandGroup(after: .undoRedo) {
                    Button("Increment") { currentDocument?.value += 1 }.disabled(currentDocument == nil)
                }
            }
        }
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
        @FocusedValue(\\.filterAction) var filterAction
        var body: some Commands {
            CommandMenu("Navigate") { Button("Filter in Sidebar") { filterAction?() } }.disabled(filterAction == nil)
        }
    }
    struct MailApp: App {
        var body: some Scene {
            WindowGroup { Splits() }
            .commands { MessageCommands(); NavigationCommands() }
        }
    }
    struct Splits: View {
        var body: some View {
            NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
            NavigationSplitView { Text("Sidebar") } content: { Text("Content") } detail: { Text("Detail") }
            Button("New Message") {}.keyboardShortcut("n", modifiers: [.option, .command])
            Button("OK") {}.keyboardShortcut(.defaultAction)
        }
    }
    """

    func testTheChaptersSceneExamplesTypeCheckWithMain() throws {
        let outcome = try CompilerProbe.typecheck(files: ["Examples.swift": Self.examples, "Types.swift": Self.userTypes])
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics)
    }

    func testR33_FocusedEntriesMustBeOptionalWithoutADefault() throws {
        for body in ["@Entry var count: Int", "@Entry var title: String? = \"x\""] {
            let source = "import FocusEngine\nextension FocusedValues { \(body) }\n"
            let outcome = try CompilerProbe.typecheck(files: ["Entry.swift": source, "Other.swift": "import FocusEngine\n"])
            XCTAssertFalse(outcome.succeeded, body)
            XCTAssertTrue(outcome.diagnostics.contains("FocusedValues entries"), outcome.diagnostics)
        }
        let allowed = "import FocusEngine\nextension FocusedValues { @Entry var title: String?; @Entry var other: Optional<Int> = nil }\n"
        let outcome = try CompilerProbe.typecheck(files: ["Entry.swift": allowed, "Other.swift": "import FocusEngine\n"])
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics)
    }

    func testR33_AnEnvironmentEntryNeedsADefault() throws {
        let source = "import FocusEngine\nextension EnvironmentValues { @Entry var missing: Int }\n"
        let outcome = try CompilerProbe.typecheck(files: ["Entry.swift": source, "Other.swift": "import FocusEngine\n"])
        XCTAssertFalse(outcome.succeeded)
        XCTAssertTrue(outcome.diagnostics.contains("need a default value"), outcome.diagnostics)
    }
}
