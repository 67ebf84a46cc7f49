@testable import DocExtract
import DocModel
import XCTest

final class BilingualSplitterTests: XCTestCase {
    private func parts(_ text: String) -> [BilingualSplitter.Part] {
        BilingualSplitter.split(text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    func testInlineChineseHeaderWithFullWidthColon() {
        let found = parts("--- 来源：https://x/a\n\n抓取时间：2025-12-04T13:40:20Z\n\n---\n\n# A\n\n---\nsource: https://x/a\ncrawled: 2025\n---\n\n# A\n")
        XCTAssertEqual(found.map(\.language), [.zhHans, .en])
        XCTAssertEqual(found.map(\.originURL), ["https://x/a", "https://x/a"])
        XCTAssertEqual(found.first?.crawledAt, "2025-12-04T13:40:20Z")
        XCTAssertEqual(found.first?.bodyStart, 5)
        XCTAssertEqual(found.first?.bodyEnd, 8)
    }

    func testFencedChineseHeaderWithASCIIColonAndSpace() {
        let found = parts("---\n来源: https://x/b\n抓取时间： 2025\n---\n# B\n---\nsource: https://x/b\ncrawled: 2025\n---\n# B")
        XCTAssertEqual(found.map(\.language), [.zhHans, .en])
        XCTAssertEqual(found.first?.originURL, "https://x/b")
        XCTAssertEqual(found.first?.crawledAt, "2025")
    }

    func testSosumiFrontMatterIsNotACrawlHeader() {
        XCTAssertTrue(parts("---\ntitle: A\nsource: https://x\n---\n# A").isEmpty)
    }

    func testThematicBreaksInsideABlockAreNotHeaders() {
        let found = parts("---\nsource: https://x\ncrawled: 1\n---\n# A\n\ntext\n\n---\n\nmore")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.bodyEnd, 11)
    }
}
