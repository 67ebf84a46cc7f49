@testable import DocModel
import Foundation
import XCTest

/// The content hasher's UTF-8 path (`addProse` / `addCode`, bytes) hashes the same bytes as its
/// scalar path (`addProseByScalars` / `addCodeByScalars`, `ContentNormalizer`'s normal forms):
/// on crafted texts and on every line, paragraph and whole file of the bundled pages and test
/// fixtures, and of the shared zh-Hans sample when present.
final class ContentHasherUTF8Tests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func assertSameHashes(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var bytes = ContentHasher(), scalars = ContentHasher()
        bytes.part(); bytes.addProse(text)
        scalars.part(); scalars.addProseByScalars(text)
        XCTAssertEqual(bytes.hex, scalars.hex, "prose: \(text.prefix(200))", file: file, line: line)
        var codeBytes = ContentHasher(), codeScalars = ContentHasher()
        codeBytes.part(); codeBytes.addCode(text)
        codeScalars.part(); codeScalars.addCodeByScalars(text)
        XCTAssertEqual(codeBytes.hex, codeScalars.hex, "code: \(text.prefix(200))", file: file, line: line)
    }

    private func assertSameHashes(under folder: URL) -> Int {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var count = 0
        for name in names.sorted() where [".md", ".txt", ".html", ".swift"].contains(where: name.hasSuffix) {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            assertSameHashes(text)
            for paragraph in text.components(separatedBy: "\n\n") { assertSameHashes(paragraph) }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { assertSameHashes(String(line)) }
            count += 1
        }
        return count
    }

    func testCraftedTextsHashTheSameBothWays() {
        var texts = StreamedContentHashTests.samples
        texts += ["<", "<a", "<a>", "</a>x", "<//////////////////////////////////////b>x", "<spa\u{301}n>x</span>", "<\u{212A}>",
                  "<Strong>bold</STRONG> <sup>2</sup>", "a <b>b</b> 中<i>文</i>字", "中\u{3000}文", "中 \u{200B} 文", "x\u{85}y\u{2029}z",
                  "\u{1F600} \u{1F600}", "a\u{0}b", "\u{7F}", "中 a 中", "é é", "λ x", "1 2", "_ $", "#a @b",
                  "<code>" + String(repeating: "x", count: 40) + "</code>", "trailing <", "<b", "<b ", "<b/", "</ b>"]
        for text in texts { assertSameHashes(text) }
    }

    func testEveryBundledTextHashesTheSameBothWays() {
        let count = assertSameHashes(under: Self.packageRoot.appendingPathComponent("corpus/pages"))
            + assertSameHashes(under: Self.packageRoot.appendingPathComponent("Tests/DocExtractTests/Fixtures"))
        XCTAssertGreaterThan(count, 20)
    }

    func testEveryTextOfTheSharedSampleHashesTheSameBothWays() throws {
        let sample = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/swiftui-zh-sample")
        guard FileManager.default.fileExists(atPath: sample.path) else {
            throw XCTSkip("../shared not present (\(sample.path)): the shared-sample comparison runs only where it exists")
        }
        XCTAssertGreaterThan(assertSameHashes(under: sample), 100)
    }
}
