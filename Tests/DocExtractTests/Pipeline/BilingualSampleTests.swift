import DocExtract
import DocModel
import Foundation
import XCTest

/// Bilingual fidelity at scale (issue 15) over `../shared/corpus/swiftui-zh-sample`, 600 pages
/// of the zh-Hans+English crawl: every file with both languages is one two-language record, no
/// crawl header is ever taken for a symbol, and level mismatches stay under a ceiling.
final class BilingualSampleTests: XCTestCase {
    /// The target is 1 % of aligned claim pairs; measured: 7 / 1,886 (0.37 %), each a
    /// bilingual finding with both sentences (classified in docs/bilingual-levels.md). The
    /// ceiling is what was reached, so any regression fails.
    static let levelMismatchCeiling = 0.004
    /// Bilingual-drift findings measured after the crawl marker repairs and heading-level
    /// alignment: 15 (63 before; docs/bilingual-drift-audit.md). 16 since rendered-page headers
    /// (`RenderedHeaderCrawlTests`) are read in both halves: `Spacer/init(minLength:)`'s Chinese
    /// half lost its title line (`| 苹果开发者文档` alone), so its header no longer reads like the
    /// English one — a true finding, where before both halves were misread alike.
    static let driftCeiling = 16

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
        let notes = crawl.flatMap(\.diagnostics).filter { $0.id == "docgen.extract.level-mismatch" }
        let mismatches = notes.count
        for note in notes {
            XCTAssertTrue(note.message.contains("en: “") && note.message.contains("zh-Hans: “"), "both sentences shown: \(note.message)")
        }
        XCTAssertGreaterThan(pairs, 1500)
        // Drift findings after the crawl repairs (docs/bilingual-drift-audit.md: 63 before).
        let drift = crawl.flatMap(\.diagnostics).filter { $0.id == "docgen.extract.bilingual-drift" }.count
        XCTAssertLessThanOrEqual(drift, Self.driftCeiling, "bilingual-drift findings")
        XCTAssertLessThanOrEqual(Double(mismatches) / Double(pairs), Self.levelMismatchCeiling,
                                 "\(mismatches) level mismatches over \(pairs) aligned claim pairs")
    }
}
