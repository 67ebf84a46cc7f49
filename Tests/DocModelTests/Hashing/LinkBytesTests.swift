@testable import DocModel
import Foundation
import XCTest

/// The link pre-filter of `ContentNormalizer.stripLinks` (jumping from `]` to `]`) finds `](`
/// exactly where a byte-by-byte scan does: crafted texts and every line of the bundled pages.
final class LinkBytesTests: XCTestCase {
    private func byteByByte(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2 else { return false }
        return (0..<(bytes.count - 1)).contains { bytes[$0] == UInt8(ascii: "]") && bytes[$0 + 1] == UInt8(ascii: "(") }
    }

    func testLinkBytesAreFoundWhereverTheyAre() {
        var texts = ["", "]", "(", "](", "]]", "]](", "a](", "](b", "]x(", "] (", "[a](b) and [c](d)", "]]]]]]](", "中](文", "]\u{301}("]
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("corpus/pages")
        let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for name in names where name.hasSuffix(".md") {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(name).path) else { continue }
            texts += String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        for length in 2...20 {
            for position in 0..<(length - 1) {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = UInt8(ascii: "]")
                texts.append(String(decoding: bytes, as: UTF8.self))
                bytes[position + 1] = UInt8(ascii: "(")
                texts.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        XCTAssertGreaterThan(texts.count, 1000)
        for text in texts {
            XCTAssertEqual(ContentNormalizer.containsLinkBytes(text), byteByByte(text), text)
        }
    }
}
