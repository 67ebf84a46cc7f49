import FocusEngine
import XCTest

/// The tree dump is deterministic and shows views, modifiers, state and focus markers.
final class TreeDumpTests: XCTestCase {
    func testDumpShowsModifiersStateAndFocus() throws {
        let host = FocusHost(Fixture.BoolField())
        try host.tap(host.element(label: "Name"))
        let expected = """
        BoolField {text: "", second: "", isFocused: true, secondFocused: false}
          VStack
            TextField "Name" text: "" [focused]
              .focused(BoolField.isFocused, equals: true)
            TextField "Second" text: ""
              .focused(BoolField.secondFocused, equals: true)
            Text "editing"
            Button "Focus"
            Button "Unfocus"
        """
        XCTAssertEqual(host.dump(), expected)
    }

    func testDumpIsIdenticalForIdenticalHistories() throws {
        func run() throws -> String {
            let host = FocusHost(Seed002Correct.CreateAccountView())
            host.appear()
            try host.type("Ada")
            try host.submit()
            return host.dump()
        }
        XCTAssertEqual(try run(), try run())
    }

    func testDumpMarksAccessibilityFocusAndHiddenChildren() throws {
        let host = FocusHost(AccessibilityZoomGestureActionDemo())
        host.activate(.voiceOver)
        try host.atFocus(host.element(accessibilityLabel: "Zoomable map"))
        let dump = host.dump()
        XCTAssertTrue(dump.contains("Text \"Map\" [a11y hidden] [VoiceOver focus]"), dump)
        XCTAssertTrue(dump.contains(".background(.blue.opacity(0.2))"), dump)
        XCTAssertTrue(dump.contains("VStack (spacing: 16)"), dump)
    }
}
