import FocusEngine

/// A searchable navigation stack whose search field (prompt "Target") is presented through
/// `isPresented`, with a content view that reads `isSearching` and `dismissSearch`, and a reader
/// of both outside the searchable content (R46).
///
/// Shown texts: "Searching" / "Not searching" inside the content, "Outer searching" /
/// "Outer not searching" outside it. Buttons: "Present" and "Hide" write `isPresented`,
/// "Dismiss" calls the content's `dismissSearch`, "Outer dismiss" the outer one. State:
/// `query` (the search text), `isPresented`.
public struct SearchActivationFixture: View {
    @State var query = ""
    @State var isPresented = false
    @Environment(\.isSearching) private var outerIsSearching
    @Environment(\.dismissSearch) private var outerDismiss

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            NavigationStack {
                SearchActivationContent()
                    .searchable(text: $query, isPresented: $isPresented, prompt: Text(FixtureLabel.target))
            }
            Text(outerIsSearching ? "Outer searching" : "Outer not searching")
            Button(FixtureLabel.present) { isPresented = true }
            Button(FixtureLabel.hide) { isPresented = false }
            Button(FixtureLabel.outerDismiss) { outerDismiss() }
        }
    }
}

/// The content of `SearchActivationFixture`'s searchable modifier.
struct SearchActivationContent: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch: DismissSearchAction

    var body: some View {
        VStack {
            Text(isSearching ? "Searching" : "Not searching")
            Button(FixtureLabel.dismiss) { dismissSearch() }
            TextField(FixtureLabel.other, text: .constant(""))
        }
    }
}

extension FixtureLabel {
    /// The button that sets `isPresented` to `true` in `SearchActivationFixture`.
    public static let present = "Present"
    /// The button that sets `isPresented` to `false` in `SearchActivationFixture`.
    public static let hide = "Hide"
    /// The button that calls the searchable content's `dismissSearch`.
    public static let dismiss = "Dismiss"
    /// The button that calls a `dismissSearch` read outside the searchable content.
    public static let outerDismiss = "Outer dismiss"
}
