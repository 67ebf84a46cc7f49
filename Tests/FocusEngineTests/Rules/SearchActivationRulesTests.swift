import FocusEngine
import XCTest

/// R46: a searchable modifier's search interface, as `isSearching`, `isPresented` and
/// `dismissSearch` see it ("Managing search interface activation", `isSearching`,
/// `DismissSearchAction`).
final class SearchActivationRulesTests: XCTestCase {
    /// Reads `isSearching` inside the searchable content, as the `isSearching` page's example does.
    struct SearchedView: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch

        var body: some View {
            VStack {
                Text(isSearching ? "Searching!" : "Not searching.")
                Button("Dismiss") { dismissSearch() }
                TextField("Row field", text: .constant(""))
            }
        }
    }

    struct Screen: View {
        @State var text = ""
        @State var isPresented = false
        @Environment(\.isSearching) private var outerIsSearching
        @Environment(\.dismissSearch) private var outerDismiss

        var body: some View {
            VStack {
                NavigationStack {
                    SearchedView()
                        .searchable(text: $text, isPresented: $isPresented)
                }
                Text(outerIsSearching ? "Outer searching" : "Outer not searching")
                Button("Present") { isPresented = true }
                Button("Hide") { isPresented = false }
                Button("Outer dismiss") { outerDismiss() }
            }
        }
    }

    func testR46_FocusingTheSearchFieldActivatesSearchAndLeavingItDoesNotEndIt() throws {
        let host = FocusHost(Screen())
        XCTAssertNoThrow(try host.element(text: "Not searching."))
        try host.tap(host.element(type: "SearchField"))
        XCTAssertNoThrow(try host.element(text: "Searching!"), "a tap in the search field makes isSearching true")
        XCTAssertEqual(try host.state("isPresented", as: Bool.self), true, "isPresented follows the interface")
        XCTAssertNoThrow(try host.element(text: "Outer not searching"), "the value is set in the searchable content only")
        try host.tap(host.element(label: "Row field"))
        XCTAssertEqual(host.focusedElement?.label, "Row field")
        XCTAssertNoThrow(try host.element(text: "Searching!"), "the field can lose focus while the interface stays presented")
    }

    func testR46_DismissSearchEndsSearchClearsTextAndRemovesFocus() throws {
        let host = FocusHost(Screen())
        let field = try host.element(type: "SearchField")
        try host.tap(field)
        try host.type("pears")
        XCTAssertEqual(try host.state("text", as: String.self), "pears")
        try host.tap(host.element(label: "Dismiss"))
        XCTAssertNoThrow(try host.element(text: "Not searching."))
        XCTAssertEqual(try host.state("text", as: String.self), "", "dismissing clears the text")
        XCTAssertNotEqual(host.focusedElement?.type, "SearchField", "and removes focus from the search field")
        XCTAssertEqual(try host.state("isPresented", as: Bool.self), false)
    }

    func testR46_DismissSearchDoesNothingWhileNotSearchingOrOutsideTheSearchableContent() throws {
        let host = FocusHost(Screen())
        try host.tap(host.element(type: "SearchField"))
        try host.type("pears")
        try host.tap(host.element(label: "Outer dismiss"))
        XCTAssertNoThrow(try host.element(text: "Searching!"), "the outer action belongs to no searchable modifier")
        XCTAssertEqual(try host.state("text", as: String.self), "pears")

        let idle = FocusHost(Screen())
        try idle.tap(idle.element(label: "Dismiss"))
        XCTAssertNoThrow(try idle.element(text: "Not searching."))
        XCTAssertEqual(try idle.state("isPresented", as: Bool.self), false)
    }

    func testR46_SettingIsPresentedPresentsWithFocusAndUnsettingItDismisses() throws {
        let host = FocusHost(Screen())
        try host.tap(host.element(label: "Present"))
        XCTAssertNoThrow(try host.element(text: "Searching!"))
        XCTAssertEqual(host.focusedElement?.type, "SearchField", "SwiftUI focuses the search field when presenting search")
        try host.tap(host.element(label: "Hide"))
        XCTAssertNoThrow(try host.element(text: "Not searching."))
        XCTAssertNotEqual(host.focusedElement?.type, "SearchField", "and unfocuses it when dismissing search")
    }
}
