/// Code examples copied verbatim from the seed pages in `/work/shared/seeds/`.
enum SeedExamples {
    /// Seed 000 (AccessibilityFocusState, sosumi): the second swift block.
    static let customNotification = #"""
struct CustomNotification: Equatable {
    var text: String
    var isPriority: Bool
}

struct ContentView: View {
    @Binding var notification: CustomNotification?
    @AccessibilityFocusState var isNotificationFocused: Bool

    var body: some View {
        VStack {
            if let notification = self.notification {
                Text(notification.text)
                    .accessibilityFocused($isNotificationFocused)
            }
            Text("The main content for this view.")
        }
        .onChange(of: notification) { notification in
            if (notification?.isPriority == true)  {
                isNotificationFocused = true
            }
        }

    }
}
"""#

    /// Seed 002 (rule document): the "Incorrect" listing.
    static let createAccountIncorrect = #"""
struct CreateAccountView: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var errorMessage = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Personal Info") {
                    // BAD: No @FocusState binding. Keyboard toolbar
                    // shows no Next/Previous arrows. External keyboard
                    // Tab key does nothing. User must tap each field.
                    TextField("Full Name", text: $name)
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                }

                Section("Security") {
                    SecureField("Password", text: $password)
                }

                if !errorMessage.isEmpty {
                    Section {
                        // BAD: Error shown but user has no idea
                        // which field caused it. No focus redirect.
                        Text(errorMessage)
                            .foregroundColor(.red)
                    }
                }

                Button("Create Account") {
                    validate()
                }
            }
            .navigationTitle("Sign Up")
        }
    }

    private func validate() {
        if email.isEmpty {
            errorMessage = "Email is required"
            // No way to move focus to the email field.
            // User must manually tap the email field.
        }
    }
}
"""#

    /// Seed 004 (focused(_:), zh+en): the English page's example.
    static let usernameFragment = #"""
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
"""#
}
