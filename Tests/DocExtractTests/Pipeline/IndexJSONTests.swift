@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// `index.json` written entry by entry (`IndexJSON`, each element by `PageRecordJSON`) is the
/// same bytes as the whole index encoded by `JSONEncoder.docgen` and by `ModelJSON`.
final class IndexJSONTests: XCTestCase {
    private func streamed(_ index: ModelIndex) throws -> String {
        var bytes: [UInt8] = []
        try IndexJSON.write(index) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testGeneratedIndexesAreWrittenAsJSONEncoderWritesThem() throws {
        var generator = PageGenerator(seed: 0x1D3)
        for round in 0..<60 {
            let pages = (0..<generator.below(round == 0 ? 1 : 40)).map { _ in generator.cacheItem(filled: true).entry! }
            let diagnostics = (0..<generator.below(5)).map { _ in generator.diagnostic() }
            let index = ModelIndex(pages: pages, diagnostics: diagnostics)
            let expected = String(decoding: try JSONEncoder.docgen.encode(index), as: UTF8.self)
            XCTAssertEqual(try streamed(index), expected)
            XCTAssertEqual(String(decoding: try ModelJSON.bytes(index), as: UTF8.self), expected)
        }
    }

    func testAnIndexLargerThanOneChunkIsWrittenWhole() throws {
        var generator = PageGenerator(seed: 99)
        let pages = (0..<6_000).map { _ in generator.cacheItem(filled: true).entry! }
        let index = ModelIndex(pages: pages, diagnostics: [])
        XCTAssertEqual(try streamed(index), String(decoding: try JSONEncoder.docgen.encode(index), as: UTF8.self))
    }
}
