import FocusEngine
import XCTest

/// Hosting apps and scenes in `FocusHost`: the dump records scenes and commands; the command list
/// has titles, enabled state, shortcuts and menus; commands are never focus targets.
final class FocusHostCommandsTests: XCTestCase {
    func testTheDumpRecordsTheAppItsScenesAndItsCommands() {
        let host = FocusHost(app: SceneFixture.DocumentApp())
        let dump = host.dump()
        XCTAssertTrue(dump.hasPrefix("DocumentApp"), dump)
        XCTAssertTrue(dump.contains("DocumentGroup (newDocument: MyDocument, active)"), dump)
        XCTAssertTrue(dump.contains("CommandGroup (after: .undoRedo)"), dump)
        XCTAssertNoThrow(try host.element(type: "DocumentGroup"), "scenes are queryable by type")
        XCTAssertTrue(dump.contains("Button \"Increment\" [disabled]"), dump)
        XCTAssertTrue(dump.contains(".focusedValue(\\FocusedValues.<computed (Optional<Binding<MyDocument>>)>)"),
                      "an @Entry key path, without addresses: \(dump)")
    }

    func testCommandsListTitleStateShortcutAndMenu() throws {
        let host = FocusHost(app: SceneFixture.MailApp())
        XCTAssertEqual(host.commands.map(\.title), ["Add Duck to Message", "Filter in Sidebar"])
        let duck = try host.command("Add Duck to Message")
        XCTAssertFalse(duck.isEnabled)
        XCTAssertEqual(duck.keyboardShortcut, KeyboardShortcut("d", modifiers: .command))
        XCTAssertEqual(duck.menu, "CommandGroup (after: .pasteboard)")
        XCTAssertEqual(duck.description, "Button \"Add Duck to Message\" [disabled] ⌘d in CommandGroup (after: .pasteboard)")
        XCTAssertEqual(try host.command("Filter in Sidebar").menu, "CommandMenu \"Navigate\"")
        XCTAssertThrowsError(try host.command("Quit")) { error in
            XCTAssertTrue("\(error)".contains("Add Duck to Message"), "\(error)")
        }
    }

    func testCommandsAreNeverFocusTargets() throws {
        let host = FocusHost(app: SceneFixture.MailApp())
        var visited: [String] = []
        for _ in 0..<6 {
            host.moveFocus(.next)
            visited.append(host.focusedElement?.label ?? "nil")
        }
        XCTAssertEqual(Set(visited), ["Filter", "Draft"], "Tab cycles through the window only")
        host.activate(.voiceOver)
        for _ in 0..<6 { try host.atMove(.next) }
        XCTAssertEqual(host.accessibilityFocusedElement()?.description, "Text \"Message: Hello\"",
                       "VoiceOver's last element is the window's last, not a command")
    }

    func testAKeyboardShortcutWithOptionAndCommand() throws {
        let host = FocusHost(app: SceneFixture.TwoWindowsApp())
        let command = try host.command("New Window")
        XCTAssertEqual(command.keyboardShortcut?.modifiers, [.option, .command])
        XCTAssertEqual(command.keyboardShortcut?.description, "⌥⌘n")
        try host.press(KeyboardShortcut("n", modifiers: [.command, .option]))
        XCTAssertEqual(host.calls(.action).map(\.detail), ["command Button \"New Window\""])
    }

    func testASceneCanBeHostedWithoutAnApp() throws {
        let host = FocusHost(scene: WindowGroup { SceneFixture.MailView() })
        XCTAssertTrue(host.commands.isEmpty)
        try host.tap(host.element(label: "Draft"))
        XCTAssertEqual(host.focusedElement?.label, "Draft")
        XCTAssertTrue(host.dump().hasPrefix("WindowGroup (active)"), host.dump())
    }

    func testCommandsReplacedAndRemovedDropTheCommandsTheSceneDefines() {
        let inner = WindowGroup { Text("window") }.commands { CommandMenu("Inner") { Button("Inner") {} } }
        XCTAssertEqual(FocusHost(scene: inner).commands.map(\.title), ["Inner"])
        let replaced = inner.commandsReplaced { CommandMenu("Outer") { Button("Outer") {} }; SidebarCommands() }
        let host = FocusHost(scene: replaced)
        XCTAssertEqual(host.commands.map(\.title), ["Outer"])
        XCTAssertTrue(host.dump().contains("SidebarCommands"), host.dump())
        XCTAssertEqual(FocusHost(scene: inner.commandsRemoved()).commands.map(\.title), [])
        XCTAssertEqual(host.texts, ["window"], "the window is still mounted")
    }
}
