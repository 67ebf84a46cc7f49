import FocusEngine

/// Labels and match values shared by every fixture, so generated cases can address elements.
///
/// Each fixture shows an unbound element labelled ``other`` first and the element under test,
/// labelled ``target``, second: an assistive technology activated on the fixture lands on
/// ``other``, and moving focus to ``other`` is how a case makes focus leave the target.
public enum FixtureLabel {
    /// The element bound by the modifier under test.
    public static let target = "Target"
    /// An unbound element that can take the same kind of focus.
    public static let other = "Other"
}

/// The match values used by the `equals:` fixtures.
public enum FixtureField: Hashable, CaseIterable {
    /// The value the target element is bound to.
    case target
    /// A value no element is bound to.
    case elsewhere
}

/// The name of the state property every binding fixture exposes to `FocusHost.state(_:)`.
public enum FixtureState {
    /// `@FocusState` / `@AccessibilityFocusState` property bound by the fixture.
    public static let value = "value"
}
