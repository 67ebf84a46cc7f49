import FocusEngine

extension Fixture {
    /// A disabled field between two enabled ones, plus a focusable text.
    struct WithDisabled: View {
        @State var a = ""
        @State var b = ""
        @State var c = ""
        @FocusState var focus: Field?

        var body: some View {
            VStack {
                TextField("A", text: $a).focused($focus, equals: .a)
                TextField("B", text: $b).focused($focus, equals: .b).disabled(true)
                Text("Card").focusable()
                TextField("C", text: $c).focused($focus, equals: .c)
                Button("Focus B") { focus = .b }
            }
        }
    }

    /// A region with default focus on its second field.
    struct DefaultFocusForm: View {
        @State var a = ""
        @State var b = ""
        @State var outside = ""
        @FocusState var focus: Field?
        let priority: DefaultFocusEvaluationPriority

        var body: some View {
            VStack {
                TextField("Outside", text: $outside)
                VStack {
                    TextField("A", text: $a).focused($focus, equals: .a)
                    TextField("B", text: $b).focused($focus, equals: .b)
                }
                .defaultFocus($focus, .b, priority: priority)
            }
        }
    }

    /// A left button and a right-hand focus section whose buttons sit lower.
    struct Sections: View {
        var body: some View {
            HStack {
                VStack {
                    Button("Left") {}
                    Spacer()
                    Spacer()
                }
                VStack {
                    Text("Header")
                    Text("Subheader")
                    Button("Right 1") {}
                    Button("Right 2") {}
                }
                .focusSection()
            }
        }
    }

    /// A focus section whose only button sits below Left's row (four 20-point headers above it),
    /// between a left button and a right one level with it: moving right from Left reaches the
    /// section (level, nearer) before the right button, so the move lands in the section — without
    /// sections it would land on Top, the only view in Left's band (R42).
    struct SectionBetween: View {
        var body: some View {
            HStack {
                VStack { Button("Left") {} }
                VStack {
                    Text("H1")
                    Text("H2")
                    Text("H3")
                    Text("H4")
                    Button("Deep") {}
                }
                .focusSection()
                VStack { Button("Top") {} }
            }
        }
    }

    /// A grid for directional moves.
    struct Grid: View {
        var body: some View {
            VStack {
                HStack {
                    Button("TL") {}
                    Button("TR") {}
                }
                HStack {
                    Button("BL") {}
                    Button("BR") {}
                }
            }
        }
    }

    /// Submission propagation: stacked handlers, a scoped field, a search field.
    final class SubmitLog: ObservableObject {
        @Published var entries: [String] = []
    }

    struct SubmitForm: View {
        @StateObject var log = SubmitLog()
        @State var a = ""
        @State var b = ""
        @State var tags = ""
        @State var query = ""
        @FocusState var focus: Field?

        var body: some View {
            VStack {
                Form {
                    TextField("A", text: $a)
                        .focused($focus, equals: .a)
                        .submitLabel(.next)
                        .onSubmit { log.entries.append("field A") }
                        .onSubmit { focus = .b }
                    TextField("B", text: $b).focused($focus, equals: .b)
                    TextField("Tags", text: $tags).submitScope()
                }
                .onSubmit { log.entries.append("form") }
                .onSubmit(of: .search) { log.entries.append("search in form") }
                List { Text("Result") }
                    .searchable(text: $query)
            }
            .onSubmit(of: .search) { log.entries.append("search") }
        }
    }
}
