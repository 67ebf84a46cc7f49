// App screens modelled on real SwiftUI files (issue 16). Written here: each screen reproduces the
// focus flow of the file named above it (fields, bindings, what the buttons and submits do), not its
// text. Provenance and licences: Tests/AppCodeFixtures/README.md, "Committed screens".
import FocusEngine

// Modelled on tobitech/PullToRefresh PullToRefresh/FocusState.swift @ d063581e8d8b (no licence
// found): a sign-in form whose button sends focus to the first empty field.
struct LoginForm: View {
    enum Field: Hashable { case username, password }

    @State private var username = ""
    @State private var password = ""
    @State private var signedIn = false
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username).focused($focusedField, equals: .username)
            SecureField("Password", text: $password).focused($focusedField, equals: .password)
            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .username
                } else if password.isEmpty {
                    focusedField = .password
                } else {
                    signedIn = true
                }
            }
        }
    }
}

// Modelled on Woobios97/Nicetomeetyou_SwiftUI FocusStateExmaple/WelcomeView.swift @ 8b8515edb3b8
// (no licence found): the same form, focusing the username when it appears; with a #Preview.
struct WelcomeView: View {
    enum Field: Hashable { case username, password }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username).focused($focusField, equals: .username)
            SecureField("Password", text: $password).focused($focusField, equals: .password)
            Button("Sign In") {
                if username.isEmpty { focusField = .username } else if password.isEmpty { focusField = .password }
            }
        }
        .onAppear { focusField = .username }
    }
}

#Preview {
    WelcomeView()
}

// Modelled on zjinhu/Brick_SwiftUI Demo/Demo/FocusStateView.swift @ f977de69c879 (MIT): a submit
// chain — return in the username moves to the password, return there signs in.
struct SubmitChainSignInView: View {
    enum Field: Hashable { case username, password }

    @State private var username = ""
    @State private var password = ""
    @State private var signedInAs: String?
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.done)
                .onSubmit(signIn)
            Button("Sign In", action: signIn)
            if let signedInAs { Text("Signed in as \(signedInAs)") }
        }
        .onAppear { focusedField = .username }
    }

    private func signIn() {
        if username.isEmpty {
            focusedField = .username
        } else if password.isEmpty {
            focusedField = .password
        } else {
            focusedField = nil
            signedInAs = username
        }
    }
}

#Preview("Sign in chain") {
    SubmitChainSignInView()
}

// Modelled on SummonLav/SwiftfulThinkingBootcamp FocusStateBootcamp.swift @ a4be5137ad42 (no
// licence found): two Boolean focus states; the sign-up button focuses the field still missing.
struct FocusStateBootcamp: View {
    @FocusState private var usernameFocused: Bool
    @State private var username = ""
    @FocusState private var passwordFocused: Bool
    @State private var password = ""

    var body: some View {
        VStack {
            TextField("Add your name here ...", text: $username)
                .focused($usernameFocused)
                .padding(.leading)
                .frame(height: 55)
                .frame(maxWidth: .infinity)
                .background(Color.gray.opacity(0.1))
                .cornerRadius(10)
            SecureField("Add your password here ...", text: $password)
                .focused($passwordFocused)
                .padding(.leading)
                .frame(height: 55)
                .background(Color.gray.opacity(0.1))
            Button("Sign Up") {
                if !username.isEmpty && !password.isEmpty { return }
                if !username.isEmpty {
                    usernameFocused = false
                    passwordFocused = true
                } else {
                    usernameFocused = true
                    passwordFocused = false
                }
            }
        }
        .padding(40)
    }
}

#Preview {
    FocusStateBootcamp()
}
