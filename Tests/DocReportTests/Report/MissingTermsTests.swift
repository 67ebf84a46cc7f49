import DocExtract
import DocModel
import XCTest
@testable import DocReport

/// The report lists the words the claim reader's lexicon lacks most often: counted over
/// `no-template` claims of in-scope pages only, from the notes the generator writes.
final class MissingTermsTests: XCTestCase {
    func testANoteListsItsTermsAndANoteWithoutTheMarkerListsNone() {
        XCTAssertEqual(MissingTerm.terms(inNote: "no focus event or effect recognised (terms the lexicon lacks: mount, element, text)"),
                       ["element", "mount", "text"])
        // Counter-cases: a reason naming no terms, and none at all.
        XCTAssertEqual(MissingTerm.terms(inNote: "read as effect focusable; no template this page can instantiate checks its effects"), [])
        XCTAssertEqual(MissingTerm.terms(inNote: nil), [])
    }

    func testTheBundledCorpusReportCountsOnlyNoTemplateClaimsOfInScopePages() throws {
        let root = ReportFixture.packageRoot
        let extraction = Extraction.run(.init(paths: [root.appendingPathComponent("corpus/pages").path], format: nil, jobs: 2))
        let corpus = CaseCorpusReader.read(directory: root.appendingPathComponent("corpus/cases"))
        let inputs = ReportInputs(index: ModelIndex(pages: [], diagnostics: extraction.diagnostics), pages: extraction.pages,
                                  suites: corpus.suites, results: .none)
        let output = try ReportFixture.render(inputs)
        let report = output.report
        XCTAssertFalse(report.missingTerms.isEmpty, "the bundled corpus has unread sentences")
        XCTAssertLessThanOrEqual(report.missingTerms.count, MissingTerm.limit)
        // Each count is what the claims say, recounted here over no-template claims only.
        for entry in report.missingTerms {
            let recount = report.pages.filter { $0.scope == .inScope }.flatMap(\.claims)
                .filter { $0.coverage == .noTemplate && MissingTerm.terms(inNote: $0.note).contains(entry.term) }.count
            XCTAssertEqual(entry.claims, recount, entry.term)
        }
        let counts = report.missingTerms.map(\.claims)
        XCTAssertEqual(counts, counts.sorted(by: >), "most frequent first")
        let summary = String(decoding: try XCTUnwrap(output.files["index.html"]), as: UTF8.self)
        XCTAssertTrue(summary.contains("Words the claim reader lacks"))
        XCTAssertTrue(summary.contains(">\(report.missingTerms[0].term)<"), "\(report.missingTerms[0])")
    }
}
