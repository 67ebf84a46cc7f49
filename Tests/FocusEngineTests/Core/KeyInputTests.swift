import FocusEngine
import XCTest

/// R43, R44: key presses go to the focused view, then up its ancestors; phases and keys select
/// the action.
final class KeyInputTests: XCTestCase {
    final class Log: ObservableObject {
        var entries: [String] = []
    }

    /// Two fields in a stack; the lower field, the stack and the root each listen for keys.
    struct Listening: View {
        let log: Log
        var fieldResult: KeyPress.Result = .ignored
        var body: some View {
            VStack {
                TextField("A", text: .constant(""))
                TextField("B", text: .constant(""))
                    .onKeyPress(.downArrow) { log.entries.append("field"); return fieldResult }
                    .onKeyPress(.upArrow) { log.entries.append("field up"); return .ignored }
            }
            .onKeyPress(.downArrow) { log.entries.append("stack"); return .handled }
        }
    }

    func testR43_APressGoesToTheFocusedViewThenUpItsAncestors() throws {
        let log = Log()
        let host = FocusHost(Listening(log: log))
        try host.tap(host.element(label: "B"))
        XCTAssertEqual(host.press(.downArrow), .handled)
        XCTAssertEqual(log.entries, ["field", "stack"])
        XCTAssertEqual(host.calls(.onKeyPress).count, 2)
    }

    func testR43_HandledStopsPropagation() throws {
        let log = Log()
        let host = FocusHost(Listening(log: log, fieldResult: .handled))
        try host.tap(host.element(label: "B"))
        XCTAssertEqual(host.press(.downArrow), .handled)
        XCTAssertEqual(log.entries, ["field"])
    }

    func testR43_AncestorsReceiveKeysFromAnyFocusedDescendant() throws {
        let log = Log()
        let host = FocusHost(Listening(log: log))
        try host.tap(host.element(label: "A"))
        host.press(.downArrow)
        XCTAssertEqual(log.entries, ["stack"], "A has no handler of its own; the stack's handled it")
        XCTAssertEqual(host.focusedElement?.label, "A", "a handled arrow does not move focus")
    }

    func testR43_WithNothingFocusedNoActionRuns() {
        let log = Log()
        let host = FocusHost(Listening(log: log))
        XCTAssertEqual(host.press(.downArrow, phase: .down), .ignored)
        XCTAssertEqual(log.entries, [])
    }

    struct Phased: View {
        let log: Log
        var body: some View {
            TextField("Field", text: .constant(""))
                .onKeyPress("a", phases: .up) { press in log.entries.append("up-only \(press.phase)"); return .handled }
                .onKeyPress(keys: ["a", "b"]) { press in log.entries.append("default \(press.key) \(press.phase)"); return .handled }
                .onKeyPress(characters: .decimalDigits) { press in log.entries.append("digit \(press.characters)"); return .handled }
                .onKeyPress(phases: .all) { press in log.entries.append("any \(press.phase)"); return .ignored }
        }
    }

    func testR44_DefaultPhasesAreDownAndRepeat() throws {
        let log = Log()
        let host = FocusHost(Phased(log: log))
        try host.tap(host.element(label: "Field"))
        XCTAssertEqual(host.press("b"), .handled)
        XCTAssertEqual(log.entries, ["default \"b\" .down", "any .up"],
                       "the key-down is handled by keys:phases:'s default [.down, .repeat]; the key-up reaches only the .all action")
        log.entries = []
        host.press("b", phase: .repeat)
        XCTAssertEqual(log.entries, ["default \"b\" .repeat"])
    }

    func testR44_PhasesFilterWhichActionsRun() throws {
        let log = Log()
        let host = FocusHost(Phased(log: log))
        try host.tap(host.element(label: "Field"))
        host.press("a", phase: .up)
        XCTAssertEqual(log.entries, ["up-only .up"], "innermost first; handled")
        log.entries = []
        host.press("a", phase: .down)
        XCTAssertEqual(log.entries, ["default \"a\" .down"], "the .up-only action does not see the key-down")
    }

    func testR44_KeysAndCharactersSelectTheAction() throws {
        let log = Log()
        let host = FocusHost(Phased(log: log))
        try host.tap(host.element(label: "Field"))
        host.press("7", phase: .down)
        host.press("x", phase: .down)
        XCTAssertEqual(log.entries, ["digit 7", "any .down"], "x matches neither keys nor characters: only the any-key action")
    }

    func testR44_TheActionSeesTheKeyCharactersAndModifiers() throws {
        var seen: [KeyPress] = []
        let host = FocusHost(Button("Go") {}.onKeyPress(phases: .down) { press in seen.append(press); return .handled })
        host.moveFocus(.next)
        host.press("g", modifiers: [.command, .shift])
        XCTAssertEqual(seen.count, 1)
        XCTAssertEqual(seen.first?.key, "g")
        XCTAssertEqual(seen.first?.characters, "g")
        XCTAssertEqual(seen.first?.modifiers, [.command, .shift])
        XCTAssertEqual(seen.first?.phase, .down)
    }
}
