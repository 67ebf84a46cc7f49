import FocusEngine

// Small stubs for the free identifiers that documentation fragments use.

/// Usernames `isUserNameAvailable(username:)` reports as taken (seed 004, focused(_:) page).
var takenUsernames: Set<String> = ["taken"]

/// Stub for the availability check used by the focused(_:) examples.
func isUserNameAvailable(username: String) -> Bool { !takenUsernames.contains(username) }

/// Calls of `handleLogin` (focused(_:equals:) page).
var handleLoginCalls: [(String, String)] = []

/// Stub for the login action used by the focused(_:equals:) example.
func handleLogin(_ username: String, _ password: String) { handleLoginCalls.append((username, password)) }

/// Calls of `submitAccount()` (seed 002 Correct).
var submitAccountCalls = 0

extension Seed002Correct.CreateAccountView {
    /// Stub for the account submission the seed example calls on success.
    func submitAccount() { submitAccountCalls += 1 }
}

extension PageFocusedEquals.LoginForm: View {}

/// Stubs for the onSubmit(of:_:) page.
enum PageOnSubmit {
    final class ViewModel: ObservableObject {
        @Published var userName = ""
        @Published var password = ""
        @Published var tags = ""
        @Published var searchText = ""
        var validations = 0
        var logins = 0
        var searches: [String] = []
        func validate() -> Bool { validations += 1; return !userName.isEmpty }
        func login() { logins += 1 }
        func submitCurrentSearchQuery() { searches.append(searchText) }
    }
    struct SidebarView: View { var body: some View { Text("Sidebar") } }
    struct DetailView: View { var body: some View { Text("Detail") } }
    struct SuggestionsView: View { var body: some View { Text("Suggestion") } }
}

/// Stubs for the submitScope(_:) page.
enum PageSubmitScope {
    typealias ViewModel = PageOnSubmit.ViewModel
}

/// Stubs for the focusable(_:interactions:) page.
enum PageFocusableInteractions {
    /// A custom view taking `...` (the range operator) as its argument, as the page writes it.
    struct MyTapGestureView: View {
        let range: ClosedRange<Int>
        init(_ makeRange: (Int, Int) -> ClosedRange<Int>) { range = makeRange(1, 3) }
        var body: some View { Text("Tap me \(range.lowerBound)...\(range.upperBound)") }
    }
}

/// Stubs for the accessibilityDefaultFocus(_:_:) page.
enum PageAccessibilityDefaultFocus {
    struct Playlist { var title: String; var entries: [String] }
    struct PlayerControls: View {
        @Binding var currentSong: String
        var body: some View {
            HStack {
                Button("Play") {}
                Text(currentSong)
            }
        }
    }
    struct PlaylistEntries: View {
        let entries: [String]
        var body: some View { ForEach(entries, id: \.self) { Text($0) } }
    }
}

/// Namespace for the accessibilityZoomAction(_:) page example.
enum PageAccessibilityZoomAction {}
