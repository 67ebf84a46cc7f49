@testable import DocExtract
import DocIngest
import Foundation
import XCTest

/// `BilingualSplitter.hasHeader(in:)` (only the lines around each `---`) finds a crawl header
/// exactly when `headerRange` over all lines does: on every page head and whole page of the
/// bundled pages and fixtures, the shared dump and zh-Hans sample when present, and crafted texts.
final class CrawlHeaderProbeTests: XCTestCase {
    private func texts(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.sorted().filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") }.compactMap { name in
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    @discardableResult
    private func assertSameAnswer(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let expected = BilingualSplitter.headerRange(in: SourceText.lines(of: text), from: 0) != nil
        XCTAssertEqual(BilingualSplitter.hasHeader(in: text), expected, String(text.prefix(300)), file: file, line: line)
        return expected
    }

    private func assertSameAnswers(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) -> Int {
        var found = 0
        for text in texts {
            if assertSameAnswer(SimpleText.prefix(text, characters: FormatDetector.headCharacters), file: file, line: line) { found += 1 }
            assertSameAnswer(text, file: file, line: line)
        }
        return found
    }

    func testEveryBundledPageHasAHeaderBothWaysOrNeither() {
        XCTAssertGreaterThan(assertSameAnswers(texts(under: TestPaths.corpusPages) + texts(under: TestPaths.fixtures)), 0)
    }

    func testEverySharedPageHasAHeaderBothWaysOrNeither() throws {
        let shared = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: shared.path) else {
            throw XCTSkip("../shared not present (\(shared.path)): the shared-corpus comparison runs only where it exists")
        }
        XCTAssertGreaterThan(assertSameAnswers(texts(under: shared.appendingPathComponent("swiftui-zh-sample"))), 100)
        _ = assertSameAnswers(texts(under: shared.appendingPathComponent("sosumi-swiftui/documentation")))
    }

    func testCraftedTextsHaveAHeaderBothWaysOrNeither() {
        let field = "来源：https://a.b/c\n"
        var texts = ["", "---", "---\n", "---\n---", "--- 来源：U 抓取时间：T --- # Title", "x --- 来源：U ---", "---\r\n来源：U\r\n---",
                     "a\r\n---\n来源：U\n---\n", "---\n\n\n来源：U", "\n---\nsource: u\ncrawled: t\n---\n", "-----\nsource: u\n-----",
                     "---\ntitle: x\n---\n---\nsource: y\n---", "--- ---\nsource: x", "---\n" + String(repeating: "\n", count: 11) + field,
                     "---\n" + String(repeating: "\n", count: 12) + field, "---\n" + String(repeating: "\n", count: 11) + "\r\n" + field,
                     "x---y\nsource: u\n---", "---\n" + String(repeating: field, count: 14), "---\n\u{3000}\n" + field + "---"]
        texts += texts.map { "prefix line\n" + $0 } + texts.map { $0 + "\n---\n" + field }
        for text in texts { assertSameAnswer(text) }
        XCTAssertTrue(BilingualSplitter.hasHeader(in: "---\n来源：U\n---"))
    }
}
