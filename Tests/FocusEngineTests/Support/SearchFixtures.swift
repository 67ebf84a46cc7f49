import FocusEngine

extension Fixture {
    /// A searchable list whose search field focus is bound with searchFocused(_:).
    struct SearchScreen: View {
        @State var query = ""
        @State var note = ""
        @FocusState var isSearching: Bool

        var body: some View {
            VStack {
                NavigationStack {
                    List { Text("Apples"); Text("Pears") }
                }
                .searchable(text: $query)
                .searchFocused($isSearching)
                TextField("Note", text: $note)
                Button("Search") { isSearching = true }
                Button("Done") { isSearching = false }
            }
        }
    }

    enum SearchTarget: Hashable { case search, note }

    /// searchFocused(_:equals:) and focused(_:equals:) sharing one state.
    struct SearchEquals: View {
        @State var query = ""
        @State var note = ""
        @FocusState var target: SearchTarget?

        var body: some View {
            VStack {
                List { Text("Row") }
                    .searchable(text: $query, prompt: "Find")
                    .searchFocused($target, equals: .search)
                TextField("Note", text: $note).focused($target, equals: .note)
                Button("Go search") { target = .search }
                Button("Go note") { target = .note }
                Button("Clear") { target = nil }
            }
        }
    }
}
