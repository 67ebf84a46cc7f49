import FocusEngine
import XCTest

/// Apple's `RenameButton` page: "A rename button receives its action from the environment … The
/// system disables the button if you don't define an action", and the rename action "focuses the
/// text field by setting the `isFocused` property to true".
final class RenameButtonTests: XCTestCase {
    private struct Row: View {
        let withAction: Bool
        @State var name = "Draft"
        @FocusState var isFocused: Bool

        var body: some View {
            let row = VStack {
                TextField("Name", text: $name).focused($isFocused)
                RenameButton()
            }
            if withAction {
                row.renameAction { isFocused = true }
            } else {
                row
            }
        }
    }

    func testTheRenameButtonRunsTheEnvironmentsActionWhichFocusesTheField() throws {
        let host = FocusHost(Row(withAction: true))
        XCTAssertNil(host.focusedElement)
        try host.tap(host.element(label: "Rename"))
        XCTAssertEqual(host.focusedElement?.label, "Name")
    }

    func testWithoutARenameActionTheButtonIsDisabled() throws {
        let host = FocusHost(Row(withAction: false))
        XCTAssertFalse(try host.element(label: "Rename").isEnabled)
        try? host.tap(host.element(label: "Rename"))
        XCTAssertNil(host.focusedElement, "a disabled rename button does nothing")
    }

    private struct Titled: View {
        @State var title = "Notes"
        var body: some View {
            Text("Content")
                .navigationTitle($title) {
                    RenameButton()
                }
        }
    }

    func testAnEditableNavigationTitleIsRecordedAndItsMenuIsNotRendered() {
        let host = FocusHost(Titled())
        XCTAssertTrue(host.dump().contains(".navigationTitle(\"Notes\")"), host.dump())
        XCTAssertThrowsError(try host.element(label: "Rename"), "the title menu is never opened")
    }
}
