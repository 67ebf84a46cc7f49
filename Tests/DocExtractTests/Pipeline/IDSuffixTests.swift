@testable import DocExtract
import DocModel
import XCTest

/// A duplicate page's `~N` goes where the page writer marked its id's end: the same bytes the
/// search for the top-level id gives (`ModelStaging.appendingToID`), on pages of every shape.
final class IDSuffixTests: XCTestCase {
    private func assertSuffixGoesWhereTheSearchPutsIt(_ page: PageRecord, file: StaticString = #filePath, line: UInt = #line) throws {
        let (bytes, idEnd) = PageRecordJSON.bytesMarkingID(page)
        XCTAssertEqual(bytes, ModelJSON.bytes(page), "the marked bytes are the page's JSON", file: file, line: line)
        for suffix in ["~2", "~10"] {
            let inserted = ModelStaging.insertingIDSuffix(suffix, into: bytes, at: idEnd)
            let searched = try ModelStaging.appendingToID(bytes, suffix, path: page.id)
            XCTAssertEqual(String(decoding: inserted, as: UTF8.self), String(decoding: searched, as: UTF8.self),
                           page.id, file: file, line: line)
        }
    }

    func testBundledPagesTakeTheSuffixWhereTheSearchFindsTheID() throws {
        let result = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path]))
        XCTAssertGreaterThan(result.pages.count, 20)
        for page in result.pages { try assertSuffixGoesWhereTheSearchPutsIt(page) }
    }

    /// Generated pages: ids that need escaping, nested members named `id` before the page's own,
    /// every optional member present and absent.
    func testGeneratedPagesTakeTheSuffixWhereTheSearchFindsTheID() throws {
        var generator = PageGenerator(seed: 0x1D5)
        for _ in 0..<300 { try assertSuffixGoesWhereTheSearchPutsIt(generator.page()) }
        var awkward = generator.page()
        awkward.id = "doc://a \"quoted\" \\ id\n中文/focused(_:)"
        try assertSuffixGoesWhereTheSearchPutsIt(awkward)
    }
}
