import FocusEngine

/// A text ("Title"), then fields "Target" and "Other": keyboard-focusable and accessibility
/// elements at once (R20: the two kinds of focus are independent).
public struct KeyboardAndAccessibilityFixture: View {
    @State var targetText = ""
    @State var otherText = ""

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.title)
            TextField(FixtureLabel.target, text: $targetText)
            TextField(FixtureLabel.other, text: $otherText)
        }
    }
}

/// "Other", then one accessibility element labelled "Target" combining two texts ("Part 1",
/// "Part 2"), then "After" (R21: assistive technologies never land on the hidden children).
public struct CombinedElementFixture: View {
    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            HStack {
                Text("Part 1")
                Text("Part 2")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel(FixtureLabel.target)
            Text("After")
        }
    }
}

/// "Other" (a banner shown while `showBanner` is true) and "Target", the region's default
/// accessibility focus (R22: removing the focused element re-evaluates default focus).
public struct DefaultAccessibilityFocusAfterRemovalFixture: View {
    @AccessibilityFocusState var value: FixtureField?
    @State var showBanner = true

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text("Toolbar")
            if showBanner {
                Text(FixtureLabel.other)
            }
            Text(FixtureLabel.target).accessibilityFocused($value, equals: .target)
        }
        .accessibilityDefaultFocus($value, .target)
    }
}

/// A text ("Target") whose zoom action shows the request's direction and location as
/// "Zoom in at 0.0, 0.0" (R23).
public struct ZoomLocationFixture: View {
    @State var last = "No zoom"

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            Text(FixtureLabel.other)
            Text(FixtureLabel.target)
                .accessibilityZoomAction { action in
                    let direction = action.direction == .zoomIn ? "in" : "out"
                    last = "Zoom \(direction) at \(action.location.x), \(action.location.y)"
                }
            Text(last)
        }
    }
}

/// A field with two stacked `onSubmit` actions (R15: stacked actions all run).
public struct StackedOnSubmitFixture: View {
    @State var targetText = ""
    @State var log: [String] = []

    /// Creates the fixture.
    public init() {}

    public var body: some View {
        VStack {
            TextField(FixtureLabel.target, text: $targetText)
                .onSubmit { log.append("inner") }
                .onSubmit { log.append("outer") }
            Text("Submitted: \(log.joined(separator: ", "))")
        }
    }
}

extension FixtureLabel {
    /// A text placed first (`KeyboardAndAccessibilityFixture`): where an activated technology lands.
    public static let title = "Title"
}
