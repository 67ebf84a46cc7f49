import FocusEngine
import XCTest

/// R33: `@Entry` in `extension FocusedValues` and `extension EnvironmentValues`.
final class EntryMacroTests: XCTestCase {
    func testR33_FocusedEntryDefaultsToNilAndEachEntryIsItsOwnKey() {
        var values = FocusedValues()
        XCTAssertNil(values.sceneTitle)
        values.sceneTitle = "a"
        XCTAssertEqual(values.sceneTitle, "a")
        XCTAssertNil(values.otherTitle, "another entry of the same type stays nil")
        values.sceneTitle = nil
        XCTAssertNil(values.sceneTitle)
    }

    func testR33_EnvironmentEntryDefaultsToItsInitializer() {
        var environment = EnvironmentValues()
        XCTAssertEqual(environment.entryGreeting, "Default value")
        XCTAssertTrue(environment.entryFlag, "an entry without a type annotation")
        environment.entryGreeting = "Hi"
        environment.entryFlag = false
        XCTAssertEqual(environment.entryGreeting, "Hi")
        XCTAssertFalse(environment.entryFlag)
    }

    func testR33_EnvironmentEntryIsReadByEnvironmentAndSetByTheModifier() {
        let host = FocusHost(VStack {
            GreetingReader()
            GreetingReader().environment(\.entryGreeting, "Hi")
        })
        XCTAssertEqual(host.texts, ["Default value", "Hi"])
    }

    func testR33_FocusedEntryIsReadByAFocusedValueReader() throws {
        let host = FocusHost(scene: WindowGroup { EntryReader() })
        XCTAssertTrue(host.texts.contains("Other: none"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("Title: scene"), "\(host.texts)")
    }

    private struct GreetingReader: View {
        @Environment(\.entryGreeting) var greeting
        var body: some View { Text(greeting) }
    }

    private struct EntryReader: View {
        @FocusedValue(\.sceneTitle) var title
        @FocusedValue(\.otherTitle) var other
        var body: some View {
            VStack {
                Text("Title: \(title ?? "none")")
                Text("Other: \(other ?? "none")")
            }
            .focusedSceneValue(\.sceneTitle, "scene")
        }
    }
}
