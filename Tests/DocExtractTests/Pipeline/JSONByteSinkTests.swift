@testable import DocExtract
import XCTest

/// `JSONByteSink` writes what the array-based writer writes, and the word-at-a-time escape scan
/// finds exactly the byte the byte loop finds.
final class JSONByteSinkTests: XCTestCase {
    /// Every byte that needs escaping, at every position of strings around the word size, and
    /// bytes just beside the escaped ranges (0x1F/0x20, 0x21/0x23, 0x5B/0x5D, 0x7F, 0x80, 0xFF).
    func testEscapeScanFindsTheSameByteAsTheByteLoop() {
        let interesting: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x23,
                                    0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xC3, 0xFF, UInt8(ascii: "a")]
        var checked = 0
        for length in 0...19 {
            for position in 0..<max(length, 1) {
                for byte in interesting {
                    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    if length > 0 { bytes[position] = byte }
                    bytes.withUnsafeBufferPointer { buffer in
                        for start in 0...length {
                            var expected = start
                            while expected < length, !JSONStringBytes.needsEscape(buffer[expected]) { expected += 1 }
                            XCTAssertEqual(JSONStringBytes.firstEscapeCandidate(in: buffer, from: start), expected,
                                           "\(bytes) from \(start)")
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 10_000)
    }

    func testRandomBytesScanTheSameAsTheByteLoop() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...64, using: &generator)
            // Mostly bytes near the escaped ones, so borrows across bytes are exercised.
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator) ? UInt8.random(in: 0...0x25, using: &generator) : UInt8.random(in: 0...255, using: &generator)
            }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...length {
                    var expected = start
                    while expected < length, !JSONStringBytes.needsEscape(buffer[expected]) { expected += 1 }
                    XCTAssertEqual(JSONStringBytes.firstEscapeCandidate(in: buffer, from: start), expected, "\(bytes)")
                }
            }
        }
    }

    func testSinkWritesStringsAsTheArrayWriterDoes() {
        let texts = ["", "plain", "quote \" and backslash \\ and slash /", "tab\tnew\nline\r\u{8}\u{C}\u{0}\u{1F}\u{7F}",
                     "long text without anything to escape, longer than a word or two", "中文 “引号” é 🎉",
                     String(repeating: "a\"", count: 40), "\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}"]
        for text in texts {
            var expected: [UInt8] = []
            JSONStringBytes.append(text, to: &expected)
            let sink = JSONByteSink(capacity: 1)
            sink.appendJSONString(text)
            XCTAssertEqual(sink.array, expected, text)
        }
    }

    func testSinkGrowsAndKeepsEveryByte() {
        let sink = JSONByteSink(capacity: 1)
        var expected: [UInt8] = []
        for round in 0..<500 {
            let piece = Array("piece \(round);".utf8)
            sink.append(piece)
            expected += piece
            sink.append(repeating: UInt8(ascii: " "), count: round % 7)
            expected += [UInt8](repeating: UInt8(ascii: " "), count: round % 7)
            sink.append(UInt8(ascii: "{"), 0x0A)
            expected += [UInt8(ascii: "{"), 0x0A]
        }
        XCTAssertEqual(sink.count, expected.count)
        XCTAssertEqual(sink.array, expected)
        sink.removeAll()
        XCTAssertEqual(sink.array, [])
    }
}
