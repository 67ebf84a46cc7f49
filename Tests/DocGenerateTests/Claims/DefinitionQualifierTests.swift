@testable import DocGenerate
import DocModel
import XCTest

/// A definition credited to the API-shape case may also narrow its subject ("… supplied by the
/// focused view or one of its ancestors"). The shape case compiles the declaration; it does not
/// observe where a value comes from, so such a claim is partly covered unless a case of the page
/// checks those qualifiers through the page's own symbol.
final class DefinitionQualifierTests: XCTestCase {
    private func claim(_ text: String, _ section: SectionKind = .summary, language: Language = .en, n: Int = 1) -> Claim {
        Claim(id: "p#\(section.rawValue).s\(n)@\(language.rawValue)", alignmentKey: "\(section.rawValue).s\(n)", language: language,
              text: text, section: section, level: .must, file: "p.md", line: n)
    }

    private func page(name: String = "Gadget", claims: [Claim]) -> PageRecord {
        PageRecord(id: "swiftui/\(name.lowercased())", source: SourceInfo(path: "p.md", format: .markdown, languages: [.en]),
                   symbol: Symbol(name: name, kind: .structure, parentPath: ["Swiftui", name.lowercased()]),
                   declaration: Declaration(text: "struct \(name)", lines: LineRange(start: 1, end: 1),
                                            structure: DeclarationStructure(keyword: "struct", name: name, type: nil),
                                            parsesCleanly: true),
                   claims: claims)
    }

    private func plan(_ page: PageRecord, reader: ClaimReaderMode = .frames) -> ClaimCasePlanner.Result {
        var planner = ClaimCasePlanner(phrasebook: try! ClaimPhrasebook.bundled())
        planner.reader = reader
        return planner.plan(page, shapeCaseID: "api-shape")
    }

    func testAnAncestorQualifierInASummaryIsNamedAsUnchecked() {
        let sentence = claim("A wrapper for a value supplied by the focused view or one of its ancestors.")
        let result = plan(page(claims: [sentence]))
        XCTAssertEqual(result.shapeClaims.map(\.id), [sentence.id], "the definition itself is still the shape case's")
        XCTAssertEqual(result.uncovered.map(\.reason), [.partlyCovered])
        XCTAssertTrue(result.uncovered[0].note.contains("qualifier subject:ancestor"), result.uncovered[0].note)
        XCTAssertTrue(result.uncovered[0].note.contains("checks the declaration only"), result.uncovered[0].note)
    }

    func testTheChineseSummaryIsReadOnItsOwn() {
        let sentence = claim("由聚焦视图或其祖先提供的值的包装器。", language: .zhHans)
        let result = plan(page(claims: [sentence]))
        XCTAssertEqual(result.uncovered.map(\.reason), [.partlyCovered])
        XCTAssertTrue(result.uncovered[0].note.contains("qualifier subject:ancestor"), result.uncovered[0].note)
    }

    func testAPlainDefinitionAndAPlatformStayCoveredByTheShapeCase() {
        // Counter-cases: nothing narrows the subject; a platform names where the symbol exists.
        let plain = claim("A wrapper for a value of some kind.")
        let platform = claim("A wrapper for a value shown on tvOS.", n: 2)
        let result = plan(page(claims: [plain, platform]))
        XCTAssertEqual(result.shapeClaims.map(\.id), [plain.id, platform.id])
        XCTAssertEqual(result.uncovered, [])
    }

    func testACaseCheckingTheQualifierThroughThePagesOwnSymbolCoversIt() throws {
        // The FocusedObject page's cases read the object of the nearest publisher: they check the
        // ancestor qualifier through the page's own symbol, so they cover the summary too.
        let summary = claim("A property wrapper type for an observable object supplied by the focused view or one of its ancestors.")
        let behaviour = claim("When focus enters a view, the wrapper reads the object published by the nearest view that publishes one.",
                              .discussion, n: 2)
        let result = plan(page(name: "FocusedObject", claims: [summary, behaviour]))
        let checking = result.cases.filter { $0.provenance.claimIDs.contains(summary.id) }
        XCTAssertFalse(checking.isEmpty, "cases: \(result.cases.map(\.id)); uncovered: \(result.uncovered)")
        XCTAssertTrue(checking.allSatisfy { $0.template == "focused-object-nearest-publisher" }, "\(checking.map(\.template))")
        XCTAssertFalse(result.uncovered.contains { $0.claimID == summary.id })
        // Counter-case: on a page whose symbol no such case exercises, the same summary is partly covered.
        let other = plan(page(name: "Gadget", claims: [summary, behaviour]))
        XCTAssertEqual(other.uncovered.first { $0.claimID == summary.id }?.reason, .partlyCovered)
    }
}
