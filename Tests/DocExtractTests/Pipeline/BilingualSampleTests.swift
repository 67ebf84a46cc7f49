import DocExtract
import DocModel
import Foundation
import XCTest

/// Bilingual fidelity at scale (issue 15) over `../shared/corpus/swiftui-zh-sample`, 600 pages
/// of the zh-Hans+English crawl: every file with both languages is one two-language record, no
/// crawl header is ever taken for a symbol, and level mismatches stay under a ceiling.
final class BilingualSampleTests: XCTestCase {
    /// The target is 1 % of aligned claim pairs; measured today: 133 / 1,841 (7.2 %).
    /// The ceiling guards against regressions until the remaining cue work (docs/model.md,
    /// "Levels across languages") brings it down to the target.
    static let levelMismatchCeiling = 0.075

    func testSampleIsTwoLanguageWithAgreeingLevels() throws {
        let sample = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/swiftui-zh-sample")
        guard FileManager.default.fileExists(atPath: sample.path) else {
            throw XCTSkip("../shared not present (\(sample.path)): the bilingual sample test runs only where the shared corpus exists")
        }
        let result = Extraction.run(.init(paths: [sample.path]))
        let crawl = result.pages.filter { $0.source.format == .bilingualCrawl }
        XCTAssertEqual(crawl.count, 600)
        let oneLanguage = crawl.filter { $0.source.languages.count != 2 }.map(\.source.path)
        XCTAssertEqual(oneLanguage, [], "every crawl file holds both languages")
        for page in result.pages {
            let name = page.symbol.name
            for key in ["source:", "crawled:", "来源", "抓取时间"] {
                XCTAssertFalse(name.contains(key), "\(page.source.path): header taken as the symbol: \(name)")
            }
            XCTAssertNotEqual(page.source.format, .sosumi, page.source.path)
        }
        let pairs = crawl.flatMap(\.claims).filter { $0.language == .en && $0.alignedWith != nil }.count
        let mismatches = crawl.flatMap(\.diagnostics).filter { $0.id == "docgen.extract.level-mismatch" }.count
        XCTAssertGreaterThan(pairs, 1500)
        XCTAssertLessThanOrEqual(Double(mismatches) / Double(pairs), Self.levelMismatchCeiling,
                                 "\(mismatches) level mismatches over \(pairs) aligned claim pairs")
    }
}
