import FocusEngine
import XCTest

/// R50 (navigation push covers the previous screen) and R51 (presented and pushed screens get
/// default focus), `docs/focus-semantics.md`.
final class PresentationRulesTests: XCTestCase {
    struct Recipe: Hashable { let name: String }

    /// A list screen whose search field has focus, pushing a detail screen by value.
    struct RecipeBrowser: View {
        enum Field: Hashable { case search, notes }
        @State private var query = ""
        @State private var notes = ""
        @FocusState private var focus: Field?
        let detailFocusesNotes: Bool

        var body: some View {
            NavigationStack {
                VStack {
                    TextField("Search", text: $query).focused($focus, equals: .search)
                    NavigationLink("Pancakes", value: Recipe(name: "Pancakes"))
                }
                .navigationDestination(for: Recipe.self) { recipe in
                    VStack {
                        Text(recipe.name)
                        TextField("Notes", text: $notes).focused($focus, equals: .notes)
                    }
                    .defaultFocus($focus, detailFocusesNotes ? .notes : nil)
                }
            }
        }
    }

    func testR50_PushingCoversThePreviousScreenAndDropsItsFocus() throws {
        let host = FocusHost(RecipeBrowser(detailFocusesNotes: false))
        try host.tap(host.element(label: "Search"))
        try host.type("pan")
        XCTAssertEqual(host.focusedElement?.label, "Search")
        try host.tap(host.element(label: "Pancakes"))
        XCTAssertNil(host.focusedElement, "focus in the covered screen is dropped")
        XCTAssertNil(try host.state("focus", as: RecipeBrowser.Field?.self))
        XCTAssertEqual(host.texts, ["Pancakes"], "only the pushed screen is shown")
        XCTAssertThrowsError(try host.element(label: "Search"), "the covered screen is not queryable")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Notes", "Tab stays inside the pushed screen")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Notes", "the covered field is not in the Tab order")
    }

    func testR50_DismissPopsAndTheRootKeepsItsState() throws {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Back") { dismiss() } }
        }
        struct Root: View {
            @State private var text = ""
            var body: some View {
                NavigationStack {
                    VStack {
                        TextField("Name", text: $text)
                        NavigationLink("Open") { Detail() }
                    }
                }
            }
        }
        let host = FocusHost(Root())
        try host.tap(host.element(label: "Name"))
        try host.type("Ada")
        try host.tap(host.element(label: "Open"))
        XCTAssertThrowsError(try host.element(label: "Name"))
        try host.tap(host.element(label: "Back"))
        XCTAssertThrowsError(try host.element(label: "Back"), "the pushed screen is gone")
        XCTAssertEqual(host.text(of: try host.element(label: "Name")), "Ada", "the root's state survived the push")
        try host.tap(host.element(label: "Name"))
        XCTAssertEqual(host.focusedElement?.label, "Name", "the root is focusable again")
    }

    func testR50_VoiceOverLeavesTheCoveredScreen() throws {
        let host = FocusHost(RecipeBrowser(detailFocusesNotes: false))
        host.activate(.voiceOver)
        try host.atFocus(host.element(label: "Search"))
        try host.tap(host.element(label: "Pancakes"))
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Pancakes", "VoiceOver lands on the pushed screen's first element")
        try host.atMove(.next)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Notes")
        try host.atMove(.next)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Notes", "no covered element follows")
    }

    func testR51_APushedScreensDefaultFocusApplies() throws {
        let host = FocusHost(RecipeBrowser(detailFocusesNotes: true))
        try host.tap(host.element(label: "Search"))
        try host.tap(host.element(label: "Pancakes"))
        XCTAssertEqual(host.focusedElement?.label, "Notes")
        XCTAssertEqual(try host.state("focus", as: RecipeBrowser.Field?.self), .notes)
    }

    func testR51_ASheetsDefaultFocusAppliesWhenItIsPresented() throws {
        struct Composer: View {
            enum Field: Hashable { case title, body }
            @State private var showing = false
            @State private var title = ""
            @State private var text = ""
            @FocusState private var focus: Field?
            var body: some View {
                Button("New note") { showing = true }
                    .sheet(isPresented: $showing) {
                        Form {
                            TextField("Title", text: $title).focused($focus, equals: .title)
                            TextField("Body", text: $text).focused($focus, equals: .body)
                        }
                        .defaultFocus($focus, .body)
                    }
            }
        }
        let host = FocusHost(Composer())
        XCTAssertNil(host.focusedElement)
        try host.tap(host.element(label: "New note"))
        XCTAssertEqual(host.focusedElement?.label, "Body", "defaultFocus in the sheet, not the first field")
        try host.setState("showing", to: false)
        XCTAssertNil(host.focusedElement, "dismissing the sheet removes its focused field")
    }
}
