@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// The simple-text path of `Phrasebook.normalizedLabel` (scalars, one pass) gives what the
/// general path gives: on every label of the bundled phrasebooks, every line of the bundled
/// pages and fixtures and of the shared zh-Hans sample when present, and crafted labels.
final class NormalizedLabelPathsTests: XCTestCase {
    private func assertSamePaths(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let simple = Phrasebook.simpleNormalizedLabel(text) else { return false }
        XCTAssertEqual(simple, Phrasebook.generalNormalizedLabel(text), text.debugDescription, file: file, line: line)
        XCTAssertEqual(Phrasebook.normalizedLabel(text), simple, text.debugDescription, file: file, line: line)
        return true
    }

    private func lines(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.sorted().filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") }.flatMap { name -> [String] in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return [] }
            return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    func testEveryPhrasebookLabelNormalizesTheSameBothWays() {
        var simple = 0
        for book in Phrasebook.all {
            let labels = book.sectionHeadings.map(\.text) + book.topicGroupHeadings + book.roles.map(\.text) + book.exampleLabels.map(\.text)
            for label in labels where assertSamePaths(label) { simple += 1 }
        }
        XCTAssertGreaterThan(simple, 100)
    }

    func testEveryBundledLineNormalizesTheSameBothWays() {
        let all = lines(under: TestPaths.corpusPages) + lines(under: TestPaths.fixtures)
        XCTAssertGreaterThan(all.filter { assertSamePaths($0) }.count, all.count / 2)
    }

    func testEverySharedSampleLineNormalizesTheSameBothWays() throws {
        let sample = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/swiftui-zh-sample")
        guard FileManager.default.fileExists(atPath: sample.path) else {
            throw XCTSkip("../shared not present (\(sample.path)): the shared-sample comparison runs only where it exists")
        }
        for line in lines(under: sample).prefix(200_000) { _ = assertSamePaths(line) }
    }

    func testCraftedLabelsNormalizeTheSameBothWays() {
        let labels = ["", "\u{3000}", "## 参数", "**实例方法**", "不正确（没有焦点）：", "  **标签：**  ", "***é***", "É\u{3000}Title：：",
                      "Café’s **Note**:", "\u{A0}x\u{A0}y\u{A0}", "#\u{2003}#Title", "x\u{2028}y", "Straße", "İstanbul", "ΣΑΣ", "a ：",
                      "：：", "’’", "** ** **", "#’#", "x\t\u{3000}\ty", "Ⅻ", "ǅ", "中文 English"]
        for label in labels { _ = assertSamePaths(label) }
        XCTAssertNotNil(Phrasebook.simpleNormalizedLabel("**实例方法**"))
        XCTAssertNil(Phrasebook.simpleNormalizedLabel("e\u{301}"))
    }
}
