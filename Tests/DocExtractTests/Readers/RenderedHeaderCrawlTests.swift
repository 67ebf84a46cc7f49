import DocExtract
import DocModel
import XCTest

/// A crawl that saved Apple's rendered page whole (52 of the 600 pages of the zh-Hans sample):
/// the title carries the site's suffix, the breadcrumb follows the title (printed twice), the
/// role is run together with the title (`Case# BlendMode.difference`, `类型别名：GridLayout.Body`)
/// and availability is one run-together line. The page keeps its symbol kind, parent path,
/// availability and declaration instead of becoming an article whose header is an overview.
final class RenderedHeaderCrawlTests: XCTestCase {
    private func page(_ name: String) throws -> PageRecord {
        try TestPaths.page(TestPaths.fixtures.appendingPathComponent("crawl/\(name).zh-Hans.md"))
    }

    func testRoleRunTogetherWithTheTitleAndTheBreadcrumbAfterItAreHeader() throws {
        let record = try page("rendered-header-blendmode-difference")
        XCTAssertEqual(record.symbol.name, "BlendMode.difference", "the site's title suffix is not part of the name")
        XCTAssertEqual(record.symbol.title.zhHans, "BlendMode.difference")
        XCTAssertEqual(record.symbol.kind, .case)
        XCTAssertEqual(record.symbol.parentPath, ["SwiftUI", "BlendMode"], "the path stops at the page's own entry")
        XCTAssertEqual(record.availability.map(\.platform),
                       ["iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "visionOS", "watchOS"])
        XCTAssertEqual(record.declaration?.text, "case difference")
        XCTAssertTrue(record.examples.isEmpty, "the header's code block is the declaration")
        XCTAssertNil(record.summary.en, "the role line is not a summary")
    }

    func testAFullWidthColonJoinsTheChineseRoleAndTitle() throws {
        let record = try page("rendered-header-gridlayout-body")
        XCTAssertEqual(record.symbol.kind, .typeAlias)
        XCTAssertEqual(record.declaration?.text, "typealias Body = Never")
        XCTAssertEqual(record.availability.first { $0.platform == "macOS" }?.introduced, "13.0")
        XCTAssertNil(record.summary.zhHans, "neither the role line nor the availability line (`vvOS` garbled) is a summary")
        XCTAssertEqual(record.symbol.parentPath, ["SwiftUI", "GridLayout"])
    }
}
