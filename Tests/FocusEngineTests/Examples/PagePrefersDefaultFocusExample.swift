import FocusEngine

// Verbatim code example from corpus page view/prefersdefaultfocus(__in_).md, lines 47-63.
// Wrapped in `enum PagePrefersDefaultFocus` because `ContentView` clashes.
enum PagePrefersDefaultFocus {
struct ContentView: View {
    @Namespace var mainNamespace
    @Environment(\.resetFocus) var resetFocus

    var body: some View {
        VStack {
            Button ("1") {}
            Button ("2") {}
            Button ("3") {}
                .prefersDefaultFocus(in: mainNamespace)
            Button ("Reset to default focus") {
                resetFocus(in: mainNamespace)
            }
        }
        .focusScope(mainNamespace)
    }
}
}
