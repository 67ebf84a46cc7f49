import FocusEngine

extension PageAccessibilityDefaultFocus {
// Verbatim code example from corpus page view/accessibilitydefaultfocus(____).md, lines 43-52.
// Fragment (body) wrapped in a View struct; the properties it uses are supplied by the wrapper.
struct PlaylistView: View {
    enum Field: Hashable { case title, controls }
    @AccessibilityFocusState var focusedField: Field?
    @State var currentSong = "Intro"
    let playlist = Playlist(title: "Road Trip", entries: ["Intro", "Highway"])

var body: some View {
    VStack {
        PlayerControls(currentSong: $currentSong)
        Text(playlist.title)
            .font(.title)
            .accessibilityFocused($focusedField, equals: .title)
        PlaylistEntries(entries: playlist.entries)
    }
    .accessibilityDefaultFocus($focusedField, .title)
}
}
}
