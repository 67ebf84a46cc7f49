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

/// Like `SubmitScopeFixture`, but the scope around "Target" is `submitScope(false)`: not blocking.
public struct NonBlockingSubmitScopeFixture: View {
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
            .submitScope(false)
        }
        .onSubmit {}
    }
}

/// A text field ("Other") and a search field (prompt "Target") under `.onSubmit(of: .search)`:
/// only submissions from the search field trigger the action.
public struct SubmitTriggersFixture: View {
    @State var otherText = ""
    @State var query = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.other, text: $otherText)
            List { Text("Row") }
                .searchable(text: $query, prompt: Text(FixtureLabel.target))
        }
        .onSubmit(of: .search) {}
    }
}
