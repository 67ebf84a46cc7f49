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

/// Two texts in a region with `.accessibilityDefaultFocus($value, .target)`; the second
/// ("Target") is bound with `.accessibilityFocused($value, equals: .target)`.
public struct AccessibilityDefaultFocusFixture: View {
    @AccessibilityFocusState var value: FixtureField?

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target).accessibilityFocused($value, equals: .target)
        }
        .accessibilityDefaultFocus($value, .target)
    }
}
