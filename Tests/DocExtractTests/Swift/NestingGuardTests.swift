@testable import DocExtract
import XCTest

/// `NestingGuard.firstExcess` skips the bytes that change nothing; it finds the excess (line
/// and column) the byte-by-byte walk finds, on every bundled file and listing and made text.
final class NestingGuardTests: XCTestCase {
    private func assertSame(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
        for text in texts {
            let fast = NestingGuard.firstExcess(in: text), reference = firstExcessByByte(in: text)
            XCTAssertEqual(fast?.line, reference?.line, String(text.prefix(60)).debugDescription, file: file, line: line)
            XCTAssertEqual(fast?.column, reference?.column, String(text.prefix(60)).debugDescription, file: file, line: line)
        }
    }

    func testMadeTextsFindTheSameExcess() {
        var texts = ["", "a", "(", "<", "a<b", "<<<", "x\n" + String(repeating: "[", count: 13), String(repeating: "(", count: 129),
                     String(repeating: "a<", count: 130), "é<" + String(repeating: "<", count: 130), "]]]))}}>>>" + String(repeating: "{", count: 129)]
        for prefix in ["", "line\n", "中文\n\n  ", "a\u{301}"] {
            texts.append(prefix + String(repeating: "([{", count: 43))
            texts.append(prefix + String(repeating: "Array<", count: 60) + "\n" + String(repeating: "f(", count: 70))
            texts.append(prefix + String(repeating: "[", count: 12) + "x" + String(repeating: "]", count: 5) + String(repeating: "[", count: 6))
        }
        assertSame(texts)
        XCTAssertNotNil(NestingGuard.firstExcess(in: String(repeating: "(", count: 129)))
    }

    func testEveryBundledFileAndListingFindsTheSameExcess() {
        let pages = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path])).pages
        assertSame(BundledTexts.bundled + pages.flatMap { $0.examples.map(\.code) + [$0.declaration?.text].compactMap { $0 } })
    }

    /// The guard's walk byte by byte, every byte looked at: the reference the skipping walk is
    /// compared with.
    private func firstExcessByByte(in text: String) -> (line: Int, column: Int)? {
        var depth = 0
        var angles = 0
        var squares = 0
        var line = 1
        var column = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
                angles = 0
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "["):
                depth += 1
                squares += 1
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
                squares = max(squares - 1, 0)
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth = max(depth - 1, 0)
            case UInt8(ascii: "<") where NestingGuard.isIdentifierByte(previous) || previous == UInt8(ascii: "<"):
                angles += 1
            case UInt8(ascii: ">"):
                angles = max(angles - 1, 0)
            default:
                break
            }
            previous = byte
            if depth + angles > NestingGuard.limit || squares > NestingGuard.squareLimit { return (line, column) }
        }
        return nil
    }
}
