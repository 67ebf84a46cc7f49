@testable import DocDiff
import DocModel
import XCTest

/// Page text in the diff HTML is escaped everywhere, attributes included.
final class DiffHTMLRendererTests: XCTestCase {
    func testHostilePageTextIsEscaped() throws {
        let hostile = #"<script>alert(1)</script>" onmouseover="x"#
        let change = Change(kind: .claimReworded, class: .realChange, reason: "wording differs", subject: "id\(hostile)",
                            language: "en", oldText: hostile, newText: "safe", words: WordDiff.diff(hostile, "safe"))
        let page = PageChange(id: "p/\(hostile)", symbol: hostile, oldHash: "a", newHash: "b", languagesAdded: [],
                              languagesRemoved: [], changes: [change])
        var summary = DiffSummary()
        summary.pagesChanged = 1
        let diff = ModelDiff(old: .init(path: hostile, pages: 1), new: .init(path: "new", pages: 1), summary: summary,
                             pagesAdded: [PageRef(id: hostile, symbol: hostile)], pagesRemoved: [], pages: [page], staleCases: nil)
        let files = try DiffHTMLRenderer(templatesDirectory: DiffFixture.templates).render(diff)
        let html = String(decoding: try XCTUnwrap(files["index.html"]), as: UTF8.self)
        XCTAssertFalse(html.contains("<script>"))
        XCTAssertFalse(html.contains(#"" onmouseover"#))
        XCTAssertTrue(html.contains("&lt;script&gt;"))
        XCTAssertEqual(Set(files.keys), ["index.html", "report.css", "diff.css"])
    }

    func testTheJSONIsDeterministic() throws {
        let diff = DocDiffer.compare(old: [], new: [], oldPath: "a", newPath: "b")
        XCTAssertEqual(try diff.json(), try diff.json())
        XCTAssertTrue(String(decoding: try diff.json(), as: UTF8.self).contains("\"schemaVersion\" : 1"))
    }

    private func html(_ diff: ModelDiff, reportHref: String? = nil) throws -> String {
        let files = try DiffHTMLRenderer(templatesDirectory: DiffFixture.templates).render(diff, reportHref: reportHref)
        return String(decoding: try XCTUnwrap(files["index.html"]), as: UTF8.self)
    }

    func testCountsTakeTheNounTheirNumberNeeds() throws {
        var summary = DiffSummary()
        summary.pagesChanged = 1
        summary.apiChanges = 1
        let one = ModelDiff(old: .init(path: "old", pages: 1), new: .init(path: "new", pages: 2), summary: summary,
                            pagesAdded: [], pagesRemoved: [], pages: [], staleCases: [])
        let text = try html(one)
        XCTAssertTrue(text.contains("(1 page) → new"), text)
        XCTAssertTrue(text.contains("(2 pages)</p>"))
        XCTAssertTrue(text.contains("1</span> page changed"))
        XCTAssertTrue(text.contains("1</span> API change</li>"))
        XCTAssertTrue(text.contains("0</span> stale cases</li>"))
        XCTAssertFalse(text.contains("1 pages"))
        summary.pagesChanged = 3
        summary.apiChanges = 0
        let many = try html(ModelDiff(old: .init(path: "old", pages: 0), new: .init(path: "new", pages: 3), summary: summary,
                                      pagesAdded: [], pagesRemoved: [], pages: [], staleCases: nil))
        XCTAssertTrue(many.contains("(0 pages) → new"))
        XCTAssertTrue(many.contains("3</span> pages changed"))
        XCTAssertTrue(many.contains("0</span> API changes</li>"))
    }

    func testTheHeaderLinksBackToTheReportWhenThereIsOne() throws {
        let diff = DocDiffer.compare(old: [], new: [], oldPath: "a", newPath: "b")
        let linked = try html(diff, reportHref: "../report/index.html")
        XCTAssertTrue(linked.contains(#"<li><a href="../report/index.html">Conformance report</a></li>"#), linked)
        XCTAssertFalse(try html(diff).contains("Conformance report"))
        let hostile = try html(diff, reportHref: #"x" onclick="y"#)
        XCTAssertFalse(hostile.contains(#"" onclick"#), "the href is escaped like any value")
    }
}
