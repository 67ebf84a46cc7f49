import FocusEngine
import XCTest

/// R45: move and exit commands go to the nearest handler on the focus chain; what nobody handles
/// has its default effect (arrows move focus, Tab moves sequentially, Return submits).
final class CommandTests: XCTestCase {
    func testR45_AnUnhandledArrowMovesFocusInItsDirection() throws {
        let log = KeyInputTests.Log()
        let host = FocusHost(KeyInputTests.Listening(log: log))
        try host.tap(host.element(label: "B"))
        XCTAssertEqual(host.press(.upArrow), .ignored)
        XCTAssertEqual(log.entries, ["field up"])
        XCTAssertEqual(host.focusedElement?.label, "A")
    }

    struct Commands: View {
        let log: KeyInputTests.Log
        var body: some View {
            VStack {
                Button("A") {}
                Button("B") {}.onExitCommand { log.entries.append("exit B") }
            }
            .onMoveCommand { direction in log.entries.append("move \(direction)") }
            .onExitCommand { log.entries.append("exit stack") }
        }
    }

    func testR45_MoveCommandsGoToTheNearestHandlerAndDoNotMoveFocus() {
        let log = KeyInputTests.Log()
        let host = FocusHost(Commands(log: log))
        host.moveFocus(.next)
        host.press(.downArrow)
        host.moveCommand(.left)
        XCTAssertEqual(log.entries, ["move down", "move left"])
        XCTAssertEqual(host.focusedElement?.label, "A")
        XCTAssertEqual(host.calls(.onMoveCommand).count, 2)
    }

    func testR45_AnUnhandledMoveCommandMovesFocus() {
        let host = FocusHost(VStack {
            Button("A") {}
            Button("B") {}
        })
        host.moveFocus(.next)
        host.moveCommand(.down)
        XCTAssertEqual(host.focusedElement?.label, "B")
    }

    func testR45_ExitCommandAndEscapeGoToTheNearestExitHandler() {
        let log = KeyInputTests.Log()
        let host = FocusHost(Commands(log: log))
        host.moveFocus(.next)
        host.exitCommand()
        host.moveFocus(.next)
        host.press(.escape)
        XCTAssertEqual(log.entries, ["exit stack", "exit B"])
    }

    func testR45_TabMovesSequentiallyAndReturnSubmitsATextField() throws {
        final class Submitted { var count = 0 }
        let submitted = Submitted()
        let host = FocusHost(VStack {
            TextField("A", text: .constant("")).onSubmit { submitted.count += 1 }
            TextField("B", text: .constant(""))
        })
        try host.tap(host.element(label: "A"))
        host.press(.tab)
        XCTAssertEqual(host.focusedElement?.label, "B")
        host.press(.tab, modifiers: .shift)
        XCTAssertEqual(host.focusedElement?.label, "A")
        host.press(.return)
        XCTAssertEqual(submitted.count, 1)
        host.press(.tab, modifiers: .command)
        XCTAssertNil(host.focusedElement, "submitting resigned focus; Command-Tab does nothing here")
    }
}
