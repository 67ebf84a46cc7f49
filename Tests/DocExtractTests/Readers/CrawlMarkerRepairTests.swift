import XCTest
@testable import DocExtract

/// Markers the crawl glued to the text after them (docs/bilingual-drift-audit.md, causes A–C).
final class CrawlMarkerRepairTests: XCTestCase {
    func testHeadingMarkerBeforeChineseGetsItsSpace() {
        XCTAssertEqual(CrawlMarkerRepair.repaired("##讨论", firstText: false), "## 讨论")
        XCTAssertEqual(CrawlMarkerRepair.repaired("###提供向后兼容的可用性检查", firstText: false), "### 提供向后兼容的可用性检查")
        XCTAssertNil(CrawlMarkerRepair.repaired("## 讨论", firstText: false))
        XCTAssertNil(CrawlMarkerRepair.repaired("#######讨论", firstText: false), "seven marks are no heading")
    }

    func testHeadingMarkerBeforeLatinIsATitleOnlyOnTheFirstLine() {
        XCTAssertEqual(CrawlMarkerRepair.repaired("#prominentDetail", firstText: true), "# prominentDetail")
        XCTAssertNil(CrawlMarkerRepair.repaired("#Preview is a macro.", firstText: false))
        XCTAssertNil(CrawlMarkerRepair.repaired("    #if DEBUG", firstText: true), "indented code")
    }

    func testOrderedListMarkerBeforeChineseGetsItsSpace() {
        XCTAssertEqual(CrawlMarkerRepair.repaired("1.使用 `identifier` 参数。", firstText: false), "1. 使用 `identifier` 参数。")
        XCTAssertNil(CrawlMarkerRepair.repaired("1.5 倍", firstText: false))
        XCTAssertNil(CrawlMarkerRepair.repaired("1. 使用", firstText: false))
    }

    func testClosingFenceGluedToAWordIsSplit() throws {
        let glued = try XCTUnwrap(CrawlMarkerRepair.gluedClosingFence("```参数", character: "`", length: 3))
        XCTAssertEqual(glued.fence, "```")
        XCTAssertEqual(glued.rest, "参数")
        XCTAssertNil(CrawlMarkerRepair.gluedClosingFence("```", character: "`", length: 3), "a plain closing fence")
        XCTAssertNil(CrawlMarkerRepair.gluedClosingFence("```swift", character: "`", length: 3), "code, not a closing fence")
        XCTAssertNil(CrawlMarkerRepair.gluedClosingFence("``参数", character: "`", length: 3))
    }

    func testRecoveryClosesTheFenceAndReadsTheHeadingAfterIt() {
        let lines: [Substring] = ["```swift", "ShareLink(item: url)", "```参数", "", "## 声明"]
        let result = CrawlLineRecovery.recover(lines, from: 0, to: lines.count, inlineRest: nil, inlineLine: 0)
        XCTAssertEqual(result.lines, ["```swift", "ShareLink(item: url)", "```", "", "参数", "", "## 声明"])
        XCTAssertEqual(result.sourceLines, [1, 2, 3, 3, 3, 4, 5])
        XCTAssertEqual(result.recoveredLines, [3])
    }
}
