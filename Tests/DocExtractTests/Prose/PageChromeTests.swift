import DocModel
import XCTest
@testable import DocExtract

final class PageChromeTests: XCTestCase {
    func testScrapedAndSosumiChromeIsRecognised() {
        let chrome = [
            "Open in Studio ↗", "Live preview", "What's new in SwiftUI 27 →",
            "swift → lexer → parser → sema → uiir → canvas Open in Studio ↗",
            "Press Run live & edit to compile it in your browser — then edit the Swift on the left.",
            "Try it — Change the .zoomIn branch from magnification += 0.5 to magnification += 2.0.",
            "*Extracted by [sosumi.ai](https://sosumi.ai) - Making Apple docs AI-readable.*",
            "*This is unofficial content. All documentation belongs to Apple Inc.*",
            "TechnologiesSwiftUIAccessibility",
        ]
        for line in chrome { XCTAssertTrue(PageChrome.isChrome(line), line) }
    }

    func testDocumentationProseIsNotChrome() {
        let prose = [
            "Position and direction information of a zoom gesture that someone performs",
            "How it works", "Use this modifier to cause the view to receive focus.", "",
            "The modified view.", "要绑定的焦点状态。", "Technologies", "Technologies change over time.",
        ]
        for line in prose { XCTAssertFalse(PageChrome.isChrome(line), line) }
    }

    func testTrailingMarkerIsStrippedKeepingContent() {
        let chrome = PageChrome(phrasebook: .english)
        XCTAssertEqual(chrome.strippingMarkers("iOSmacOStvOSwatchOSvisionOSiOS 16.0+✓ renders"), "iOSmacOStvOSwatchOSvisionOSiOS 16.0+")
        XCTAssertEqual(chrome.strippingMarkers("No marker here"), "No marker here")
    }
}
