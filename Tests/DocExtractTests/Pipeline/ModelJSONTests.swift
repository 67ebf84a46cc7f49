@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// `ModelJSON` must write exactly what `JSONEncoder.docgen` writes.
final class ModelJSONTests: XCTestCase {
    private func assertSameJSON<T: Encodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try JSONEncoder.docgen.encode(value)
        let actual = try ModelJSON.encode(value)
        XCTAssertEqual(String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self), file: file, line: line)
    }

    func testEveryBundledPageAndTheIndexEncodeAsJSONEncoderDoes() throws {
        let result = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path]))
        XCTAssertGreaterThan(result.pages.count, 20)
        for page in result.pages { try assertSameJSON(page) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-json-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try assertSameJSON(try ModelWriter.write(result, to: directory.path))
    }

    func testStringsNeedingEscapesAndSortedDictionaryKeys() throws {
        let awkward = "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{07} nul \u{00} unit \u{1F} del \u{7F} "
            + "bidi \u{202E} line \u{2028} emoji 👩‍👩‍👧 e\u{301} 中文"
        try assertSameJSON([awkward])
        try assertSameJSON(["b": "1", "B": "2", "a10": "3", "a9": "4", "": "5", "é": "6", "e": awkward])
        try assertSameJSON([String: [String]]())
        try assertSameJSON([[String]](arrayLiteral: [], ["x"]))
        try assertSameJSON(Localized<String>())
    }

    func testIntegersBoolsAndNilsAsJSONEncoderWritesThem() throws {
        struct Sample: Encodable {
            var int = -42, big = Int64.max, small = UInt8(7), flag = true, absent: String? = nil, nested = [["k": false]]
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(int, forKey: .int)
                try container.encode(big, forKey: .big)
                try container.encode(small, forKey: .small)
                try container.encode(flag, forKey: .flag)
                try container.encodeNil(forKey: .null)
                try container.encodeIfPresent(absent, forKey: .absent)
                try container.encode(nested, forKey: .nested)
                var list = container.nestedUnkeyedContainer(forKey: .list)
                try list.encode(1)
                try list.encodeNil()
                var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
                try inner.encode("x", forKey: .int)
                try container.encode(int + 1, forKey: .int)  // a key set twice keeps its last value
            }
            enum Key: String, CodingKey { case int, big, small, flag, null, absent, nested, list, inner }
        }
        try assertSameJSON(Sample())
    }

    func testValuesFoundationFormatsItsOwnWayFallBackToJSONEncoder() throws {
        try assertSameJSON(["pi": 3.14159, "third": 1.0 / 3.0])
        try assertSameJSON([Date(timeIntervalSince1970: 1_700_000_000)])
        try assertSameJSON([URL(string: "https://example.com/a/b")!])
    }
}
