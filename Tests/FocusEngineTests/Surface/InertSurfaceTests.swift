import Foundation
import FocusEngine
import XCTest

/// Issue 16: views and modifiers that do not affect focus are inert but recorded — visible in the
/// tree dump and queryable — and presentations render their content only while presented.
final class InertSurfaceTests: XCTestCase {
    struct Decorated: View {
        @State var note = ""
        @State var showHelp = false
        @FocusState var noteFocused: Bool
        @AppStorage("inert-tests.name") var name = "Ada"

        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack {
                        Label("Profile", systemImage: "person")
                        Divider()
                        TextField("Note", text: $note, axis: .vertical)
                            .textFieldStyle(.roundedBorder)
                            .lineLimit(1...5)
                            .focused($noteFocused)
                            .padding(8)
                            .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))
                        Text(name)
                            .font(.system(size: 17, weight: .bold))
                            .frame(maxWidth: .infinity, alignment: .leading)
                        Picker("Size", selection: .constant(2)) { Text("S").tag(1); Text("M").tag(2) }
                        TextEditor(text: $note)
                    }
                }
                .navigationTitle("Edit")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Button("Done") { noteFocused = false }
                    }
                }
                .sheet(isPresented: $showHelp) { HelpSheet() }
                .alert("Saved", isPresented: .constant(false)) { Button("OK") {} }
            }
        }
    }

    struct HelpSheet: View {
        @Environment(\.dismiss) var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    override func setUp() { AppStorageStore.shared.removeAll() }

    func testDecorationIsRecordedInTheDump() {
        let dump = FocusHost(Decorated()).dump()
        for piece in ["ScrollView", "Label \"Profile\"", "Divider", "RoundedRectangle (cornerRadius: 8)", ".stroke(.gray, lineWidth: 1)",
                      "_Decorated (overlay)", ".textFieldStyle(RoundedBorderTextFieldStyle)", ".lineLimit(1...5)",
                      ".font(.system(size: 17, weight: .bold))", ".frame(maxWidth: .infinity, alignment: .leading)",
                      "Picker \"Size\" (selection: 2)", "TextEditor", ".navigationBarTitleDisplayMode(.inline)",
                      "ToolbarItemGroup (placement: .keyboard)", "_Decorated (toolbar)", "_Presenting (sheet)"] {
            XCTAssertTrue(dump.contains(piece), "missing \(piece) in\n\(dump)")
        }
        XCTAssertFalse(dump.contains("Sheet"), "a sheet that is not presented renders nothing:\n\(dump)")
    }

    struct Gradients: View {
        @State var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                    .foregroundStyle(LinearGradient(gradient: Gradient(colors: [.black, .white]), startPoint: .leading, endPoint: .trailing))
                    .background(Color.blue.gradient)
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            }
        }
    }

    func testGradientsAreRecordedAsStylesAndAsAView() throws {
        let host = FocusHost(Gradients())
        let dump = host.dump()
        for piece in [".foregroundStyle(LinearGradient(Gradient(.black, .white), UnitPoint(x: 0, y: 0.5) → UnitPoint(x: 1, y: 0.5)))",
                      ".background(.blue.gradient)"] {
            XCTAssertTrue(dump.contains(piece), "missing \(piece) in\n\(dump)")
        }
        XCTAssertTrue(dump.contains("LinearGradient(Gradient(.red, .blue)"), dump)
        try host.tap(host.element(label: "Name"))
        XCTAssertEqual(host.focusedElement?.label, "Name", "an inert style leaves the field focusable")
        XCTAssertEqual(Gradient(colors: [.red, .green, .blue]).stops.map(\.location), [0, 0.5, 1])
    }

    struct MediaAndTransitions: View {
        @State var name = ""
        var body: some View {
            VStack {
                AsyncImage(url: URL(string: "https://example.com/a.png")) { image in image } placeholder: { Text("Loading") }
                AsyncImage(url: nil) { phase in
                    if let image = phase.image { image } else { Text("No image") }
                }
                Circle().trim(from: 0, to: 0.25).stroke(lineWidth: 2)
                TextField("Name", text: $name)
                    .transition(.opacity.combined(with: .move(edge: .top)))
                    .rotationEffect(Angle(degrees: 90))
                    .background(Color(.windowBackgroundColor))
            }
        }
    }

    func testAsyncImageShowsItsPlaceholderAndTransitionsAnglesAndTrimsAreRecorded() throws {
        let host = FocusHost(MediaAndTransitions())
        let dump = host.dump()
        // The headless engine loads nothing: the placeholder and the empty phase show.
        XCTAssertNoThrow(try host.element(text: "Loading"), dump)
        XCTAssertNoThrow(try host.element(text: "No image"), dump)
        for piece in [".transition(.opacity.combined(with: .move(edge: .top)))", "Circle trimmed 0…0.25"] {
            XCTAssertTrue(dump.contains(piece), "missing \(piece) in\n\(dump)")
        }
        try host.tap(host.element(label: "Name"))
        XCTAssertEqual(host.focusedElement?.label, "Name", "inert decoration leaves the field focusable")
        XCTAssertNil(AsyncImagePhase.empty.image)
    }

    struct StyledPrompt: View {
        @State var name = ""
        var body: some View {
            TextField("Name", text: $name, prompt: Text("Your name").fontWeight(.bold).foregroundStyle(Color.mint))
                .accessibilityValue(name + ", required")
        }
    }

    func testStyledTextIsStillATextAndAStringAccessibilityValueIsRecorded() throws {
        // Apple's Text.fontWeight / foregroundStyle return Text: the styled prompt type-checks.
        let styled: Text = Text("a").fontWeight(.bold).foregroundStyle(Color.mint)
        XCTAssertEqual(styled, Text("a"))
        let host = FocusHost(StyledPrompt())
        XCTAssertTrue(host.dump().contains(".accessibilityValue(, required)"), host.dump())
        try host.tap(host.element(label: "Name"))
        XCTAssertEqual(host.focusedElement?.label, "Name")
    }

    func testInertViewsAreQueryable() throws {
        let host = FocusHost(Decorated())
        XCTAssertEqual(host.text(of: try host.element(type: "Label")), "Profile")
        XCTAssertNoThrow(try host.element(type: "Divider"))
        XCTAssertNoThrow(try host.element(label: "Done"), "a toolbar item's button is found by its title")
        XCTAssertEqual(host.texts.filter { $0 == "Ada" }.count, 1, "@AppStorage's default is read")
    }

    func testToolbarButtonActsOnFocus() throws {
        let host = FocusHost(Decorated())
        try host.tap(try host.element(label: "Note"))
        XCTAssertEqual(host.focusedElement, try host.element(label: "Note"))
        try host.tap(try host.element(label: "Done"))
        XCTAssertNil(host.focusedElement)
    }

    func testTextEditorIsFocusableByTap() throws {
        let host = FocusHost(Decorated())
        let editor = try host.element(type: "TextEditor")
        try host.tap(editor)
        XCTAssertEqual(host.focusedElement, editor)
    }

    func testSheetPresentsAndDismissesThroughTheEnvironment() throws {
        let host = FocusHost(Decorated())
        XCTAssertThrowsError(try host.element(label: "Close"))
        try host.setState("showHelp", to: true)
        XCTAssertTrue(host.dump().contains("_Presenting (sheet, presented)"), host.dump())
        try host.tap(try host.element(label: "Close"))
        XCTAssertEqual(try host.state("showHelp", as: Bool.self), false)
        XCTAssertThrowsError(try host.element(label: "Close"))
    }

    struct Alerting: View {
        @State var showAlert = true
        @State var confirmed = false
        var body: some View {
            Text("Body").alert("Delete?", isPresented: $showAlert) {
                Button("Delete", role: .destructive) { confirmed = true }
            } message: { Text("This cannot be undone.") }
        }
    }

    func testAlertButtonsRunAndDismiss() throws {
        let host = FocusHost(Alerting())
        XCTAssertTrue(host.dump().contains("_PresentedContainer \"Delete?\" (alert)"), host.dump())
        XCTAssertTrue(host.texts.contains("This cannot be undone."))
        try host.tap(try host.element(label: "Delete"))
        XCTAssertEqual(try host.state("confirmed", as: Bool.self), true)
        XCTAssertEqual(try host.state("showAlert", as: Bool.self), false)
    }

    struct Stored: View {
        @AppStorage("inert-tests.count") var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    func testAppStorageWritesRerender() throws {
        let host = FocusHost(Stored())
        try host.tap(try host.element(label: "Count 0"))
        XCTAssertNoThrow(try host.element(label: "Count 1"))
        XCTAssertEqual(AppStorageStore.shared.value(forKey: "inert-tests.count") as? Int, 1)
    }

    struct Previewed: View {
        var body: some View { Text("Previewed") }
    }
    struct Previewed_Previews: PreviewProvider {
        static var previews: some View { Previewed() }
    }

    @MainActor
    func testPreviewProviderIsMountable() {
        XCTAssertEqual(FocusHost(Previewed_Previews.previews).texts, ["Previewed"])
    }

    struct Pickable: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    struct SelectableLists: View {
        @State var single: Int?
        @State var many: Set<String> = []
        @FocusState var focused: Bool
        let rows = [Pickable(id: 1, name: "One"), Pickable(id: 2, name: "Two")]

        var body: some View {
            VStack {
                List(rows, selection: $single) { row in Text(row.name) }
                List(["A", "B"], id: \.self, selection: $many) { name in Text(name) }
                List(selection: $single) {
                    TextField("Inside", text: .constant("")).focused($focused)
                }
            }
        }
    }

    func testAListWithASelectionRendersItsRowsAndLeavesTheSelectionAlone() throws {
        let host = FocusHost(SelectableLists())
        host.appear()
        XCTAssertEqual(host.texts, ["One", "Two", "A", "B"])
        try host.tap(host.element(label: "Inside"))
        XCTAssertEqual(try host.state("focused", as: Bool.self), true, "focus inside a list with a selection works as in any list")
        XCTAssertEqual(try host.state("single", as: Int?.self), Int?.none, "inert: the selection is never written")
    }

    @Observable
    final class Book {
        var title = "Draft"
    }

    struct BookEditor: View {
        @Bindable var book: Book

        var body: some View {
            TextField("Title", text: $book.title)
        }
    }

    func testABindableObjectsBindingReadsAndWritesItsProperty() throws {
        let book = Book()
        let host = FocusHost(BookEditor(book: book))
        host.appear()
        try host.tap(host.element(label: "Title"))
        try host.replaceText(with: "Final")
        XCTAssertEqual(book.title, "Final", "the text field writes the object's property through $book.title")
    }

    final class OpenedURLs {
        var urls: [URL] = []
    }

    struct LinksView: View {
        @Environment(\.openURL) private var openURL
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow

        var body: some View {
            VStack {
                Button("Help") { openURL(URL(string: "https://example.com/help")!) }
                Button("Viewer") { openWindow(id: "viewer") }
                Button("Close") { dismissWindow() }
            }
        }
    }

    func testOpenURLGoesToTheHandlerTheEnvironmentHoldsAndWindowActionsDoNothing() throws {
        let opened = OpenedURLs()
        let host = FocusHost(LinksView().environment(\.openURL, OpenURLAction { url in
            opened.urls.append(url)
            return .handled
        }))
        host.appear()
        try host.tap(host.element(label: "Help"))
        XCTAssertEqual(opened.urls.map(\.absoluteString), ["https://example.com/help"])
        try host.tap(host.element(label: "Viewer"))
        try host.tap(host.element(label: "Close"))
        XCTAssertEqual(host.texts, [], "inert: no window opened or closed, the view is as it was")
        XCTAssertNotNil(try? host.element(label: "Help"))
    }

    struct LabeledForm: View {
        @State var name = ""
        @FocusState var nameFocused: Bool

        var body: some View {
            Form {
                LabeledContent("Version", value: "1.0")
                LabeledContent("Name") {
                    TextField("Name", text: $name).focused($nameFocused)
                }
            }
        }
    }

    func testLabeledContentShowsItsLabelAndValueAndItsContentTakesFocus() throws {
        let host = FocusHost(LabeledForm())
        host.appear()
        XCTAssertTrue(host.texts.starts(with: ["Version", "1.0", "Name"]), "\(host.texts)")
        try host.tap(host.element(type: "TextField"))
        XCTAssertEqual(try host.state("nameFocused", as: Bool.self), true)
    }
}
