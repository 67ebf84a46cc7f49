import DocDiff
import DocGenerate
import DocModel
import Foundation
import XCTest
@testable import DocReport

/// A report given a diff (`docgen report --diff`) links it from every page, shows its counts,
/// and links each changed page's section; paths from the diff stay data.
final class DiffLinkReportTests: XCTestCase {
    private static let focused = "swiftui/view/focused(_:)"
    /// A diff folder name that would break out of an attribute if it were not escaped.
    private static let hostileHref = "../diff \"><img src=x onerror=alert(1)>#?/index.html"

    /// The fixture model against itself with one English claim of focused(_:) reworded.
    private func linkedDiff() throws -> LinkedDiff {
        // The fixture predates content hashes: both sides get them, as extract stamps them.
        let pages = try ModelLoader(directory: ReportFixture.model).load().pages.map { $0.withContentHashes() }
        let edited = try pages.map { page -> PageRecord in
            guard page.id == Self.focused else { return page }
            var page = page
            let index = try XCTUnwrap(page.claims.firstIndex { $0.language == .en })
            page.claims[index].text = "The binding keeps its value when focus leaves."
            page = page.withContentHashes()
            page.contentHash = "edited"  // the page hash covers blocks, not claims; only the claim is edited here
            return page
        }
        let diff = DocDiffer.compare(old: pages, new: edited, oldPath: ReportFixture.imagePayload, newPath: "new")
        XCTAssertEqual(diff.summary.pagesChanged, 1)
        return LinkedDiff(diff: diff, href: Self.hostileHref)
    }

    private func render(diff: LinkedDiff?) throws -> DocReporter.Output {
        var inputs = try ReportFixture.inputs()
        inputs.diff = diff
        return try ReportFixture.render(inputs)
    }

    func testTheReportRecordsTheDiffAndEachChangedPage() throws {
        let report = try render(diff: linkedDiff()).report
        let diff = try XCTUnwrap(report.diff)
        XCTAssertEqual(diff.pagesChanged, 1)
        XCTAssertEqual(diff.href, Self.hostileHref)
        let page = try XCTUnwrap(report.pages.first { $0.id == Self.focused })
        XCTAssertEqual(page.diff?.anchor, "page-1")
        XCTAssertEqual(page.diff?.byClass.values.reduce(0, +), 1)
        XCTAssertTrue(report.pages.filter { $0.id != Self.focused }.allSatisfy { $0.diff == nil })
    }

    func testEveryPageLinksTheDiffAndTheChangedPageLinksItsSection() throws {
        let output = try render(diff: linkedDiff())
        let encoded = "../diff%20%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%23%3F/index.html"
        for (name, text) in ReportFixture.htmlFiles(output) {
            let links = try ReportFixture.tree(text).elements(named: "a").compactMap { $0[attribute: "href"] }
            let root = name.hasPrefix("pages/") ? "../" : "./"
            XCTAssertTrue(links.contains(root + encoded), "\(name): \(links.filter { $0.contains("diff") })")
            XCTAssertFalse(text.contains("<img"), name)
        }
        let page = try XCTUnwrap(output.report.pages.first { $0.id == Self.focused })
        let html = String(decoding: try XCTUnwrap(output.files[page.file]), as: UTF8.self)
        let note = try XCTUnwrap(try ReportFixture.tree(html).elements(named: "p").first { $0[attribute: "class"] == "diff-note" })
        XCTAssertEqual(note.elements(named: "a").first?[attribute: "href"], "../" + encoded + "#page-1")
        XCTAssertTrue(note.textContent.contains("1 real change"), note.textContent)
        let summary = String(decoding: try XCTUnwrap(output.files["index.html"]), as: UTF8.self)
        XCTAssertTrue(summary.contains("Changes since the previous model"))
        XCTAssertFalse(summary.contains(ReportFixture.imagePayload), "the models' paths stay in diff.json")
    }

    func testWithoutADiffNothingMentionsOne() throws {
        let output = try render(diff: nil)
        XCTAssertNil(output.report.diff)
        for (name, text) in ReportFixture.htmlFiles(output) {
            XCTAssertFalse(text.contains("previous model"), name)
        }
    }

    func testTheReportJSONWithADiffValidatesAgainstItsSchema() throws {
        let output = try render(diff: linkedDiff())
        let validator = JSONSchemaValidator(root: try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("report.schema.json"))))
        XCTAssertEqual(validator.validate(try JSONValue.parse(try XCTUnwrap(output.files["report.json"]))), [])
    }

    func testAFolderWithoutAReadableDiffIsAnErrorNamingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-difflink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("diff.json")
        for contents in [nil, "{\"schemaVersion\": 99}", "{\"schemaVersion\": 1, \"old\": {"] {
            if let contents { try Data(contents.utf8).write(to: file) }
            XCTAssertThrowsError(try LinkedDiff.read(folder: folder, href: "x")) { error in
                let message = (error as? ReportInputError)?.description ?? "\(error)"
                XCTAssertTrue(message.contains(file.path), message)
                XCTAssertTrue(message.contains("[docgen.report.diff-unreadable]"), message)
            }
        }
    }
}
