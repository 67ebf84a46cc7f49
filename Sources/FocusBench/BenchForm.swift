import FocusEngine

/// The benchmark's view: a form of `count` text fields bound to one optional focus state.
struct BenchForm: View {
    let count: Int
    @State private var text = ""
    @FocusState private var focused: Int?

    var body: some View {
        Form {
            ForEach(0..<count, id: \.self) { index in
                TextField("Field \(index)", text: $text)
                    .focused($focused, equals: index)
            }
        }
    }
}
