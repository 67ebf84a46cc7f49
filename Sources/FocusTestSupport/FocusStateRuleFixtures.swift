import FocusEngine

/// A field bound with `.focused($value)` and a text that reads the state: "Target focused" or
/// "Target not focused" (R2: reads reflect where focus is, and re-render the body).
public struct FocusReadFixture: View {
    @FocusState var value: Bool
    @State var otherText = ""
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            TextField(FixtureLabel.target, text: $targetText).focused($value)
            Text(value ? "Target focused" : "Target not focused")
        }
    }
}

/// A field carrying two bindings: `.focused($field, equals: .target)` and `.focused($value)` (R5).
public struct SeveralBindingsFixture: View {
    @FocusState var value: Bool
    @FocusState var field: FixtureField?
    @State var otherText = ""
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            TextField(FixtureLabel.target, text: $targetText).focused($field, equals: .target).focused($value)
        }
    }
}

/// Two fields bound to the same value, `.target`: "Target" first in tree order, "Other" second (R5).
public struct SharedValueFixture: View {
    @FocusState var value: FixtureField?
    @State var otherText = ""
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $targetText).focused($value, equals: .target)
            TextField(FixtureLabel.other, text: $otherText).focused($value, equals: .target)
        }
    }
}

/// A field bound with `.focused($value)` and a button ("Other") that writes `value = true` and
/// reads it back at once into a text: "Read after write: false" when writes are requests (R6).
public struct WriteThenReadFixture: View {
    @FocusState var value: Bool
    @State var targetText = ""
    @State var readAfterWrite = "unset"

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $targetText).focused($value)
            Button(FixtureLabel.other) {
                value = true
                readAfterWrite = value ? "true" : "false"
            }
            Text("Read after write: \(readAfterWrite)")
        }
    }
}

/// An unbound field ("Other") and a field bound with `.focused($value)` ("Target") that exists
/// only while the state `show` is true (R7: unmatched writes are held; R24: removal drops focus).
public struct ConditionalFieldFixture: View {
    @FocusState var value: Bool
    @State var show: Bool
    @State var firstText = ""
    @State var targetText = ""
    @State var otherText = ""

    /// Creates the fixture; the bound field starts shown when `show` is true.
    public init(show: Bool = false) {
        _show = State(initialValue: show)
    }

    public var body: some View {
        VStack {
            TextField(FixtureLabel.first, text: $firstText)
            if show {
                TextField(FixtureLabel.target, text: $targetText).focused($value)
            }
            TextField(FixtureLabel.other, text: $otherText)
        }
    }
}

/// `ConditionalFieldFixture` with its bound field shown at first.
public struct RemovableFieldFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View { ConditionalFieldFixture(show: true) }
}

/// A container bound with `.focused($value)` holding "Target" and "Inner"; "Other" outside (R8).
public struct ContainerBindingFixture: View {
    @FocusState var value: Bool
    @State var targetText = ""
    @State var innerText = ""
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            VStack {
                TextField(FixtureLabel.target, text: $targetText)
                TextField("Inner", text: $innerText)
            }
            .focused($value)
            TextField(FixtureLabel.other, text: $otherText)
        }
    }
}

/// Two focusable rows whose content reads `isFocused`: "Target: focused" / "Target: not focused",
/// then "Other: …" (R9).
public struct IsFocusedFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            IsFocusedRow(title: FixtureLabel.target).focusable()
            IsFocusedRow(title: FixtureLabel.other).focusable()
        }
    }
}

/// Shows its title and whether the nearest focusable ancestor has focus.
public struct IsFocusedRow: View {
    @Environment(\.isFocused) var isFocused
    let title: String

    /// Creates a row titled `title`.
    public init(title: String) { self.title = title }

    public var body: some View { Text("\(title): \(isFocused ? "focused" : "not focused")") }
}

/// A field bound with `.focused($value)` whose `onChange(of: value)` shows
/// "Changed from false to true" (R26: the two-value closure gets the old and the new value).
public struct FocusChangeLogFixture: View {
    @FocusState var value: Bool
    @State var otherText = ""
    @State var targetText = ""
    @State var log = "Unchanged"

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            TextField(FixtureLabel.target, text: $targetText).focused($value)
            Text(log)
        }
        .onChange(of: value) { old, new in log = "Changed from \(old) to \(new)" }
    }
}

/// Two fields; the second is bound with `.focused($value)`, which the view sets to true in
/// `onAppear` (R25: the write is applied in the next update).
public struct AppearFocusFixture: View {
    @FocusState var value: Bool
    @State var otherText = ""
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            TextField(FixtureLabel.target, text: $targetText).focused($value)
        }
        .onAppear { value = true }
    }
}

/// A parent and a child that each append to a log on appear; the log is shown as
/// "Appeared: parent, child" when parents appear first (R26, an engine choice).
public struct AppearOrderFixture: View {
    @State var log: [String] = []

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text("Appeared: \(log.joined(separator: ", "))")
            Text(FixtureLabel.target).onAppear { log.append("child") }
        }
        .onAppear { log.append("parent") }
    }
}

extension FixtureLabel {
    /// An unbound field placed before the target (`ConditionalFieldFixture`).
    public static let first = "First"
}
