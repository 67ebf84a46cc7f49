import FocusEngine

/// A text field ("Target") with an `.onSubmit` action; submissions show in `host.calls(.onSubmit)`.
public struct OnSubmitFixture: View {
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $targetText)
                .onSubmit {}
        }
    }
}

/// A form whose `onSubmit` is outside a `submitScope()` that contains the "Target" field, and an
/// "Other" field outside the scope.
public struct SubmitScopeFixture: View {
    @State var otherText = ""
    @State var targetText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            VStack {
                TextField(FixtureLabel.target, text: $targetText)
            }
            .submitScope()
        }
        .onSubmit {}
    }
}
