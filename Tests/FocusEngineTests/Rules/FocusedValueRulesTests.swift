import FocusEngine
import XCTest

/// R27–R32: focused values, scene values, FocusedBinding/FocusedObject, focus effects,
/// focusable(_:onFocusChange:).
final class FocusedValueRulesTests: XCTestCase {
    func testR27_ValueIsPublishedByTheFocusedViewOrItsAncestors() throws {
        let host = FocusHost(ValueFixture.Chain())
        host.appear()
        XCTAssertTrue(host.texts.contains("Title: none"), "nothing focused: \(host.texts)")
        try host.tap(host.element(label: "Plain"))
        XCTAssertTrue(host.texts.contains("Title: group"), "published by an ancestor: \(host.texts)")
        try host.tap(host.element(label: "A"))
        XCTAssertTrue(host.texts.contains("Title: A"), "the publisher nearest focus wins: \(host.texts)")
    }

    func testR27_ValueIsNilWhenNothingPublishedIsInFocus() throws {
        let host = FocusHost(ValueFixture.Chain())
        try host.tap(host.element(label: "A"))
        try host.tap(host.element(label: "Other"))
        XCTAssertTrue(host.texts.contains("Title: none"), "\(host.texts)")
    }

    func testR27_ObservableObjectIsPublishedByItsType() throws {
        let host = FocusHost(ValueFixture.Objects(selection: .init(), message: .init()))
        host.appear()
        XCTAssertTrue(host.texts.contains("Selection: none"), "\(host.texts)")
        try host.tap(host.element(label: "Field"))
        XCTAssertTrue(host.texts.contains("Selection: Pear"), "\(host.texts)")
        try host.tap(host.element(label: "Other"))
        XCTAssertTrue(host.texts.contains("Selection: none"), "\(host.texts)")
    }

    func testR28_SceneObjectIsVisibleWithoutFocus() throws {
        let host = FocusHost(ValueFixture.Objects(selection: .init(), message: .init()))
        host.appear()
        XCTAssertNil(host.focusedElement)
        XCTAssertTrue(host.texts.contains("Message: Hello"), "\(host.texts)")
    }

    func testR28_SceneValueIsVisibleWhereverFocusIs() throws {
        let host = FocusHost(ValueFixture.Scene())
        host.appear()
        XCTAssertTrue(host.texts.contains("Title: scene"), "nothing focused: \(host.texts)")
        try host.tap(host.element(label: "Other"))
        XCTAssertTrue(host.texts.contains("Title: scene"), "focus elsewhere: \(host.texts)")
    }

    func testR28_ValuePublishedOnTheFocusChainWinsOverTheSceneValue() throws {
        let host = FocusHost(ValueFixture.Scene())
        try host.tap(host.element(label: "Field"))
        XCTAssertTrue(host.texts.contains("Title: field"), "\(host.texts)")
    }

    func testR29_ReaderRerendersWhenThePublishedValueChanges() throws {
        let host = FocusHost(ValueFixture.Live())
        try host.tap(host.element(label: "Name"))
        try host.type("Ada")
        XCTAssertTrue(host.texts.contains("Title: Ada"), "reader above its publisher: \(host.texts)")
    }

    func testR29_ReaderRerendersWhenKeyboardNavigationMovesFocus() throws {
        let host = FocusHost(ValueFixture.Chain())
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "A")
        XCTAssertTrue(host.texts.contains("Title: A"), "\(host.texts)")
        host.moveFocus(.next)
        XCTAssertTrue(host.texts.contains("Title: group"), "\(host.texts)")
    }

    func testR30_FocusedBindingReadsAndWritesThePublishedBinding() throws {
        let host = FocusHost(ValueFixture.Document())
        host.appear()
        XCTAssertTrue(host.texts.contains("Focused count: none"), "\(host.texts)")
        try host.tap(host.element(label: "Document"))
        XCTAssertTrue(host.texts.contains("Focused count: 0"), "\(host.texts)")
        try host.tap(host.element(label: "Increment"))
        XCTAssertTrue(host.texts.contains("Count: 1"), "the write reached the publisher's state: \(host.texts)")
        XCTAssertTrue(host.texts.contains("Focused count: 1"), "\(host.texts)")
        try host.tap(host.element(label: "Other"))
        try host.tap(host.element(label: "Increment"))
        XCTAssertTrue(host.texts.contains("Count: 1"), "disabled without a focused document: \(host.texts)")
    }

    func testR30_FocusedObjectFollowsFocusAndObservesTheObject() throws {
        let message = ValueFixture.Message()
        let host = FocusHost(ValueFixture.Messages(message: message))
        host.appear()
        XCTAssertTrue(host.texts.contains("Message: none"), "\(host.texts)")
        try host.tap(host.element(label: "Message"))
        XCTAssertTrue(host.texts.contains("Message: Hello"), "\(host.texts)")
        message.text = "Hello 🦆"
        host.flush()
        XCTAssertTrue(host.texts.contains("Message: Hello 🦆"), "the reader observes the object: \(host.texts)")
        try host.tap(host.element(label: "Other"))
        XCTAssertTrue(host.texts.contains("Message: none"), "\(host.texts)")
    }

    func testR31_FocusEffectsAreEnabledByDefaultAndTheOutermostModifierWins() throws {
        let host = FocusHost(ValueFixture.Effects())
        host.appear()
        XCTAssertTrue(host.texts.contains("Plain effect: on"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("Disabled effect: off"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("Inner effect: off"), "the outer modifier overrides: \(host.texts)")
    }

    func testR32_OnFocusChangeReportsGainAndLoss() throws {
        let host = FocusHost(ValueFixture.FocusChange())
        try host.tap(host.element(text: "Card"))
        XCTAssertTrue(host.texts.contains("Log: gained"), "\(host.texts)")
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement?.label, "Other")
        XCTAssertTrue(host.texts.contains("Log: gained, lost"), "\(host.texts)")
        XCTAssertEqual(host.calls(.onFocusChange).count, 2)
    }
}
