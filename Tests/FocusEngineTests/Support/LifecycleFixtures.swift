import FocusEngine

extension Fixture {
    /// Records lifecycle callbacks into a shared log object.
    final class EventLog: ObservableObject {
        @Published var events: [String] = []
    }

    /// A child view logging its appearance.
    struct Child: View {
        let name: String
        let log: EventLog
        var body: some View {
            Text(name)
                .onAppear { log.events.append("appear \(name)") }
                .onDisappear { log.events.append("disappear \(name)") }
        }
    }

    /// Parent/child appearance order, and the three onChange forms.
    struct Lifecycle: View {
        @StateObject var log = EventLog()
        @State var count = 0
        @State var showExtra = false

        var body: some View {
            VStack {
                Child(name: "first", log: log)
                if showExtra { Child(name: "extra", log: log) }
                Child(name: "second", log: log)
                Button("Increment") { count += 1 }
                Button("Toggle") { showExtra.toggle() }
            }
            .onAppear { log.events.append("appear parent") }
            .onChange(of: count) { newValue in log.events.append("one-param \(newValue)") }
            .onChange(of: count) { oldValue, newValue in log.events.append("two-param \(oldValue)->\(newValue)") }
            .onChange(of: count) { log.events.append("zero-param") }
        }
    }

    /// Focus state written in onAppear, observed with onChange.
    struct AppearFocus: View {
        @State var text = ""
        @State var seenInOnAppear = "unset"
        @State var changes: [String] = []
        @FocusState var focus: Field?

        var body: some View {
            VStack {
                TextField("A", text: $text).focused($focus, equals: .a)
                TextField("B", text: $text).focused($focus, equals: .b)
                Button("Focus B") { focus = .b }
                Button("Focus A") { focus = .a }
            }
            .onAppear {
                focus = .a
                seenInOnAppear = String(describing: focus)
            }
            .onChange(of: focus) { oldValue, newValue in
                changes.append("\(String(describing: oldValue))->\(String(describing: newValue))")
            }
        }
    }

    /// State that keeps changing in onChange: the update loop must stop with a warning.
    struct Runaway: View {
        @State var value = 0
        var body: some View {
            Text("\(value)")
                .onAppear { value = 1 }
                .onChange(of: value) { newValue in value = newValue + 1 }
        }
    }
}
