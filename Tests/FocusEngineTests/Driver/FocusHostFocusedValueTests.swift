import FocusEngine
import XCTest

/// `FocusHost.focusedValue(_:)` / `focusedObject(_:)`: what a reader outside the hosted views sees.
final class FocusHostFocusedValueTests: XCTestCase {
    func testKeyPathValueFollowsFocusAndIsNilWithoutIt() throws {
        let host = FocusHost(ValueFixture.Chain())
        XCTAssertNil(host.focusedValue(\.fixtureTitle), "nothing focused")
        try host.tap(host.element(label: "A"))
        XCTAssertEqual(host.focusedValue(\.fixtureTitle), "A")
        try host.tap(host.element(label: "Plain"))
        XCTAssertEqual(host.focusedValue(\.fixtureTitle), "group", "published by an ancestor")
        try host.tap(host.element(label: "Other"))
        XCTAssertNil(host.focusedValue(\.fixtureTitle), "focus left every publisher")
    }

    func testSceneValueIsReadWithoutFocus() throws {
        let host = FocusHost(ValueFixture.Scene())
        XCTAssertEqual(host.focusedValue(\.fixtureTitle), "scene")
        try host.tap(host.element(label: "Field"))
        XCTAssertEqual(host.focusedValue(\.fixtureTitle), "field")
    }

    func testObjectsAreReadByTypeInTheirOwnKeySpaces() throws {
        let selection = ValueFixture.Selection(), message = ValueFixture.Message()
        let host = FocusHost(ValueFixture.Objects(selection: selection, message: message))
        XCTAssertTrue(host.focusedObject(ValueFixture.Message.self) === message, "scene object without focus")
        XCTAssertNil(host.focusedValue(ValueFixture.Selection.self))
        try host.tap(host.element(label: "Field"))
        XCTAssertTrue(host.focusedValue(ValueFixture.Selection.self) === selection)
    }
}
