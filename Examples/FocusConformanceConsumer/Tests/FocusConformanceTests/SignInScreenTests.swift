import FocusEngine
import XCTest

/// The consumer's own screen, driven headless by the same engine its generated suites run
/// against (the suites are in Generated/, written by the command plugin).
struct SignInScreen: View {
    enum Field: Hashable { case username, password }

    @State private var username = ""
    @State private var password = ""
    @State private var signedIn = false
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .onSubmit { signedIn = !username.isEmpty && !password.isEmpty }
            Text(signedIn ? "Signed in" : "Signed out")
        }
        .defaultFocus($focusedField, .username)
    }
}

final class SignInScreenTests: XCTestCase {
    func testSubmittingTheUsernameMovesFocusToThePassword() throws {
        let host = FocusHost(SignInScreen())
        XCTAssertEqual(host.focusedElement?.label, "Username")
        try host.type("kim")
        try host.submit()
        XCTAssertEqual(host.focusedElement?.label, "Password")
        XCTAssertEqual(try host.state("focusedField", as: SignInScreen.Field?.self), .password)
    }

    func testSubmittingThePasswordSignsIn() throws {
        let host = FocusHost(SignInScreen())
        try host.type("kim")
        try host.submit()
        try host.type("secret")
        try host.submit()
        XCTAssertTrue(host.texts.contains("Signed in"), "\(host.texts)")
    }
}
