@testable import DocDiff
import XCTest

/// A sentence only one crawl of a page has: the families of crawl defect the SwiftUI re-crawl
/// audit found (docs/diff-audit.md), each with a case the rule must leave a real change.
final class UnpairedSentenceTests: XCTestCase {
    private let list = "- First step of the list.\n- Second step of the list."

    private func only(_ changes: [Change], file: StaticString = #filePath, line: UInt = #line) throws -> Change {
        XCTAssertEqual(changes.count, 1, "\(changes)", file: file, line: line)
        return try XCTUnwrap(changes.first, file: file, line: line)
    }

    func testAnAsideMissingWhereTheOtherCrawlRendersNoAsidesIsItsCrawlerLoss() throws {
        let old = "Intro text of the article.\n\n\(list)\n\n> [!NOTE]\n> You can also use the sample to code along."
        let change = try only(SmallPages.changes(old, "Intro text of the article.\n\n\(list)"))
        XCTAssertEqual(change.kind, .claimRemoved)
        XCTAssertEqual(change.class, .crawlerLoss)
        XCTAssertEqual(change.lossSide, .new)
        XCTAssertTrue(change.reason.contains("aside"), change.reason)
    }

    func testAnAsideRemovedWhereTheOtherCrawlKeepsAsidesIsARealChange() throws {
        let other = "> [!NOTE]\n> Another note stays on the page."
        let old = "Intro text of the article.\n\n\(other)\n\n> [!NOTE]\n> You can also use the sample to code along."
        let change = try only(SmallPages.changes(old, "Intro text of the article.\n\n\(other)"))
        XCTAssertEqual(change.class, .realChange)
    }

    func testACaptionInAMediaBlockIsACrawlerLossOfTheSideWithoutTheMedia() throws {
        let media = "Video with custom controls.  Content description: A clip of a sidebar. [ Play ](#)A clip of the bar. The view appears as a sidebar in macOS."
        let changes = try SmallPages.changes("Intro text of the article.", "Intro text of the article.\n\n\(media)")
        XCTAssertEqual(changes.count, 2, "the player label and the caption: \(changes)")
        let caption = try XCTUnwrap(changes.first { $0.newText == "The view appears as a sidebar in macOS." }, "\(changes)")
        XCTAssertEqual(caption.class, .crawlerLoss)
        XCTAssertEqual(caption.lossSide, .old)
        XCTAssertTrue(caption.reason.contains("media caption"), caption.reason)
    }

    func testTheSameSentenceOutsideAMediaBlockIsARealChange() throws {
        let change = try only(SmallPages.changes("Intro text of the article.",
                                                 "Intro text of the article.\n\nThe view appears as a sidebar in macOS."))
        XCTAssertEqual(change.class, .realChange)
    }

    func testARendererGeneratedLineOneCrawlLacksIsItsCrawlerLoss() throws {
        let change = try only(SmallPages.changes("Intro text of the article.",
                                                 "Intro text of the article.\n\nAvailable when `Label` conforms to `View`."))
        XCTAssertEqual(change.class, .crawlerLoss)
        XCTAssertEqual(change.lossSide, .old)
        XCTAssertTrue(change.reason.contains("generates"), change.reason)
    }

    func testAnAuthoredConformanceSentenceIsARealChange() throws {
        let change = try only(SmallPages.changes("Intro text of the article.",
                                                 "Intro text of the article.\n\nUse this when `Label` conforms to `View`."))
        XCTAssertEqual(change.class, .realChange)
    }

    func testASentenceSaidElsewhereWithAnotherLinkTargetIsFormatting() throws {
        let old = "The view animates. Then, the view passes it into the doc://com.apple.documentation/documentation/uikit/uiview/4429628-animate class method."
        let new = "Then, the view passes it into the [doc://com.apple.documentation/documentation/UIKit/UIView/animate(:changes:completion:)] class method."
        let changes = try SmallPages.changes("Intro text of the article.\n\n" + old, "Intro text of the article.\n\nThe view animates, see below.\n\n" + new)
        let moved = try XCTUnwrap(changes.first { $0.newText?.hasPrefix("Then") == true }, "\(changes)")
        XCTAssertEqual(moved.class, .formatting, "\(changes)")
    }
}
