import FocusEngine

// Verbatim code example from seeds/002_263343b132dc5b67.txt (Incorrect: no focus management), lines 15-62. Only `import SwiftUI` is replaced by `import FocusEngine`.
// Wrapped in `enum Seed002Incorrect` because `CreateAccountView` occurs twice in the page.
enum Seed002Incorrect {
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
}
