import FocusEngine

/// The focused-value key the fixtures publish (a `String`).
public struct FixtureFocusedKey: FocusedValueKey {
    public typealias Value = String
}

/// The focused-value key the binding fixture publishes (a `Binding<String>`).
public struct FixtureFocusedBindingKey: FocusedValueKey {
    public typealias Value = Binding<String>
}

extension FocusedValues {
    /// The fixtures' published string.
    public var fixtureValue: String? {
        get { self[FixtureFocusedKey.self] }
        set { self[FixtureFocusedKey.self] = newValue }
    }

    /// The fixtures' published binding.
    public var fixtureBinding: Binding<String>? {
        get { self[FixtureFocusedBindingKey.self] }
        set { self[FixtureFocusedBindingKey.self] = newValue }
    }
}

/// Shows the focused value as "Focused value: …" ("none" when nothing published is in focus).
public struct FocusedValueReader: View {
    @FocusedValue(\.fixtureValue) var value

    /// Creates the reader.
    public init() {}

    public var body: some View { Text("Focused value: \(value ?? "none")") }
}

/// "Other" publishes nothing; "Target" publishes "target" inside a group publishing "group"
/// (R27: the publisher nearest focus wins, nil when nothing published is in focus).
public struct FocusedValueFixture: View {
    @State var otherText = ""
    @State var targetText = ""
    @State var insideText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            VStack {
                TextField(FixtureLabel.target, text: $targetText).focusedValue(\.fixtureValue, "target")
                TextField(FixtureLabel.inside, text: $insideText)
            }
            .focusedValue(\.fixtureValue, "group")
            FocusedValueReader()
        }
    }
}

/// A scene-wide value "scene" over "Other", which publishes "focused", and "Target", which
/// publishes nothing (R28).
public struct SceneValueFixture: View {
    @State var otherText = ""
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText).focusedValue(\.fixtureValue, "focused")
            TextField(FixtureLabel.target, text: $targetText)
            FocusedValueReader()
        }
        .focusedSceneValue(\.fixtureValue, "scene")
    }
}

/// "Target" publishes a binding to its text ("draft"); an editor reads it with `@FocusedBinding`
/// as "Bound: …" and a "Write" button writes "written" through it (R30).
public struct FocusedBindingFixture: View {
    @State var text = "draft"
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $text).focusedValue(\.fixtureBinding, $text)
            TextField(FixtureLabel.other, text: $otherText)
            FocusedBindingEditor()
        }
    }
}

/// Reads and writes the focused binding: "Bound: …" reads the wrapped value, "Projected: …" the
/// projected binding's value (`$binding`, spelled `_binding.projectedValue`).
public struct FocusedBindingEditor: View {
    @FocusedBinding(\.fixtureBinding) var binding

    /// Creates the editor.
    public init() {}

    public var body: some View {
        VStack {
            Text("Bound: \(binding ?? "none")")
            Text("Projected: \(_binding.projectedValue.wrappedValue ?? "none")")
            Button("Write") { binding = "written" }
        }
    }
}

/// Shows whether focus effects are enabled for its content: "Target: effects off".
public struct FocusEffectRow: View {
    @Environment(\.isFocusEffectEnabled) var isEnabled
    let title: String

    /// Creates a row titled `title`.
    public init(title: String) { self.title = title }

    public var body: some View { Text("\(title): effects \(isEnabled ? "on" : "off")") }
}

/// "Target" re-enables focus effects inside a group that disables them; "Other" has the default
/// (R31: effects are on by default and the outermost modifier decides).
public struct FocusEffectFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            VStack {
                FocusEffectRow(title: FixtureLabel.target).focusEffectDisabled(false)
            }
            .focusEffectDisabled()
            FocusEffectRow(title: FixtureLabel.other)
        }
    }
}

