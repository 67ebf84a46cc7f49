import FocusEngine
import XCTest

/// Seed 003: an assistive-technology zoom changes the magnification state and the rendered text.
final class Seed003ZoomActionTests: XCTestCase {
    func testZoomInMagnifiesByHalfAndRendersTheNewValue() throws {
        let host = FocusHost(AccessibilityZoomGestureActionDemo())
        host.activate(.voiceOver)
        XCTAssertTrue(host.texts.contains("Magnification: 1.0x"))

        try host.atZoom(host.element(accessibilityLabel: "Zoomable map"), .zoomIn)

        XCTAssertEqual(try host.state("magnification", as: Double.self), 1.5)
        XCTAssertTrue(host.texts.contains("Magnification: 1.5x"), "\(host.texts)")
        XCTAssertTrue(host.dump().contains(".scaleEffect(1.5)"))
    }

    func testZoomOutAtOneStaysAtOne() throws {
        let host = FocusHost(AccessibilityZoomGestureActionDemo())
        host.activate(.voiceOver)

        try host.atZoom(host.element(accessibilityLabel: "Zoomable map"), .zoomOut)

        XCTAssertEqual(try host.state("magnification", as: Double.self), 1.0)
        XCTAssertTrue(host.texts.contains("Magnification: 1.0x"))
    }

    func testZoomInThenOutReturnsToOne() throws {
        let host = FocusHost(AccessibilityZoomGestureActionDemo())
        host.activate(.voiceOver)
        let map = try host.element(accessibilityLabel: "Zoomable map")
        try host.atZoom(map, .zoomIn)
        try host.atZoom(map, .zoomIn)
        try host.atZoom(map, .zoomOut)
        XCTAssertEqual(try host.state("magnification", as: Double.self), 1.5)
        XCTAssertEqual(host.calls(.zoom).count, 3)
    }

    func testZoomLandsVoiceOverOnTheCombinedElementNotItsText() throws {
        let host = FocusHost(AccessibilityZoomGestureActionDemo())
        host.activate(.voiceOver)
        try host.atZoom(host.element(accessibilityLabel: "Zoomable map"), .zoomIn)
        XCTAssertEqual(host.accessibilityFocusedElement(.voiceOver)?.accessibilityLabel, "Zoomable map")
    }
}
