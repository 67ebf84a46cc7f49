import DocExtract
import DocModel
import Foundation
import XCTest

/// Inputs the fuzzer found (`Fixtures/fuzz`, see its README): what each one broke stays fixed.
/// Every file of that folder is also replayed through the fuzz harness itself by
/// `FuzzReplayTests` (DocGenCLITests), which runs the `docgen-fuzz` reproducer.
final class FuzzRegressionTests: XCTestCase {
    private static let folder = TestPaths.fixtures.appendingPathComponent("fuzz")

    private func extract(_ name: String) throws -> PageExtractor.Outcome {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        return PageExtractor.extract(bytes: bytes, relativePath: name)
    }

    func testFrontMatterFenceAloneGivesAPageWithTheUnterminatedDiagnostic() throws {
        let outcome = try extract("front-matter-fence-only.md")
        let page = try XCTUnwrap(outcome.page)
        XCTAssertEqual(Set(page.diagnostics.map(\.id)), ["docgen.extract.front-matter-unterminated", "docgen.extract.no-content"])
        XCTAssertEqual(page.diagnostics.first { $0.id == "docgen.extract.front-matter-unterminated" }?.line, 1)
    }

    func testLineAfterAnUnclosedFrontMatterFenceIsReadAsMarkdown() throws {
        let page = try XCTUnwrap(extract("front-matter-unclosed-then-heading.md").page)
        XCTAssertEqual(page.symbol.title.en, "Focus title", "the heading right after `---` is the page title")
        XCTAssertEqual(page.claims.map(\.line), [4], "line numbers are those of the file")
        XCTAssertTrue(page.diagnostics.contains { $0.id == "docgen.extract.front-matter-unterminated" && $0.line == 1 })
    }

    func testUnclosedFrontMatterKeepsItsFieldsAndTheHeadingAfterThem() throws {
        let text = "---\ntitle: Kept\nsource: https://example.com/x\n# Heading after fields\n\nThe view must keep focus.\n"
        let page = try XCTUnwrap(PageExtractor.extract(bytes: Array(text.utf8), relativePath: "fields.md").page)
        XCTAssertEqual(page.symbol.title.en, "Heading after fields")
        XCTAssertEqual(page.metadata["title"], "Kept")
        XCTAssertEqual(page.claims.map(\.line), [6])
    }
}
