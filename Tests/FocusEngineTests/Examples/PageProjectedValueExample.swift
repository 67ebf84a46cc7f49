import FocusEngine

// Verbatim code example from corpus page focusstate/projectedvalue.md, lines 29-43.
// Wrapped in `enum PageProjectedValue` to namespace `Sidebar`.
enum PageProjectedValue {
struct Sidebar: View {
    @State private var filterText = ""
    @FocusState private var isFiltering: Bool

    var body: some View {
        VStack {
            Button("Filter Sidebar Contents") {
                isFiltering = true
            }

            TextField("Filter", text: $filterText)
                .focused($isFiltering)
        }
    }
}
}
