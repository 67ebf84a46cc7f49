import XCTest
@testable import DocExtract

/// The translated half of a crawl file takes the English heading outline when both halves have
/// the same number of headings (docs/bilingual-drift-audit.md, cause F).
final class CrawlHeadingLevelsTests: XCTestCase {
    private let english = ["# Accessible navigation", "", "## Overview", "text", "```swift", "# not a heading", "```", "## Accessibility", "- item"]

    func testSameNumberOfHeadingsTakesTheEnglishLevels() throws {
        let chinese = ["# 无障碍导航", "", "### 概览", "文字", "```swift", "# 不是标题", "```", "### 辅助功能", "- 项目"]
        let aligned = try XCTUnwrap(CrawlHeadingLevels.aligned(chinese, to: english))
        XCTAssertEqual(aligned.lines[2], "## 概览")
        XCTAssertEqual(aligned.lines[7], "## 辅助功能")
        XCTAssertEqual(aligned.lines[5], "# 不是标题", "code is never touched")
        XCTAssertEqual(aligned.changed, [2, 7])
    }

    func testDifferentHeadingCountsOrEqualLevelsChangeNothing() {
        XCTAssertNil(CrawlHeadingLevels.aligned(["# 标题", "### 概览"], to: english))
        XCTAssertNil(CrawlHeadingLevels.aligned(["# 无障碍导航", "## 概览", "## 辅助功能"], to: ["# A", "## B", "## C"]))
    }

    func testHeadingsAreATXLinesOutsideFences() {
        XCTAssertEqual(CrawlHeadingLevels.headings(english).map(\.level), [1, 2, 2])
        XCTAssertEqual(CrawlHeadingLevels.headings(["#hashtag", "####### seven", "    # indented code"]).count, 0)
    }
}
