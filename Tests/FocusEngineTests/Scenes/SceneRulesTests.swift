import FocusEngine
import XCTest

/// R34–R37: commands read the active scene's focused values, follow focus, are chosen only when
/// enabled; a document group holds its document.
final class SceneRulesTests: XCTestCase {
    func testR34_SceneValuesReachCommandsWithNoViewFocused() throws {
        let host = FocusHost(app: SceneFixture.MailApp())
        host.appear()
        XCTAssertNil(host.focusedElement)
        XCTAssertTrue(try host.command("Filter in Sidebar").isEnabled, "scene value visible without focus: \(host.commands)")
        XCTAssertFalse(try host.command("Add Duck to Message").isEnabled, "a view value needs focus: \(host.commands)")
        try host.choose("Filter in Sidebar")
        XCTAssertEqual(host.focusedElement?.label, "Filter", "the published action ran")
    }

    func testR34_OnlyTheFirstWindowIsMountedAndItsSceneIsTheActiveOne() throws {
        let host = FocusHost(app: SceneFixture.TwoWindowsApp())
        XCTAssertEqual(host.texts, ["first"])
        XCTAssertNotNil(try? host.command("Title: first"), "\(host.commands)")
        XCTAssertTrue(host.dump().contains("WindowGroup \"Second\" (not mounted)"), host.dump())
    }

    func testR35_CommandsFollowFocus() throws {
        let host = FocusHost(app: SceneFixture.MailApp())
        try host.tap(host.element(label: "Draft"))
        XCTAssertTrue(try host.command("Add Duck to Message").isEnabled, "focus in the publisher: \(host.commands)")
        host.moveFocus(.previous)
        XCTAssertEqual(host.focusedElement?.label, "Filter")
        XCTAssertFalse(try host.command("Add Duck to Message").isEnabled, "keyboard navigation left it: \(host.commands)")
    }

    func testR35_DocumentCommandIsEnabledOnlyWhileTheDocumentHasFocus() throws {
        let host = FocusHost(app: SceneFixture.DocumentApp())
        XCTAssertFalse(try host.command("Increment").isEnabled)
        try host.tap(host.element(label: "Note"))
        XCTAssertTrue(try host.command("Increment").isEnabled, "\(host.commands)")
    }

    func testR36_ChoosingACommandRunsItOnlyWhenEnabled() throws {
        let host = FocusHost(app: SceneFixture.MailApp())
        try host.choose("Add Duck to Message")
        XCTAssertTrue(host.texts.contains("Message: Hello"), "disabled: not run \(host.texts)")
        XCTAssertTrue(host.warnings.contains { $0.category == .disabledInteraction }, "\(host.warnings)")
        XCTAssertTrue(host.calls(.action).isEmpty, "no action ran: \(host.calls)")
        try host.tap(host.element(label: "Draft"))
        try host.choose("Add Duck to Message")
        XCTAssertTrue(host.texts.contains("Message: Hello 🦆"), "\(host.texts)")
    }

    func testR36_AShortcutChoosesTheCommandWithTheSameKeyAndModifiers() throws {
        let host = FocusHost(app: SceneFixture.MailApp())
        try host.tap(host.element(label: "Draft"))
        XCTAssertEqual(try host.command("Add Duck to Message").keyboardShortcut, KeyboardShortcut("d", modifiers: .command))
        XCTAssertThrowsError(try host.press(KeyboardShortcut("d", modifiers: [.option, .command])))
        XCTAssertTrue(host.texts.contains("Message: Hello"), "\(host.texts)")
        try host.press(KeyboardShortcut("d"))
        XCTAssertTrue(host.texts.contains("Message: Hello 🦆"), "\(host.texts)")
    }

    func testR37_TheDocumentGroupHoldsItsDocument() throws {
        let host = FocusHost(app: SceneFixture.DocumentApp())
        try host.tap(host.element(label: "Note"))
        try host.choose("Increment")
        try host.choose("Increment")
        XCTAssertTrue(host.texts.contains("Value: 2"), "\(host.texts)")
        try host.type("x")
        XCTAssertTrue(host.texts.contains("Value: 2"), "another render keeps the document: \(host.texts)")
    }

    struct PresentedValueApp: App {
        var body: some Scene {
            WindowGroup(for: Int.self) { $value in
                Text(value.map { "Presented \($0)" } ?? "Nothing presented")
            }
        }
    }

    struct DefaultValueApp: App {
        var body: some Scene {
            WindowGroup(id: "counter", for: Int.self) { $value in
                Text("Default \(value)")
            } defaultValue: {
                7
            }
        }
    }

    func testAWindowGroupForAValueShowsItsContentWithNothingOrTheDefaultPresented() {
        // Inert: the engine opens no window for a value, so the one window presents none.
        let host = FocusHost(app: PresentedValueApp())
        host.appear()
        XCTAssertEqual(host.texts, ["Nothing presented"])
        let withDefault = FocusHost(app: DefaultValueApp())
        withDefault.appear()
        XCTAssertEqual(withDefault.texts, ["Default 7"])
    }
}
