@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// Format detection on bytes (`FormatDetector.detectSimple`, for text whose head is simple)
/// decides as the character path (`detectGeneral`) does, and `DetectionHead.simpleEnd` keeps
/// the head `SimpleText.prefix` keeps: on every page of the bundled pages and fixtures, the
/// shared dump and zh-Hans sample when present, and crafted texts.
final class FormatDetectionPathsTests: XCTestCase {
    private func texts(under folder: URL) -> [(path: String, text: String)] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.sorted().compactMap { name in
            guard ["md", "txt", "html", "htm", "markdown"].contains((name as NSString).pathExtension.lowercased()),
                  let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
            return (name, String(decoding: data, as: UTF8.self))
        }
    }

    private func assertSameFormat(path: String, text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let general = FormatDetector.detectGeneral(path: path, text: text)
        XCTAssertEqual(FormatDetector.detect(path: path, text: text), general, path, file: file, line: line)
        var copy = text
        let simple = copy.withUTF8 { FormatDetector.detectSimple(path: path, text: text, bytes: $0) }
        if let simple { XCTAssertEqual(simple, general, path, file: file, line: line) }
        return simple != nil
    }

    private func assertSameHead(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var copy = text
        for count in [0, 1, 7, 8, 9, 15, 64, 4096] {
            guard let end = copy.withUTF8({ DetectionHead.simpleEnd(of: $0, characters: count) }) else { continue }
            let head = String(decoding: Array(text.utf8.prefix(end)), as: UTF8.self)
            XCTAssertEqual(head, SimpleText.prefix(text, characters: count), "count \(count)", file: file, line: line)
            XCTAssertEqual(head, String(text.prefix(count)), "count \(count)", file: file, line: line)
        }
    }

    func testEveryBundledPageIsDetectedTheSameBothWays() {
        assertSameFormats(texts(under: TestPaths.corpusPages) + texts(under: TestPaths.fixtures))
    }

    func testEverySharedPageIsDetectedTheSameBothWays() throws {
        let shared = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: shared.path) else {
            throw XCTSkip("../shared not present (\(shared.path)): the shared-corpus comparison runs only where it exists")
        }
        assertSameFormats(texts(under: shared.appendingPathComponent("swiftui-zh-sample"))
            + texts(under: shared.appendingPathComponent("sosumi-swiftui/documentation")))
    }

    private func assertSameFormats(_ all: [(path: String, text: String)], file: StaticString = #filePath, line: UInt = #line) {
        var simple = 0
        for (path, text) in all {
            if assertSameFormat(path: path, text: text) { simple += 1 }
            assertSameHead(text)
        }
        XCTAssertGreaterThan(simple, all.count / 2, "most pages take the byte path", file: file, line: line)
    }

    func testCraftedTextsAreDetectedTheSameBothWays() {
        let long = String(repeating: "word word word\n", count: 300)
        let texts = [
            "", "-", "---", "---\n", "---\ntitle: x\n---\n", "---\nimpact: high\n---\n", "---\ntitle: x\n---\nimpact: no\n",
            "--- 来源：https://a.b/c 抓取时间：T --- # Title", "---\nsource: https://a.b\ncrawled: now\n---\n# T",
            "<!DOCTYPE html><html>", "<HTML>", "# Title", "text\n# Heading", "```swift\n```", "**Navigation:** x",
            "plain text", "e\u{301}---", "---\u{301}\n", "\r\n---\r\ntitle: x\r\n---\r\n", "\tx\u{7F}y", "Extracted by [sosumi.ai]",
            long, long + "# H", String(repeating: "a", count: 4095) + "e\u{301}\n# H", String(repeating: "a", count: 4096) + "\u{301}",
            String(repeating: "a", count: 4097) + "\u{301}", String(repeating: "é", count: 5000) + "\n# H",
            "---\n" + String(repeating: "k: v\n", count: 900) + "impact: x\n---\n",
        ]
        for text in texts {
            for path in ["a.md", "a.html", "a.txt"] { _ = assertSameFormat(path: path, text: text) }
            assertSameHead(text)
        }
    }

    func testEightBytesAtATimeAcceptOnlyPrintableASCII() {
        for byte in 0...255 {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(byte)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                XCTAssertEqual(SimpleText.isPrintableASCII(word), byte >= 0x20 && byte <= 0x7E, "byte \(byte) at \(position)")
            }
        }
    }
}
