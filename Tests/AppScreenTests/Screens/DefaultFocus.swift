// App screens modelled on real SwiftUI files (issue 16); see Forms.swift for what that means.
import FocusEngine

// Modelled on virgi-septian/SwiftUI-by-Apple-Developer-Documentation
// .../MakeATextFieldOrTextEditorHaveDefaultFocus.swift @ 6b6568c7420e (no licence found): the iOS
// form focuses its first field in onAppear ...
struct NameFormFocusedOnAppear: View {
    enum FocusedField { case firstName, lastName }

    @State private var firstName = ""
    @State private var lastName = ""
    @FocusState private var focusedField: FocusedField?

    var body: some View {
        Form {
            TextField("First name", text: $firstName).focused($focusedField, equals: .firstName)
            TextField("Last name", text: $lastName).focused($focusedField, equals: .lastName)
        }
        .onAppear { focusedField = .firstName }
    }
}

// ... and the same file's macOS variant uses defaultFocus instead (here on the second field, so
// the default is not also the first field in tree order).
struct NameFormWithDefaultFocus: View {
    enum FocusedField { case firstName, lastName }

    @State private var firstName = ""
    @State private var lastName = ""
    @FocusState private var focusedField: FocusedField?

    var body: some View {
        Form {
            TextField("First name", text: $firstName).focused($focusedField, equals: .firstName)
            TextField("Last name", text: $lastName).focused($focusedField, equals: .lastName)
        }
        .defaultFocus($focusedField, .lastName)
    }
}

// Modelled on axidaka-shan/Demo1 Demo1_tvOS/focus/focusScope/FocusScopeDemoView.swift
// @ 189bbaa82782 (MIT): tvOS buttons where "3" prefers default focus and a button resets to it.
struct FocusScopeDemoView: View {
    @Namespace var mainNamespace
    @Environment(\.resetFocus) var resetFocus

    var body: some View {
        VStack {
            Button("1") {}
            Button("2") {}
            Button("3") {}
                .prefersDefaultFocus(in: mainNamespace)
            Button("Reset to default focus") { resetFocus(in: mainNamespace) }
        }
        .focusScope(mainNamespace)
    }
}

struct FocusScopeDemoView_Previews: PreviewProvider {
    static var previews: some View {
        FocusScopeDemoView()
    }
}
