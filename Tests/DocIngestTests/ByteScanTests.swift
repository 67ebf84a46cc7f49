@testable import DocIngest
import Foundation
import XCTest

/// The `memchr` scans answer as the scans over `utf8` / `unicodeScalars` they replace.
final class ByteScanTests: XCTestCase {
    static let texts = ["", "a", "\u{0}", "a\u{0}b", "line\r\nnext", "\r", "café", "Ã©", "Ã", "Â€”", "\u{C1}\u{C2}", "\u{F4}", "\u{F5}",
                        "x\u{202A}y", "\u{2066}", "\u{2069}z", "\u{2029}", "\u{2070}", "—", "中文", "👩‍👩‍👧", "\u{E2}", "\u{E2}\u{80}",
                        String(repeating: "long text ", count: 500) + "\u{202E}", Substring("ab\u{0}cd").dropFirst().description]

    func testEveryScanAnswersAsTheOneItReplaces() {
        for text in Self.texts {
            XCTAssertEqual(ByteScan.contains(0, in: text), text.utf8.contains(0), text.debugDescription)
            XCTAssertEqual(ByteScan.contains(13, in: text), text.utf8.contains(13), text.debugDescription)
            XCTAssertEqual(ByteScan.containsCP1252LeadScalar(text),
                           text.unicodeScalars.contains { $0.value >= 0xC2 && $0.value <= 0xF4 }, text.debugDescription)
            let bytes = Array(text.utf8)
            let pair = zip(bytes, bytes.dropFirst()).contains { $0 == 0xE2 && (0x80...0x81).contains($1) }
            XCTAssertEqual(ByteScan.containsPair(0xE2, 0x80...0x81, in: text), pair, text.debugDescription)
        }
    }

    func testBidiControlsAreStillCountedWithTheirFirstLine() {
        XCTAssertNil(TextDecoder.bidiControls(in: "plain\ntext — with a dash"))
        XCTAssertEqual(TextDecoder.bidiControls(in: "a\nb\u{202E}c\u{2066}")?.count, 2)
        XCTAssertEqual(TextDecoder.bidiControls(in: "a\nb\u{202E}c\u{2066}")?.line, 2)
    }

    /// The `memchr` count of bidi controls answers as the byte-by-byte one, on made texts and on
    /// every file of the bundled corpus.
    func testBidiControlsByMemchrAnswerAsByteByByte() throws {
        var texts = Self.texts + ["\n\n\u{202A}", "\u{202B}\n\u{202C}\n\u{202D}", "x\n\u{2067}\u{2068}", "\u{202F}\u{2065}\u{206A}",
                                  "\u{2018}quoted\u{2019}\n\u{202E}", "\r\n\u{202E}", String(repeating: "a\n", count: 300) + "\u{2069}end"]
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("corpus/pages")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        for file in files {
            if let text = try? String(contentsOf: file, encoding: .utf8) { texts.append(text) }
        }
        XCTAssertGreaterThan(texts.count, 50)
        var found = 0
        for text in texts {
            let scanned = TextDecoder.bidiControls(in: text)
            let byByte = TextDecoder.bidiControlsByByte(text)
            XCTAssertEqual(scanned?.count, byByte?.count, text.prefix(60).debugDescription)
            XCTAssertEqual(scanned?.line, byByte?.line, text.prefix(60).debugDescription)
            if scanned != nil { found += 1 }
        }
        XCTAssertGreaterThan(found, 8)
    }
}
