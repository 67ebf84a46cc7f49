import FocusEngine

/// A disabled field ("Target") before an enabled one ("Other") (R10: disabled views are not focusable).
public struct DisabledFieldFixture: View {
    @State var targetText = ""
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $targetText).disabled(true)
            TextField(FixtureLabel.other, text: $otherText)
        }
    }
}

/// "Other" outside a region of "First" and "Target" whose default focus is "Target" (R11).
public struct DefaultFocusRegionFixture: View {
    @FocusState var value: FixtureField?
    @State var otherText = ""
    @State var firstText = ""
    @State var targetText = ""
    let priority: DefaultFocusEvaluationPriority

    /// Creates the fixture with the region's evaluation priority.
    public init(priority: DefaultFocusEvaluationPriority = .automatic) {
        self.priority = priority
    }

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            VStack {
                TextField(FixtureLabel.first, text: $firstText).focused($value, equals: .elsewhere)
                TextField(FixtureLabel.target, text: $targetText).focused($value, equals: .target)
            }
            .defaultFocus($value, .target, priority: priority)
        }
    }
}

/// `DefaultFocusRegionFixture` with `.userInitiated` priority.
public struct UserInitiatedDefaultFocusFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View { DefaultFocusRegionFixture(priority: .userInitiated) }
}

/// Buttons in a 2×2 grid: "Other" top left, "Above" top right, "Beside" bottom left, "Target"
/// bottom right (R13: directional moves follow layout).
public struct DirectionalGridFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            HStack {
                Button(FixtureLabel.other) {}
                Button("Above") {}
            }
            HStack {
                Button("Beside") {}
                Button(FixtureLabel.target) {}
            }
        }
    }
}

/// "Other" on the left, a focus section whose only button ("Target") sits below "Other"'s row
/// (four 20-point headers above it), and "Beyond" level with "Other" further right: moving right
/// from "Other" lands in the section (R13); without sections it would land on "Beyond", the only
/// view in "Other"'s band (R42).
public struct FocusSectionFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        HStack {
            VStack { Button(FixtureLabel.other) {} }
            VStack {
                Text("Header 1")
                Text("Header 2")
                Text("Header 3")
                Text("Header 4")
                Button(FixtureLabel.target) {}
            }
            .focusSection()
            VStack { Button("Beyond") {} }
        }
    }
}
