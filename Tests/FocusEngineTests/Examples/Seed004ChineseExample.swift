import FocusEngine

// Verbatim code example from seeds/004_eefa55f0912961d3.txt (focused(_:), Chinese part), lines 35-54. Only `import SwiftUI` is replaced by `import FocusEngine`.
// The page shows a fragment (properties + body); it is wrapped in a View struct.
struct Seed004ChineseUsernameView: View {
@State private var username: String = ""
@FocusState private var usernameFieldIsFocused: Bool
@State private var showUsernameTaken = false

var body: some View {
    VStack {
        TextField("Choose a username.", text: $username)
            .focused($usernameFieldIsFocused)
        if showUsernameTaken {
            Text("That username is taken. Please choose another.")
        }
        Button("Submit") {
            showUsernameTaken = false
            if !isUserNameAvailable(username: username) {
                usernameFieldIsFocused = true
                showUsernameTaken = true
            }
        }
    }
}
}
