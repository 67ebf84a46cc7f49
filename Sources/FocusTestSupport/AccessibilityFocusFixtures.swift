import FocusEngine

/// Two texts; the second is bound with `.accessibilityFocused($value)` (a `Bool` state),
/// optionally restricted to some assistive technologies (`@AccessibilityFocusState(for:)`).
public struct AccessibilityBoolFixture: View {
    @AccessibilityFocusState var value: Bool

    /// Creates the fixture; `technologies` nil means every technology.
    public init(technologies: AccessibilityTechnologies? = nil) {
        if let technologies {
            _value = AccessibilityFocusState(for: technologies)
        }
    }

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target).accessibilityFocused($value)
        }
    }
}

/// Two texts; the second is bound with `.accessibilityFocused($value, equals: .target)`
/// (an optional state), optionally restricted to some assistive technologies.
public struct AccessibilityEqualsFixture: View {
    @AccessibilityFocusState var value: FixtureField?

    /// Creates the fixture; `technologies` nil means every technology.
    public init(technologies: AccessibilityTechnologies? = nil) {
        if let technologies {
            _value = AccessibilityFocusState(for: technologies)
        }
    }

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target).accessibilityFocused($value, equals: .target)
        }
    }
}
