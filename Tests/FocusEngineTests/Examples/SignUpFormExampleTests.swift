import FocusEngine
import XCTest

/// The worked example of testing a real screen (README "Testing your own screens"): a sign-up form
/// written as an app would write it — decoration, a keyboard toolbar, an error that VoiceOver should
/// read — driven headless with `FocusHost`.
final class SignUpFormExampleTests: XCTestCase {
    struct SignUpForm: View {
        enum Field: Hashable { case name, email, password }

        @State private var name = ""
        @State private var email = ""
        @State private var password = ""
        @State private var error: String?
        @State private var submitted = false
        @FocusState private var focusedField: Field?
        @AccessibilityFocusState private var errorFocused: Bool

        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        TextField("Name", text: $name)
                            .focused($focusedField, equals: .name)
                            .textContentType(.name)
                            .submitLabel(.next)
                        TextField("Email", text: $email)
                            .focused($focusedField, equals: .email)
                            .keyboardType(.emailAddress)
                            .textContentType(.emailAddress)
                            .submitLabel(.next)
                        SecureField("Password", text: $password)
                            .focused($focusedField, equals: .password)
                            .submitLabel(.join)
                    }
                    if let error {
                        Text(error)
                            .foregroundStyle(.red)
                            .accessibilityFocused($errorFocused)
                    }
                    Button("Create account", action: createAccount)
                        .frame(maxWidth: .infinity)
                        .background(.blue, in: RoundedRectangle(cornerRadius: 8))
                }
                .onSubmit {
                    switch focusedField {
                    case .name: focusedField = .email
                    case .email: focusedField = .password
                    default: createAccount()
                    }
                }
                .navigationTitle("Sign up")
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { focusedField = nil }
                    }
                }
                .onAppear { focusedField = .name }
            }
        }

        private func createAccount() {
            if name.isEmpty { focusedField = .name; return }
            guard email.contains("@") else {
                error = "Enter a valid email address."
                focusedField = .email
                errorFocused = true
                return
            }
            if password.count < 8 { focusedField = .password; return }
            error = nil
            focusedField = nil
            submitted = true
        }
    }

    func testSubmitChainMovesThroughTheFieldsAndCreatesTheAccount() throws {
        let host = FocusHost(SignUpForm())
        XCTAssertEqual(host.focusedElement, try host.element(label: "Name"), "onAppear focuses the first field")
        try host.type("Ada")
        try host.submit()
        XCTAssertEqual(host.focusedElement, try host.element(label: "Email"))
        try host.type("ada@example.com")
        try host.submit()
        XCTAssertEqual(host.focusedElement, try host.element(label: "Password"))
        try host.type("correct horse")
        try host.submit()
        XCTAssertNil(host.focusedElement)
        XCTAssertEqual(try host.state("submitted", as: Bool.self), true)
    }

    func testInvalidEmailFocusesTheFieldAndVoiceOverReadsTheError() throws {
        let host = FocusHost(SignUpForm())
        host.activate(.voiceOver)
        try host.type("Ada")
        try host.tap(try host.element(label: "Email"))
        try host.type("not-an-email")
        try host.tap(try host.element(label: "Create account"))
        XCTAssertEqual(host.focusedElement, try host.element(label: "Email"))
        XCTAssertEqual(host.accessibilityFocusedElement(.voiceOver), try host.element(text: "Enter a valid email address."))
        XCTAssertEqual(try host.state("submitted", as: Bool.self), false)
    }

    func testTabMovesToTheNextFieldAndTheKeyboardToolbarDismisses() throws {
        let host = FocusHost(SignUpForm())
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement, try host.element(label: "Email"))
        try host.tap(try host.element(label: "Done"))
        XCTAssertNil(host.focusedElement)
        XCTAssertTrue(host.dump().contains(".navigationTitle(\"Sign up\")"), host.dump())
    }
}
