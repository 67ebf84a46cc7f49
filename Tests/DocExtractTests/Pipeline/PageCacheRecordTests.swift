@testable import DocExtract
import DocModel
import XCTest

/// The cache's binary record gives back exactly the item it was written from, and a damaged
/// record is refused rather than read as something else.
final class PageCacheRecordTests: XCTestCase {
    func testGeneratedItemsReadBackUnchanged() {
        var generator = PageGenerator(seed: 0xCAC4E)
        for _ in 0..<500 {
            let item = generator.cacheItem()
            let length = generator.below(1 << 20)
            guard let decoded = PageCacheRecord.decode(PageCacheRecord.encode(item, pageLength: length)[...]) else {
                return XCTFail("a written record did not read back: \(item)")
            }
            XCTAssertEqual(decoded.item, item)
            XCTAssertEqual(decoded.pageLength, length)
        }
    }

    func testEveryTruncationAndEveryFlippedByteIsRefused() {
        var generator = PageGenerator(seed: 7)
        let record = PageCacheRecord.encode(generator.cacheItem(filled: true), pageLength: 1234)
        for count in 0..<record.count {
            XCTAssertNil(PageCacheRecord.decode(record[..<count]), "truncated to \(count) bytes")
        }
        for index in record.indices {
            var damaged = record
            damaged[index] ^= 0x20
            XCTAssertNil(PageCacheRecord.decode(damaged[...]), "byte \(index) flipped")
        }
        XCTAssertNil(PageCacheRecord.decode((record + [0])[...]), "a trailing byte")
    }

    func testTheOldJSONLayoutIsNotARecord() {
        let old: [UInt8] = [0x05, 0, 0, 0, 0, 0, 0, 0] + Array("{\"diagnostics\":[]}".utf8)
        XCTAssertNil(PageCacheRecord.decode(old[...]))
    }
}

extension PageGenerator {
    /// A cache item: entry and counts present or absent (a file that gave no page has neither).
    mutating func cacheItem(filled: Bool = false) -> PageCache.Item {
        let hasPage = filled || flag()
        let entry = ModelIndex.Entry(id: string(), file: string(), source: string(), symbol: string(),
                                     kind: SymbolKind(rawValue: string()), format: pick(DocFormat.self),
                                     languages: list { $0.pick(Language.self) }, examples: int(), claims: int(), diagnostics: int())
        let counts = ExtractionSummary.PageCounts(format: pick(DocFormat.self), examples: int(), claims: int(), hasDeclaration: flag(),
                                                  declarationParses: flag(), diagnosticIDs: list { $0.string() })
        return PageCache.Item(entry: hasPage ? entry : nil, counts: hasPage ? counts : nil,
                              diagnostics: (0..<(filled ? 3 : below(3))).map { _ in diagnostic() })
    }

    mutating func diagnostic() -> Diagnostic {
        Diagnostic(id: string(), severity: [Diagnostic.Severity.note, .warning, .error][below(3)], message: string(), file: string(),
                   line: optional { $0.int() })
    }
}
