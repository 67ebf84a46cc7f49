@testable import DocIngest
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
}
