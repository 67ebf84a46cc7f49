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

/// A focus scope holding "Other", a button preferring default focus in a namespace that only a
/// sibling region's `focusScope` uses, and "Target", preferring default focus in the enclosing
/// scope. Mounted with `FocusHost.Configuration.tvOS`, default focus must skip the first
/// preference (its namespace names no scope around it) and land on "Target".
public struct ScopedPreferenceFixture: View {
    @Namespace var scope
    @Namespace var sibling

    /// The label of the button whose preference names the sibling region.
    public static let outsideItsScope = "Prefers the sibling region"

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            VStack {
                Button(FixtureLabel.other) {}
                Button(Self.outsideItsScope) {}
                    .prefersDefaultFocus(in: sibling)
                Button(FixtureLabel.target) {}
                    .prefersDefaultFocus(in: scope)
            }
            .focusScope(scope)
            VStack {
                Button("Sibling region") {}
            }
            .focusScope(sibling)
        }
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
