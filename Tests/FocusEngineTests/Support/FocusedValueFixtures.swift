import FocusEngine

/// Keys and views for the focused-value rule tests (R27–R32).
enum ValueFixture {
    struct TitleKey: FocusedValueKey { typealias Value = String }
    struct CountKey: FocusedValueKey { typealias Value = Binding<Int> }

    /// Shows the focused title, or "none".
    struct TitleReader: View {
        @FocusedValue(\.fixtureTitle) var title

        var body: some View { Text("Title: \(title ?? "none")") }
    }

    /// Publishers at two depths of one focus chain, a field that only its ancestor publishes for,
    /// and an unrelated field (R27).
    struct Chain: View {
        @State var a = ""
        @State var plain = ""
        @State var other = ""

        var body: some View {
            VStack {
                TitleReader()
                VStack {
                    TextField("A", text: $a).focusedValue(\.fixtureTitle, "A")
                    TextField("Plain", text: $plain)
                }
                .focusedValue(\.fixtureTitle, "group")
                TextField("Other", text: $other)
            }
        }
    }

    /// A scene value published beside the fields, and a field publishing the same key (R28).
    struct Scene: View {
        @State var field = ""
        @State var other = ""

        var body: some View {
            VStack {
                TitleReader()
                Text("Sidebar").focusedSceneValue(\.fixtureTitle, "scene")
                TextField("Field", text: $field).focusedValue(\.fixtureTitle, "field")
                TextField("Other", text: $other)
            }
        }
    }

    /// A reader above a publisher whose value is the text typed into it (R29).
    struct Live: View {
        @State var name = ""
        @State var other = ""

        var body: some View {
            VStack {
                TitleReader()
                TextField("Other", text: $other)
                TextField("Name", text: $name).focusedValue(\.fixtureTitle, name)
            }
        }
    }

    /// A document field publishing a binding, and commands reading it through FocusedBinding (R30).
    struct Document: View {
        @State var count = 0
        @State var text = ""
        @State var other = ""

        var body: some View {
            VStack {
                Commands()
                TextField("Document", text: $text).focusedValue(\.fixtureCount, $count)
                TextField("Other", text: $other)
                Text("Count: \(count)")
            }
        }

        struct Commands: View {
            @FocusedBinding(\.fixtureCount) var count: Int?

            var body: some View {
                VStack {
                    Text("Focused count: \(count.map { "\($0)" } ?? "none")")
                    Button("Increment") { count? += 1 }.disabled(count == nil)
                }
            }
        }
    }

    final class Message: ObservableObject {
        @Published var text = "Hello"
    }

    /// A field supplying an observable object, and a reader of it through FocusedObject (R30).
    struct Messages: View {
        let message: Message
        @State var draft = ""
        @State var other = ""

        var body: some View {
            VStack {
                MessageReader()
                TextField("Message", text: $draft).focusedObject(message)
                TextField("Other", text: $other)
            }
        }
    }

    struct MessageReader: View {
        @FocusedObject var message: Message?

        var body: some View { Text("Message: \(message?.text ?? "none")") }
    }

    @Observable final class Selection {
        var name = "Pear"
    }

    /// An `Observable` object published by type for the focused hierarchy, and an
    /// `ObservableObject` published for the whole scene (R27, R28).
    struct Objects: View {
        let selection: Selection
        let message: Message
        @State var field = ""
        @State var other = ""

        var body: some View {
            VStack {
                SelectionReader()
                MessageReader()
                TextField("Field", text: $field).focusedValue(selection)
                TextField("Other", text: $other)
            }
            .focusedSceneObject(message)
        }
    }

    struct SelectionReader: View {
        @FocusedValue(Selection.self) var selection

        var body: some View { Text("Selection: \(selection?.name ?? "none")") }
    }

    /// Shows whether focus effects are enabled where it stands (R31).
    struct EffectReader: View {
        let name: String
        @Environment(\.isFocusEffectEnabled) var enabled

        var body: some View { Text("\(name) effect: \(enabled ? "on" : "off")") }
    }

    struct Effects: View {
        var body: some View {
            VStack {
                EffectReader(name: "Plain")
                HStack {
                    EffectReader(name: "Inner").focusEffectDisabled(false)
                }
                .focusEffectDisabled(true)
                EffectReader(name: "Disabled").focusEffectDisabled()
            }
        }
    }

    /// Two focusable texts, one reporting focus changes (R32).
    struct FocusChange: View {
        @State var log: [String] = []

        var body: some View {
            VStack {
                Text("Card").focusable(true) { isFocused in log.append(isFocused ? "gained" : "lost") }
                Text("Other").focusable()
                Text("Log: \(log.joined(separator: ", "))")
            }
        }
    }
}

extension FocusedValues {
    var fixtureTitle: String? {
        get { self[ValueFixture.TitleKey.self] }
        set { self[ValueFixture.TitleKey.self] = newValue }
    }

    var fixtureCount: Binding<Int>? {
        get { self[ValueFixture.CountKey.self] }
        set { self[ValueFixture.CountKey.self] = newValue }
    }
}
