import FocusEngine

/// Two buttons in a focus scope; the second ("Target") has `.prefersDefaultFocus(in:)`.
/// Mount it with `FocusHost.Configuration.tvOS` (automatic focus) to see default focus.
public struct PrefersDefaultFocusFixture: View {
    @Namespace var scope

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Button(FixtureLabel.other) {}
            Button(FixtureLabel.target) {}
                .prefersDefaultFocus(in: scope)
        }
        .focusScope(scope)
    }
}
