import FocusEngine

/// Small views used by the rule tests (one concern each).
enum Fixture {
    enum Field: Hashable { case a, b, c }

    /// Two fields bound to an optional focus state, a third unbound field, and buttons writing it.
    struct TwoFields: View {
        @State var a = ""
        @State var b = ""
        @State var other = ""
        @State var observedAfterWrite = "unset"
        @FocusState var focus: Field?

        var body: some View {
            VStack {
                TextField("A", text: $a).focused($focus, equals: .a)
                TextField("B", text: $b).focused($focus, equals: .b)
                TextField("Other", text: $other)
                Text("focus: \(String(describing: focus))")
                Button("Focus B") {
                    focus = .b
                    observedAfterWrite = String(describing: focus)
                }
                Button("Focus C") { focus = .c }
                Button("Dismiss") { focus = nil }
            }
        }
    }

    /// One field bound to a Boolean focus state, plus another field bound to a second state.
    struct BoolField: View {
        @State var text = ""
        @State var second = ""
        @FocusState var isFocused: Bool
        @FocusState var secondFocused: Bool

        var body: some View {
            VStack {
                TextField("Name", text: $text).focused($isFocused)
                TextField("Second", text: $second).focused($secondFocused)
                Text(isFocused ? "editing" : "idle")
                Button("Focus") { isFocused = true }
                Button("Unfocus") { isFocused = false }
            }
        }
    }

    /// A field carrying two bindings, and two fields bound to the same value.
    struct SharedBindings: View {
        @State var x = ""
        @State var y = ""
        @State var z = ""
        @FocusState var field: Field?
        @FocusState var isX: Bool

        var body: some View {
            VStack {
                TextField("X", text: $x).focused($field, equals: .a).focused($isX)
                TextField("Y", text: $y).focused($field, equals: .b)
                TextField("Z", text: $z).focused($field, equals: .b)
                Button("Focus b") { field = .b }
            }
        }
    }

    /// A field that only exists while `show` is true.
    struct Conditional: View {
        @State var show = false
        @State var text = ""
        @State var other = ""
        @State var third = ""
        @FocusState var focus: Field?

        var body: some View {
            VStack {
                TextField("First", text: $other)
                if show {
                    TextField("Late", text: $text).focused($focus, equals: .c)
                }
                TextField("Third", text: $third)
                Button("Request") { focus = .c }
                Button("Toggle") { show.toggle() }
            }
        }
    }

    /// A Boolean focus state bound to a container.
    struct Container: View {
        @State var first = ""
        @State var second = ""
        @State var outside = ""
        @FocusState var inGroup: Bool

        var body: some View {
            VStack {
                VStack {
                    Text("Group")
                    TextField("Inner 1", text: $first)
                    TextField("Inner 2", text: $second)
                }
                .focused($inGroup)
                TextField("Outside", text: $outside)
                Button("Focus group") { inGroup = true }
            }
        }
    }

    /// A custom view reading `isFocused` from the environment.
    struct FocusAwareRow: View {
        @Environment(\.isFocused) var isFocused
        let title: String
        var body: some View { Text("\(title): \(isFocused ? "focused" : "not focused")") }
    }

    /// Two focusable custom rows.
    struct FocusAwareList: View {
        var body: some View {
            VStack {
                FocusAwareRow(title: "One").focusable()
                FocusAwareRow(title: "Two").focusable()
            }
        }
    }
}
