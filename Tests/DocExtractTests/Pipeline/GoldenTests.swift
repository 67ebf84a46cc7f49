import DocExtract
import DocModel
import Foundation
import XCTest

/// Golden tests: the `docgen dump` tree of each seed and HTML fixture, checked by hand once
/// and compared byte for byte since. Re-record with `DOCGEN_RECORD_GOLDENS=1 swift test
/// --filter GoldenTests`, then read the diff before committing.
final class GoldenTests: XCTestCase {
    private var recording: Bool { ProcessInfo.processInfo.environment["DOCGEN_RECORD_GOLDENS"] == "1" }

    private func check(_ input: URL, golden name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dump = try TestPaths.page(input).treeDump
        let goldenURL = TestPaths.goldens.appendingPathComponent("\(name).dump")
        if recording {
            try Data(dump.utf8).write(to: goldenURL)
            return
        }
        let expected = try String(contentsOf: goldenURL, encoding: .utf8)
        if dump != expected {
            let actualLines = dump.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            XCTFail("""
                \(name): dump differs from \(goldenURL.lastPathComponent) at line \((first?.offset ?? min(actualLines.count, expectedLines.count)) + 1)
                expected: \(first.map { String($0.element.1) } ?? "(end)")
                actual:   \(first.map { String($0.element.0) } ?? "(end)")
                """, file: file, line: line)
        }
    }

    func testSeed000SosumiGolden() throws { try check(try TestPaths.seed("000"), golden: "seed-000-sosumi") }
    func testSeed001BilingualGolden() throws { try check(try TestPaths.seed("001"), golden: "seed-001-bilingual") }
    func testSeed002RuleDocumentGolden() throws { try check(try TestPaths.seed("002"), golden: "seed-002-rule") }
    func testSeed003ScrapedTextGolden() throws { try check(try TestPaths.seed("003"), golden: "seed-003-scraped") }
    func testSeed004BilingualGolden() throws { try check(try TestPaths.seed("004"), golden: "seed-004-bilingual") }
    func testDocCHTMLGolden() throws { try check(TestPaths.fixtures.appendingPathComponent("html/docc-focused.html"), golden: "html-docc-focused") }
    func testDocCHTMLWithParallelJapaneseGolden() throws {
        try check(TestPaths.fixtures.appendingPathComponent("html/docc-parallel-japanese-focused.html"), golden: "html-docc-parallel-japanese")
    }
    func testNewerDocCStaticHTMLGolden() throws {
        try check(TestPaths.fixtures.appendingPathComponent("html/docc-static-noscript-focused.html"), golden: "html-docc-static-noscript")
    }
    func testRenderedPageMarkdownGolden() throws {
        try check(TestPaths.fixtures.appendingPathComponent("markdown/rendered-page-source-fence.md"), golden: "markdown-rendered-page")
    }
    func testListMetadataMarkdownGolden() throws {
        try check(TestPaths.fixtures.appendingPathComponent("markdown/list-metadata.md"), golden: "markdown-list-metadata")
    }
    func testRenderedPageRealSamplesGolden() throws {
        try check(style("rendered-page/swiftui-view-focusscope(_:).md"), golden: "rendered-page-focusscope")
        try check(style("rendered-page/realitykit-realityview-accessibility(activationpoint:)-7lbuy.md"), golden: "rendered-page-deprecated-ranges")
        try check(style("rendered-page/managedappdistribution-managedcontentview-focusable(_:interactions:).md"), golden: "rendered-page-focusable-interactions")
    }
    func testListMetadataRealSamplesGolden() throws {
        try check(style("list-metadata/focused-equals.md"), golden: "list-metadata-focused-equals")
        try check(style("list-metadata/focusscope.md"), golden: "list-metadata-focusscope")
    }
    func testFullPageCrawlGolden() throws { try check(style("full-page/SwiftUI-FocusState.md"), golden: "full-page-focusstate") }
    func testFullPageCrawlModifierGolden() throws { try check(style("full-page/SwiftUI-focused(_:).md"), golden: "full-page-focused") }
    private func style(_ path: String) -> URL { TestPaths.fixtures.appendingPathComponent(path) }
    func testScrapedDeclarationLineGolden() throws {
        try check(TestPaths.fixtures.appendingPathComponent("scraped/declaration-line.txt"), golden: "scraped-declaration-line")
    }
    func testCrawlCollapsedListGolden() throws { try check(crawl("collapsed-list-anchor"), golden: "crawl-collapsed-list") }
    func testCrawlUnclosedHeaderGolden() throws { try check(crawl("unclosed-header-alert-init"), golden: "crawl-unclosed-header") }
    func testCrawlSourceKeyHeaderGolden() throws { try check(crawl("source-key-shape-rect"), golden: "crawl-source-key-header") }
    func testCrawlOneLineHeaderGolden() throws { try check(crawl("one-line-header-alert-init"), golden: "crawl-one-line-header") }

    private func crawl(_ name: String) -> URL {
        TestPaths.fixtures.appendingPathComponent("crawl/\(name).zh-Hans.md")
    }

    func testHandWrittenRenderNodeGolden() throws {
        try check(TestPaths.fixtures.appendingPathComponent("docc/hand-written/focused(_:equals:).json"), golden: "docc-render-node-focused-equals")
    }
    /// Every page of the FocusEngine archive made by `docc convert`, one golden per page, named by its path under `data/documentation`.
    func testDocCArchivePagesGolden() throws {
        let documentation = TestPaths.fixtures.appendingPathComponent("docc/FocusEngine.doccarchive/data/documentation")
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: documentation.path)).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(paths.count, 18)
        for path in paths {
            let name = "docc-archive-" + path.dropLast(5).replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ":", with: "_")
            try check(documentation.appendingPathComponent(path), golden: name)
        }
    }

    func testPlainHTMLGolden() throws { try check(TestPaths.fixtures.appendingPathComponent("html/plain-onsubmit-dl.html"), golden: "html-plain-onsubmit") }
}
