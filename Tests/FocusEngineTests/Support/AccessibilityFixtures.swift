import FocusEngine

extension Fixture {
    /// Texts bound to accessibility focus states: aggregate, VoiceOver-only, Switch-Control-only.
    struct Announcements: View {
        @AccessibilityFocusState var focus: Field?
        @AccessibilityFocusState(for: .voiceOver) var voiceOverOnly: Bool
        @AccessibilityFocusState(for: .switchControl) var switchOnly: Bool
        @FocusState var keyboard: Field?
        @State var name = ""

        var body: some View {
            VStack {
                Text("Title").accessibilityFocused($focus, equals: .a)
                Text("Body").accessibilityFocused($focus, equals: .b)
                Text("VO target").accessibilityFocused($voiceOverOnly)
                Text("Switch target").accessibilityFocused($switchOnly)
                TextField("Name", text: $name).focused($keyboard, equals: .c)
                Button("Announce body") { focus = .b }
                Button("Clear") { focus = nil }
                Button("VO only") { voiceOverOnly = true }
                Button("Switch only") { switchOnly = true }
            }
        }
    }

    /// A combined element hiding its children.
    struct Combined: View {
        var body: some View {
            VStack {
                Text("Before")
                HStack {
                    Image(systemName: "star")
                    Text("Rating")
                    Text("4 stars")
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Rating: 4 stars")
                Text("After")
            }
        }
    }

    /// accessibilityDefaultFocus on a region with a removable element.
    struct DefaultAnnouncement: View {
        @AccessibilityFocusState var focus: Field?
        @State var showBanner = true

        var body: some View {
            VStack {
                Text("Toolbar")
                if showBanner {
                    Text("Banner")
                }
                Text("Headline").accessibilityFocused($focus, equals: .a)
                Button("Hide banner") { showBanner = false }
            }
            .accessibilityDefaultFocus($focus, .a)
        }
    }
}
