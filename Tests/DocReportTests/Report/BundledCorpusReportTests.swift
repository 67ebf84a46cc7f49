import DocExtract
import DocModel
import XCTest
@testable import DocReport

/// The report over the bundled corpus and its committed case corpus: every page, seed pages
/// included, with its claims and cases (no results: every case not run).
final class BundledCorpusReportTests: XCTestCase {
    func testEverySeedPageAppearsWithItsClaimsAndCases() throws {
        let root = ReportFixture.packageRoot
        let extraction = Extraction.run(.init(paths: [root.appendingPathComponent("corpus/pages").path], format: nil, jobs: 2))
        let corpus = CaseCorpusReader.read(directory: root.appendingPathComponent("corpus/cases"))
        XCTAssertEqual(corpus.diagnostics, [])
        let inputs = ReportInputs(index: ModelIndex(pages: [], diagnostics: extraction.diagnostics), pages: extraction.pages,
                                  suites: corpus.suites, results: .none)
        let output = try ReportFixture.render(inputs)
        let report = output.report
        XCTAssertEqual(report.pages.count, extraction.pages.count, "no bundled page is out of scope")
        XCTAssertGreaterThanOrEqual(report.pages.count, 30)
        XCTAssertEqual(report.totals.cases.total, corpus.suites.map(\.suite.cases.count).reduce(0, +))
        XCTAssertEqual(report.totals.claims.unplanned, 0, "every page has its suite")
        XCTAssertFalse(report.diagnostics.contains { $0.id.hasPrefix("docgen.report.") && $0.id != "docgen.report.results-missing" })
        let seeds = report.pages.filter { $0.source.path.hasPrefix("seeds/") }
        XCTAssertEqual(seeds.count, 5)
        for page in report.pages {
            let text = String(decoding: try XCTUnwrap(output.files[page.file]), as: UTF8.self)
            let tree = try ReportFixture.tree(text)
            let codes = Set(tree.elements(named: "code").map(\.textContent))
            for item in page.cases { XCTAssertTrue(codes.contains(item.id), "\(page.id): case \(item.id)") }
            let claims = Set(tree.descendants { $0[attribute: "data-claim"] != nil }.compactMap { $0[attribute: "data-claim"] })
            XCTAssertEqual(claims, Set(page.claims.map { ReportText.display($0.id) }), page.id)
        }
        let schema = try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("report.schema.json")))
        XCTAssertEqual(JSONSchemaValidator(root: schema).validate(try JSONValue.parse(output.files["report.json"]!)), [])
    }
}
