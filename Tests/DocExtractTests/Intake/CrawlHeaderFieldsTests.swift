@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// The scalar path of the crawl-header field reader (`BilingualSplitter.keysByScalar`, simple
/// text) finds the same keys at the same places as the character path, on every line of the
/// bundled pages and fixtures, the zh-Hans sample when present, and crafted headers.
final class CrawlHeaderFieldsTests: XCTestCase {
    private func assertSamePaths(_ line: Substring, file: StaticString = #filePath, line number: UInt = #line) {
        guard SimpleText.isSimple(line) else { return }
        let scalar = BilingualSplitter.keysByScalar(in: line), character = BilingualSplitter.keysByCharacter(in: line)
        XCTAssertEqual(scalar.map(\.key), character.map(\.key), String(line), file: file, line: number)
        XCTAssertEqual(scalar.map(\.range), character.map(\.range), String(line), file: file, line: number)
    }

    private func lines(under folder: URL) -> [Substring] {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") }.flatMap { name -> [Substring] in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return [] }
            return text.split(separator: "\n", omittingEmptySubsequences: false)
        }
    }

    func testEveryLineOfTheBundledAndSampleCrawlsReadsTheSameBothWays() {
        var all = lines(under: TestPaths.corpusPages) + lines(under: TestPaths.fixtures)
        let sample = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/swiftui-zh-sample")
        all += lines(under: sample).prefix(200_000)
        var withKeys = 0, ruledOut = 0
        for line in all {
            assertSamePaths(line)
            if !BilingualSplitter.keysByCharacter(in: line).isEmpty { withKeys += 1 }
            assertPrefilterRulesOutOnlyLinesWithoutKeys(line)
            if !BilingualSplitter.mayHoldKey(line) { ruledOut += 1 }
        }
        XCTAssertGreaterThan(withKeys, 0, "some lines hold header fields")
        XCTAssertGreaterThan(ruledOut, 1000, "the pre-filter rules out most lines")
    }

    /// `mayHoldKey` false means neither path finds a key; `containsThreeHyphens` false means the
    /// trimmed line does not start with `---`.
    private func assertPrefilterRulesOutOnlyLinesWithoutKeys(_ line: Substring, file: StaticString = #filePath, line number: UInt = #line) {
        if !BilingualSplitter.mayHoldKey(line) {
            XCTAssertTrue(BilingualSplitter.keysByCharacter(in: line).isEmpty, String(line), file: file, line: number)
            if SimpleText.isSimple(line) {
                XCTAssertTrue(BilingualSplitter.keysByScalar(in: line).isEmpty, String(line), file: file, line: number)
            }
        }
        if !BilingualSplitter.mayStartWithKey(line) {
            // The first key the full reader finds (if any) has something other than whitespace before it.
            let first = BilingualSplitter.keysByCharacter(in: line).first
            XCTAssertFalse(first.map { line[..<$0.range.lowerBound].trimmed(.whitespaces).isEmpty } ?? false, String(line),
                           file: file, line: number)
            XCTAssertTrue(BilingualSplitter.fields(in: line).isEmpty, String(line), file: file, line: number)
        }
        if !BilingualSplitter.containsThreeHyphens(line) {
            XCTAssertFalse(line.trimmed(.whitespaces).hasPrefix("---"), String(line), file: file, line: number)
        }
    }

    func testCraftedHeadersReadTheSameBothWays() {
        let texts = ["来源：https://developer.apple.com/x 抓取时间：2025-12-02", "Source: https://a.b/c Crawled: 2025",
                     "source : x", "SOURCE:x", "title: Focus", " Source: indented", "x Source: later", "Source",
                     "来源:URL", "来源 ：URL", "Source:Source:", "抓取时间：T 来源：U", "a\tSource: tab", ""]
        for text in texts {
            assertSamePaths(Substring(text))
            assertPrefilterRulesOutOnlyLinesWithoutKeys(Substring(text))
        }
        for text in ["  Source: x", "\tcrawled:", " s", "*Source: x", "\u{301}Source: x", " \u{301}source: x", "Se\u{301}: x",
                     "s\u{301}ource: x", "\u{3000}来源：x", "\r\nsource: x", "   "] {
            assertPrefilterRulesOutOnlyLinesWithoutKeys(Substring(text))
        }
        XCTAssertTrue(BilingualSplitter.mayStartWithKey("  Source: x"))
        XCTAssertFalse(BilingualSplitter.mayStartWithKey("title: source: x"))
        for text in ["SoUrCe: x", "CRAWLED:", "sourc: x", " ---", "--- x", "-- -", "\t---", "—-—", "source\r\n:"] {
            assertPrefilterRulesOutOnlyLinesWithoutKeys(Substring(text))
        }
        XCTAssertTrue(BilingualSplitter.mayHoldKey("SoUrCe: x"))
        XCTAssertFalse(BilingualSplitter.mayHoldKey("title: Focus"))
    }
}
