import FocusEngine

/// A text ("Target") with an `accessibilityZoomAction` that adds 0.5 to `value` on zoom in and
/// subtracts 0.5 on zoom out, and a text showing `value` as "Zoom 1.0".
public struct ZoomFixture: View {
    @State var value = 1.0

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target)
                .accessibilityZoomAction { value = Self.zoomed(value, by: $0) }
            Text("Zoom \(value, specifier: "%.1f")")
        }
    }

    /// The value after `action`: zoom in adds 0.5, zoom out subtracts 0.5 (both zoom fixtures).
    static func zoomed(_ value: Double, by action: AccessibilityZoomGestureAction) -> Double {
        switch action.direction {
        case .zoomIn: value + 0.5
        case .zoomOut: value - 0.5
        }
    }
}

/// `ZoomFixture` with the zoom action added through `ModifiedContent`'s overload: "Target" is
/// labelled first (`accessibilityLabel` returns a `ModifiedContent` of an accessibility
/// attachment), and `accessibilityZoomAction` is then that type's own method.
public struct ZoomOnModifiedContentFixture: View {
    @State var value = 1.0

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target)
                .accessibilityLabel(FixtureLabel.target)
                .accessibilityZoomAction { value = ZoomFixture.zoomed(value, by: $0) }
            Text("Zoom \(value, specifier: "%.1f")")
        }
    }
}

/// A plain text ("Other") and a text made focusable with `.focusable()` ("Target").
public struct FocusableFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target).focusable()
        }
    }
}

/// A focusable text ("Other") and a text with `.focusable(false)` ("Target").
public struct NotFocusableFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other).focusable()
            Text(FixtureLabel.target).focusable(false)
        }
    }
}

/// `FocusableFixture` through `focusable(_:interactions:)`: a text ("Target") focusable for edit
/// interactions, and a text ("Other") that is not focusable.
public struct FocusableInteractionsFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target).focusable(true, interactions: .edit)
        }
    }
}

/// `NotFocusableFixture` through `focusable(_:interactions:)`: a focusable text ("Other") and a
/// text ("Target") with `.focusable(false, interactions: .edit)`.
public struct NotFocusableInteractionsFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other).focusable()
            Text(FixtureLabel.target).focusable(false, interactions: .edit)
        }
    }
}

/// A text ("Target") that supports only `.activate` focus interactions, like a button.
public struct ActivateOnlyFocusableFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target).focusable(interactions: .activate)
        }
    }
}

/// Buttons "Other" and "Target" in a focus scope, "Target" preferring default focus, and a
/// "Reset" button that calls the environment's `resetFocus(in:)` for the scope. Mount with
/// `FocusHost.Configuration.tvOS`.
public struct ResetFocusFixture: View {
    @Namespace var scope
    @Environment(\.resetFocus) var resetFocus: ResetFocusAction

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Button(FixtureLabel.other) {}
            Button(FixtureLabel.target) {}
                .prefersDefaultFocus(in: scope)
            Button(FixtureLabel.reset) { resetFocus(in: scope) }
        }
        .focusScope(scope)
    }
}

extension FixtureLabel {
    /// The button that resets focus in `ResetFocusFixture`.
    public static let reset = "Reset"
}

extension FocusHost.Configuration {
    /// iOS-like, with keyboard navigation turned off system-wide (Full Keyboard Access off).
    public static var withoutKeyboardNavigation: FocusHost.Configuration {
        var configuration = FocusHost.Configuration()
        configuration.keyboardNavigation = false
        return configuration
    }
}
