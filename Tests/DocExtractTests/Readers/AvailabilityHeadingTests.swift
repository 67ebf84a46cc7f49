import DocExtract
import DocModel
import Foundation
import XCTest

/// A `Platforms` (or `Availability`) heading whose body is a platform list or a line of badges
/// is the page's availability, not a section (issue 15: full-page crawls put availability
/// under such a heading); a heading of that name over prose stays a section.
final class AvailabilityHeadingTests: XCTestCase {
    private func record(_ text: String) throws -> PageRecord {
        let outcome = PageExtractor.extract(bytes: Array(text.utf8), relativePath: "platforms.md")
        return try XCTUnwrap(outcome.page, "\(outcome.diagnostics)")
    }

    private func summary(_ entries: [Availability]) -> [String] {
        entries.map { entry in
            var text = entry.platform + " " + (entry.introduced ?? "-")
            if let deprecated = entry.deprecated { text += " deprecated " + deprecated }
            if entry.beta { text += " beta" }
            return text
        }
    }

    private let head = "Source: https://developer.apple.com/documentation/swiftui/view/focusable(_:)\n\nInstance Method\n\n# focusable(_:)\n\nSpecifies if the view is focusable.\n\n"
    private let declaration = "\n## Declaration\n\n```swift\nfunc focusable(_ isFocusable: Bool = true) -> some View\n```\n"

    func testPlatformsHeadingOverAListIsAvailabilityWithDeprecatedAndBetaMarkers() throws {
        let page = try record(head + "## Platforms\n\n- iOS 17.0+\n- Mac Catalyst 17.0+ Beta\n- macOS 12.0–14.0 Deprecated\n" + declaration)
        XCTAssertEqual(summary(page.availability), ["iOS 17.0", "Mac Catalyst 17.0 beta", "macOS 12.0 deprecated 14.0"])
        XCTAssertFalse(page.sections.contains { $0.heading.en?.text == "Platforms" })
        XCTAssertEqual(page.declaration?.structure?.name, "focusable")
    }

    func testAvailabilityHeadingOverRunTogetherBadgesIsAvailability() throws {
        let page = try record(head + "## Availability\n\niOS 17.0+iPadOS 17.0+tvOS 17.0+ Beta\n" + declaration)
        XCTAssertEqual(summary(page.availability), ["iOS 17.0", "iPadOS 17.0", "tvOS 17.0 beta"])
    }

    func testPlatformsHeadingOverProseStaysASection() throws {
        let page = try record(head + declaration + "\n## Platforms\n\nThis modifier behaves the same way everywhere.\n")
        XCTAssertTrue(page.availability.isEmpty)
        let section = try XCTUnwrap(page.sections.first { $0.heading.en?.text == "Platforms" })
        XCTAssertEqual(section.blocks.en?.first?.text, "This modifier behaves the same way everywhere.")
    }
}
