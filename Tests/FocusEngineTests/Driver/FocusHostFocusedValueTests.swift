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

/// `focusedObject(_:)` and `focusedSceneObject(_:)` taking an optional object (Apple declares both
/// overloads): `nil` publishes nothing, so a publisher further from focus shows through.
final class OptionalFocusedObjectTests: XCTestCase {
    private struct Screen: View {
        let near: ValueFixture.Message?
        let far: ValueFixture.Message
        var body: some View {
            VStack {
                TextField("Field", text: .constant("")).focusedObject(near)
                Button("Other") {}
            }
            .focusedObject(far)
        }
    }

    private struct SceneScreen: View {
        let object: ValueFixture.Message?
        var body: some View {
            TextField("Field", text: .constant("")).focusedSceneObject(object)
        }
    }

    func testAnOptionalObjectIsPublishedWhenPresentAndNilPublishesNothing() throws {
        let near = ValueFixture.Message(), far = ValueFixture.Message()
        let present = FocusHost(Screen(near: near, far: far))
        try present.tap(present.element(label: "Field"))
        XCTAssertTrue(present.focusedObject(ValueFixture.Message.self) === near, "the nearer publisher wins")
        let absent = FocusHost(Screen(near: nil, far: far))
        try absent.tap(absent.element(label: "Field"))
        XCTAssertTrue(absent.focusedObject(ValueFixture.Message.self) === far, "nil publishes nothing: the outer object shows through")
    }

    func testAnOptionalSceneObjectIsReadWithoutFocusAndNilPublishesNothing() {
        let object = ValueFixture.Message()
        XCTAssertTrue(FocusHost(SceneScreen(object: object)).focusedObject(ValueFixture.Message.self) === object)
        XCTAssertNil(FocusHost(SceneScreen(object: nil)).focusedObject(ValueFixture.Message.self))
    }
}
