@testable import DocIngest
import Foundation
import XCTest

/// The word-at-a-time count of control bytes behind `TextDecoder.looksBinary` counts what the
/// byte-by-byte filter counts: every byte value at every position of a word and of the tail,
/// random buffers of every length up to 40, and the first 4 KiB of every bundled page.
final class ControlByteCountTests: XCTestCase {
    private func reference(_ bytes: [UInt8]) -> Int {
        bytes.lazy.filter { $0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13 && $0 != 12 && $0 != 0 }.count
    }

    private func assertSameCount(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(bytes.withUnsafeBufferPointer { TextDecoder.controlBytes(in: $0) }, reference(bytes), "\(bytes)", file: file, line: line)
    }

    func testEveryByteValueAtEveryPositionCountsTheSame() {
        for value in 0...255 {
            for length in [8, 11, 16] {
                for position in 0..<length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = UInt8(value)
                    assertSameCount(bytes)
                    bytes = [UInt8](repeating: 0xE4, count: length)
                    bytes[position] = UInt8(value)
                    assertSameCount(bytes)
                }
            }
        }
    }

    func testRandomBuffersCountTheSame() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...40 {
            for _ in 0..<200 {
                assertSameCount((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
                assertSameCount((0..<length).map { _ in UInt8.random(in: 0...0x21, using: &generator) })
            }
        }
    }

    func testEveryBundledPageCountsTheSame() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("corpus/pages")
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var checked = 0
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path), !data.isEmpty else { continue }
            assertSameCount(Array(data.prefix(4096)))
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
    }
}
