import FocusEngine

/// Two text fields; the second is bound with `.focused($value)` (a `Bool` focus state).
public struct FocusedBoolFixture: View {
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
    }
}

/// Two text fields; the second is bound with `.focused($value, equals: .target)`
/// (an optional focus state); the first is unbound.
public struct FocusedEqualsFixture: View {
    @FocusState var value: FixtureField?
    @State var otherText = ""
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            TextField(FixtureLabel.target, text: $targetText).focused($value, equals: .target)
        }
    }
}
