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
}
