import FocusEngine
import XCTest

/// The driver's query vocabulary and its failure messages.
final class FocusHostQueryTests: XCTestCase {
    func testQueryMatchingNothingThrowsAnErrorListingTheElements() {
        let host = FocusHost(Fixture.TwoFields())
        XCTAssertThrowsError(try host.element(label: "Missing")) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("no element matches label \"Missing\""), message)
            XCTAssertTrue(message.contains("TextField \"A\""), message)
            XCTAssertTrue(message.contains("Button \"Focus B\""), message)
        }
    }

    func testElementsAreFoundByTextLabelAccessibilityLabelAndTypeIndex() throws {
        let host = FocusHost(Fixture.Combined())
        XCTAssertEqual(try host.element(text: "After").label, "After")
        XCTAssertEqual(try host.element(accessibilityLabel: "Rating: 4 stars").accessibilityLabel, "Rating: 4 stars")
        XCTAssertEqual(try host.element(type: "Text", index: 2).label, "4 stars")
        XCTAssertEqual(try host.element(type: "Image").type, "Image")
        XCTAssertThrowsError(try host.element(type: "Text", index: 9))
    }

    func testActingOnARemovedElementThrows() throws {
        let host = FocusHost(Fixture.Conditional())
        try host.tap(host.element(label: "Toggle"))
        let late = try host.element(label: "Late")
        try host.tap(host.element(label: "Toggle"))
        XCTAssertFalse(late.isInHierarchy)
        XCTAssertThrowsError(try host.tap(late)) { error in
            XCTAssertEqual(error as? FocusEngineError, .elementRemoved("TextField \"Late\""))
        }
    }

    func testTypingWithoutAFocusedFieldThrows() {
        let host = FocusHost(Fixture.TwoFields())
        XCTAssertThrowsError(try host.type("x")) { error in
            XCTAssertEqual(error as? FocusEngineError, .noFocusedTextInput(focused: nil))
        }
    }

    func testUnknownStateNameThrowsWithTheAvailableNames() {
        let host = FocusHost(Fixture.TwoFields())
        XCTAssertThrowsError(try host.state("nope", as: Int.self)) { error in
            XCTAssertTrue(String(describing: error).contains("TwoFields.focus"), String(describing: error))
        }
    }

    func testAccessibilityActionsNeedAnActiveTechnology() throws {
        let host = FocusHost(Fixture.Combined())
        XCTAssertThrowsError(try host.atMove(.next)) { error in
            XCTAssertEqual(error as? FocusEngineError, .technologyNotActive("VoiceOver"))
        }
    }
}
