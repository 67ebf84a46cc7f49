import DocExtract
import DocModel
import XCTest

/// Markdown dump styles seen in the wild, read leniently.
final class MarkdownReaderTests: XCTestCase {
    private func fixture(_ name: String) throws -> PageRecord {
        try TestPaths.page(TestPaths.fixtures.appendingPathComponent("markdown/\(name)"))
    }

    func testWildStyleMarkdownIsReadLeniently() throws {
        let page = try fixture("wild-style.md")
        XCTAssertEqual(page.source.format, .markdown)
        XCTAssertEqual(page.symbol.title.en, "focused_equals(_:equals:)", "\\_ escapes in titles")
        XCTAssertEqual(page.symbol.kind, .instanceMethod)
        XCTAssertEqual(page.availability.map(\.platform), ["iOS", "macOS", "visionOS"], "bulleted **Availability** list")
        XCTAssertEqual(page.summary.en?.text, "Modifies this view by binding its focus state to the given state value.")
        let declaration = try XCTUnwrap(page.declaration, "```source fence is the declaration")
        XCTAssertFalse(declaration.text.contains("]("), "markdown links inside the declaration are reduced to their text")
        XCTAssertEqual(page.returnValue.en?.text, "The modified view.", "#### Return Value before Parameters")
        XCTAssertEqual(page.parameters.map(\.name), ["binding", "value"])
        XCTAssertEqual(page.examples.count, 1)
    }

    func testUnquotedColonsInFrontMatterAreReadLineByLine() throws {
        let page = try fixture("unquoted-colon-front-matter.md")
        XCTAssertEqual(page.id, "swiftui/landmarks", "the origin URL survives invalid YAML")
        XCTAssertEqual(page.metadata["title"], "Landmarks: Building an app with Liquid Glass")
        XCTAssertEqual(page.symbol.kind, .sampleCode)
        XCTAssertTrue(page.diagnostics.contains { $0.id == "docgen.extract.front-matter-lenient" && $0.line == 2 })
    }

    func testUnterminatedFrontMatterIsDiagnosedAndTheBodyStillRead() throws {
        let page = try fixture("unterminated-front-matter.md")
        XCTAssertTrue(page.diagnostics.contains { $0.id == "docgen.extract.front-matter-unterminated" && $0.line == 1 })
        XCTAssertEqual(page.symbol.name, "Broken page")
    }
}
