@testable import DocExtract
import DocModel
import XCTest

final class FormatDetectorTests: XCTestCase {
    func testEachSeedIsDetectedAsItsFormat() throws {
        let expected: [String: DocFormat] = [
            "000": .sosumi, "001": .bilingualCrawl, "002": .ruleDocument, "003": .scrapedText, "004": .bilingualCrawl,
        ]
        for (prefix, format) in expected {
            let page = try TestPaths.page(try TestPaths.seed(prefix))
            XCTAssertEqual(page.source.format, format, "seed \(prefix)")
        }
    }

    func testHTMLIsSplitIntoDocCAndPlain() throws {
        XCTAssertEqual(try TestPaths.page(TestPaths.fixtures.appendingPathComponent("html/docc-focused.html")).source.format, .doccHTML)
        XCTAssertEqual(try TestPaths.page(TestPaths.fixtures.appendingPathComponent("html/plain-focused-equals.html")).source.format, .plainHTML)
    }

    func testMarkdownWithoutFrontMatterIsLenientMarkdown() {
        XCTAssertEqual(FormatDetector.detect(path: "a.md", text: "# Title\n\nText\n"), .markdown)
        XCTAssertEqual(FormatDetector.detect(path: "a.txt", text: "Just words\nwithout markup\n"), .scrapedText)
    }
}
