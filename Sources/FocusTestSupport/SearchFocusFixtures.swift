import FocusEngine

/// A text field and a searchable list whose search field (prompt "Target") is bound with
/// `.searchFocused($value)`.
public struct SearchFocusedBoolFixture: View {
    @FocusState var value: Bool
    @State var otherText = ""
    @State var query = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            List { Text("Row") }
                .searchable(text: $query, prompt: Text(FixtureLabel.target))
                .searchFocused($value)
        }
    }
}

/// A text field and a searchable list whose search field (prompt "Target") is bound with
/// `.searchFocused($value, equals: .target)`.
public struct SearchFocusedEqualsFixture: View {
    @FocusState var value: FixtureField?
    @State var otherText = ""
    @State var query = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            List { Text("Row") }
                .searchable(text: $query, prompt: Text(FixtureLabel.target))
                .searchFocused($value, equals: .target)
        }
    }
}
