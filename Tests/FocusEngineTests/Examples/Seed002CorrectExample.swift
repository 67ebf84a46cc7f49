import FocusEngine

// Verbatim code example from seeds/002_263343b132dc5b67.txt (Correct: @FocusState), lines 68-150. Only `import SwiftUI` is replaced by `import FocusEngine`.
// Wrapped in `enum Seed002Correct` because `CreateAccountView` occurs twice in the page.
enum Seed002Correct {
struct CreateAccountView: View {
    // Enum defines the tab order for form fields.
    // Add cases in the order users should navigate.
    enum Field: Hashable {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var errorMessage = ""

    // @FocusState tracks which field currently has keyboard focus.
    // Setting it programmatically moves focus (and VoiceOver cursor).
    @FocusState private var focusedField: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section("Personal Info") {
                    TextField("Full Name", text: $name)
                        // Bind to @FocusState. Keyboard toolbar now shows
                        // Next/Previous arrows to move between fields.
                        .focused($focusedField, equals: .name)
                        // Submit label changes Return key to "Next".
                        .submitLabel(.next)
                        .onSubmit { focusedField = .email }

                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .password }
                }

                Section("Security") {
                    SecureField("Password", text: $password)
                        .focused($focusedField, equals: .password)
                        .submitLabel(.done)
                        .onSubmit { validate() }
                }

                if !errorMessage.isEmpty {
                    Section {
                        Text(errorMessage)
                            .foregroundColor(.red)
                    }
                }

                Button("Create Account") {
                    validate()
                }
            }
            .navigationTitle("Sign Up")
            // Auto-focus the first field when the form appears.
            // User can start typing immediately without tapping.
            .onAppear { focusedField = .name }
        }
    }

    private func validate() {
        if name.isEmpty {
            errorMessage = "Name is required"
            // Programmatically move focus to the error field.
            // Keyboard opens on it, VoiceOver announces it.
            focusedField = .name
        } else if email.isEmpty || !email.contains("@") {
            errorMessage = "Valid email is required"
            // Focus jumps directly to email field â€” user can
            // fix the error immediately without tapping.
            focusedField = .email
        } else if password.count < 8 {
            errorMessage = "Password must be at least 8 characters"
            focusedField = .password
        } else {
            errorMessage = ""
            // Dismiss keyboard on successful validation.
            focusedField = nil
            submitAccount()
        }
    }
}
}
