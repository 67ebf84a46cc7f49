import FocusEngine
import XCTest

/// R16–R23: accessibility focus per technology, elements, default AT focus, zoom.
final class AccessibilityRulesTests: XCTestCase {
    typealias Field = Fixture.Field

    func testR16_AccessibilityFocusEnteringAnElementSetsTheMatchValue() throws {
        let host = FocusHost(Fixture.Announcements())
        host.activate(.voiceOver)
        try host.atFocus(host.element(text: "Body"))
        XCTAssertEqual(try host.state("focus", as: Field?.self), .b)
    }

    func testR16_LeavingResetsTheValue() throws {
        let host = FocusHost(Fixture.Announcements())
        host.activate(.voiceOver)
        try host.atFocus(host.element(text: "Body"))
        try host.atMove(.next)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "VO target")
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil)
    }

    func testR16_SettingTheValueMovesAccessibilityFocusAndNilDismissesIt() throws {
        let host = FocusHost(Fixture.Announcements())
        host.activate(.voiceOver)
        try host.tap(host.element(label: "Announce body"))
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Body")
        try host.tap(host.element(label: "Clear"))
        XCTAssertNil(host.accessibilityFocusedElement())
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil)
    }

    func testR17_WrappedValuesAreOptionalOrBool() throws {
        let host = FocusHost(Fixture.Announcements())
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil)
        XCTAssertEqual(try host.state("voiceOverOnly", as: Bool.self), false)
        XCTAssertThrowsError(try host.state("focus", as: Field.self), "the value is Optional, not Field")
    }

    func testR16_ABoundElementThatAppearsDoesNotTakeFocusUnasked() throws {
        let host = FocusHost(AppearingBoundElement())
        host.activate(.voiceOver)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Header")
        try host.setState("show", to: true)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Header", "nothing wrote the state")
        XCTAssertEqual(try host.state("isFocused", as: Bool.self), false)
    }

    func testR18_WithoutAnActiveTechnologyProgrammaticMovesHaveNoEffect() throws {
        let host = FocusHost(Fixture.Announcements())
        try host.tap(host.element(label: "Announce body"))
        XCTAssertNil(host.accessibilityFocusedElement())
        XCTAssertEqual(try host.state("focus", as: Field?.self), nil)
        XCTAssertThrowsError(try host.atFocus(host.element(text: "Body")))
        host.activate(.voiceOver)
        try host.tap(host.element(label: "Announce body"))
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Body")
    }

    func testR19_InitForLimitsTheStateToItsTechnology() throws {
        let host = FocusHost(Fixture.Announcements())
        host.activate([.voiceOver, .switchControl])
        try host.tap(host.element(label: "Switch only"))
        XCTAssertEqual(host.accessibilityFocusedElement(.switchControl)?.label, "Switch target")
        XCTAssertNotEqual(host.accessibilityFocusedElement(.voiceOver)?.label, "Switch target")
        try host.atFocus(host.element(text: "VO target"), technology: .switchControl)
        XCTAssertEqual(try host.state("voiceOverOnly", as: Bool.self), false, "Switch Control focus does not count")
        try host.atFocus(host.element(text: "VO target"), technology: .voiceOver)
        XCTAssertEqual(try host.state("voiceOverOnly", as: Bool.self), true)
    }

    func testR19_InitWithoutTechnologiesAggregatesAllActiveOnes() throws {
        let host = FocusHost(Fixture.Announcements())
        host.activate(.switchControl)
        try host.atFocus(host.element(text: "Title"), technology: .switchControl)
        XCTAssertEqual(try host.state("focus", as: Field?.self), .a)
    }

    func testR20_KeyboardAndAccessibilityFocusAreIndependent() throws {
        let host = FocusHost(Fixture.Announcements())
        host.activate(.voiceOver)
        try host.tap(host.element(label: "Name"))
        try host.atFocus(host.element(text: "Title"))
        XCTAssertEqual(host.focusedElement?.label, "Name")
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Title")
        host.moveFocus(.next)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Title")
        // VoiceOver on a keyboard-focusable control does not take keyboard focus there either.
        let keyboardFocus = host.focusedElement?.label
        try host.atFocus(host.element(label: "Clear"))
        XCTAssertEqual(host.focusedElement?.label, keyboardFocus)
        try host.tap(host.element(label: "Name"))
        host.activate(.switchControl)
        try host.atFocus(host.element(label: "Announce body"), technology: .switchControl)
        XCTAssertEqual(host.focusedElement?.label, "Name")
    }

    func testR21_CombinedElementHidesItsChildren() throws {
        let host = FocusHost(Fixture.Combined())
        host.activate(.voiceOver)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Before")
        try host.atMove(.next)
        XCTAssertEqual(host.accessibilityFocusedElement()?.accessibilityLabel, "Rating: 4 stars")
        try host.atMove(.next)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "After")
    }

    func testR21_FocusingAHiddenChildLandsOnItsElement() throws {
        let host = FocusHost(Fixture.Combined())
        host.activate(.voiceOver)
        try host.atFocus(host.element(text: "4 stars"))
        XCTAssertEqual(host.accessibilityFocusedElement()?.accessibilityLabel, "Rating: 4 stars")
    }

    func testR22_DefaultAccessibilityFocusIsUsedWhenATechnologyStarts() throws {
        let host = FocusHost(Fixture.DefaultAnnouncement())
        host.appear()
        host.activate(.voiceOver)
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Headline")
        XCTAssertEqual(try host.state("focus", as: Field?.self), .a)
    }

    func testR22_LayoutChangeRemovingTheFocusedElementReevaluatesDefaultFocus() throws {
        let host = FocusHost(Fixture.DefaultAnnouncement())
        host.activate(.voiceOver)
        try host.atFocus(host.element(text: "Banner"))
        try host.tap(host.element(label: "Hide banner"))
        XCTAssertEqual(host.accessibilityFocusedElement()?.label, "Headline")
    }

    func testR23_ZoomHandlerReceivesDirectionLocationAndPoint() throws {
        let host = FocusHost(ZoomProbe())
        host.activate(.voiceOver)
        try host.atZoom(host.element(accessibilityLabel: "Probe"), .zoomOut, location: .topLeading)
        let action = try host.state("last", as: String.self)
        XCTAssertTrue(action.hasPrefix("zoomOut"), action)
        XCTAssertTrue(action.contains("x: 0, y: 0"), action)
        XCTAssertEqual(host.calls(.zoom).count, 1)
    }
}

/// Records the last zoom action it receives (R23).
private struct ZoomProbe: View {
    @State var last = ""
    var body: some View {
        VStack {
            Text("Top")
            Circle()
                .accessibilityLabel("Probe")
                .accessibilityZoomAction { action in
                    let direction = action.direction == .zoomIn ? "zoomIn" : "zoomOut"
                    last = "\(direction) \(action.location) point: \(Int(action.point.x)),\(Int(action.point.y))"
                }
        }
    }
}

/// A text bound with `accessibilityFocused` that appears only once `show` is true (R16).
private struct AppearingBoundElement: View {
    @AccessibilityFocusState var isFocused: Bool
    @State var show = false
    var body: some View {
        VStack {
            Text("Header")
            if show { Text("Late").accessibilityFocused($isFocused) }
        }
    }
}