/// "Target" and "Other", focusable with `focusable(_:onFocusChange:)` logging Target's gains and
/// losses as "Focus changes: gained, lost" (R32).
public struct OnFocusChangeFixture: View {
    @State var log: [String] = []

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.target).focusable(true) { focused in log.append(focused ? "gained" : "lost") }
            Text(FixtureLabel.other).focusable()
            Text("Focus changes: \(log.joined(separator: ", "))")
        }
    }
}

/// An observable object the focused-object fixture publishes.
public final class FixtureModel: ObservableObject {
    /// Changed by the fixture's submit action.
    @Published public var count = 0

    /// Creates a model at `count` (zero unless given).
    public init(count: Int = 0) { self.count = count }
}

/// Shows the focused object's count as "Count: 0" ("Count: none" when none is in focus).
public struct FocusedObjectReader: View {
    @FocusedObject var model: FixtureModel?

    /// Creates the reader.
    public init() {}

    public var body: some View { Text("Count: \(model.map { "\($0.count)" } ?? "none")") }
}

/// "Target" (in its own view, which owns the model) publishes a model with `focusedObject(_:)`;
/// typing in it increments the model, and the reader beside it shows the count (R30). Typing also
/// re-renders the publisher, which refreshes the reader: this fixture cannot show that the reader
/// observes the object itself (docs/mutants.md, `r30-focused-object-change-not-observed`).
public struct FocusedObjectFixture: View {
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            FocusedModelField()
            TextField(FixtureLabel.other, text: $otherText)
            FocusedObjectReader()
        }
    }
}

/// The text field that owns and publishes the model; each edit increments it.
public struct FocusedModelField: View {
    @StateObject var model = FixtureModel()
    @State var text = ""

    /// Creates the field.
    public init() {}

    public var body: some View {
        TextField(FixtureLabel.target, text: $text)
            .focusedObject(model)
            .onChange(of: text) { model.count += 1 }
    }
}

/// "Target" publishes a model with `focusedObject(_:)` inside a group publishing another model
/// of the same type; the reader shows which one it sees by its `count` (the group's starts at
/// 100): "Count: 0" for Target's (R27: the publisher nearest focus wins).
public struct NestedFocusedObjectFixture: View {
    @StateObject var outer = FixtureModel(count: 100)
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            VStack { FocusedModelField() }.focusedObject(outer)
            FocusedObjectReader()
        }
    }
}

/// "Target" owns a model it publishes scene-wide with `focusedSceneObject(_:)`; typing in it
/// increments the model, which the reader beside it shows only by observing the object (R28, R30).
public struct FocusedSceneObjectFixture: View {
    @StateObject var model = FixtureModel()
    @State var text = ""
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $text)
                .focusedSceneObject(model)
                .onChange(of: text) { model.count += 1 }
            TextField(FixtureLabel.other, text: $otherText)
            FocusedObjectReader()
        }
    }
}

extension FocusedValues {
    /// A value declared with `@Entry`: the macro writes its key and accessors.
    @Entry public var fixtureEntry: String?
}

/// "Target" publishes "entry" under the `@Entry` member `fixtureEntry`; "Other" publishes nothing;
/// the reader shows "Entry: entry" or "Entry: none" (R27). A reader of `fixtureValue`, another
/// `String?` member, shows "Focused value: none" throughout: values are keyed by their key, not
/// their type (R33).
public struct EntryFocusedValueFixture: View {
    @State var otherText = ""
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            TextField(FixtureLabel.target, text: $targetText).focusedValue(\.fixtureEntry, "entry")
            EntryReader()
            FocusedValueReader()
        }
    }
}

/// Shows the `@Entry` value as "Entry: …".
public struct EntryReader: View {
    @FocusedValue(\.fixtureEntry) var value

    /// Creates the reader.
    public init() {}

    public var body: some View { Text("Entry: \(value ?? "none")") }
}

extension FixtureLabel {
    /// A field inside `FocusedValueFixture`'s group that publishes nothing itself: focused, the
    /// reader sees its ancestor's value.
    public static let inside = "Inside"
}
