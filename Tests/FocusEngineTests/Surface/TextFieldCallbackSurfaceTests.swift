import FocusEngine
import XCTest

/// The deprecated editing-callback initializers of `TextField` take defaults for both callbacks,
/// as SwiftUI's interface declares them (`onEditingChanged: … = { _ in }, onCommit: … = {}`).
final class TextFieldCallbackSurfaceTests: XCTestCase {
    func testATextFieldWithOnlyAnEditingCallbackIsAFocusableTextField() throws {
        struct Search: View {
            @State private var text = ""
            @State private var editing = false
            var body: some View {
                VStack {
                    TextField("Search", text: $text, onEditingChanged: { editing = $0 })
                    TextField("Go", text: $text, onCommit: {})
                }
            }
        }
        let host = FocusHost(Search())
        try host.tap(host.element(label: "Search"))
        XCTAssertEqual(host.focusedElement?.label, "Search")
        try host.tap(host.element(label: "Go"))
        XCTAssertEqual(host.focusedElement?.label, "Go")
    }
}
