import DocModel
import XCTest
@testable import DocExtract

final class ClaimExtractorTests: XCTestCase {
    private let page = ProseSeedPages.focused()

    func testFocusMovesSentenceIsAMustClaimAlignedWithItsChineseTranslation() throws {
        let claims = ClaimExtractor.claims(for: page)
        let english = try XCTUnwrap(claims.first { $0.text == "When focus moves to the view, the binding sets the bound value to `true`." })
        XCTAssertEqual(english.level, .must)
        XCTAssertEqual(english.alignmentKey, "parameter.condition.s2")
        XCTAssertEqual(english.id, "swiftui/view/focused(_:)#parameter.condition.s2@en")
        XCTAssertEqual(english.section, .parameters)
        XCTAssertEqual(english.parameter, "condition")
        XCTAssertEqual(english.file, ProseSeedPages.focusedPath)
        XCTAssertEqual(english.line, 100)
        let chinese = try XCTUnwrap(claims.first { $0.id == english.alignedWith })
        XCTAssertEqual(chinese.text, "当焦点移动到视图时，绑定会将绑定值设置为 `true`。")
        XCTAssertEqual(chinese.language, .zhHans)
        XCTAssertEqual(chinese.line, 22)
        XCTAssertEqual(chinese.alignedWith, english.id)
    }

    func testExampleNarrationParagraphProducesNoClaims() {
        let claims = ClaimExtractor.claims(for: page)
        XCTAssertFalse(claims.contains { $0.text.hasPrefix("In the following example") })
        XCTAssertFalse(claims.contains { $0.alignmentKey.hasPrefix("discussion.p2.") },
                       "the whole paragraph narrates the example, including 'the button sets …'")
    }

    func testSentenceNumberingCountsNonClaims() {
        let claims = ClaimExtractor.claims(for: page).filter { $0.language == .en }
        XCTAssertEqual(claims.first { $0.text.hasPrefix("You can use this modifier") }?.alignmentKey, "discussion.p1.s2")
        XCTAssertEqual(claims.first { $0.text.hasPrefix("If a caller sets the value to `false`") }?.alignmentKey,
                       "parameter.condition.s5")
    }

    func testSummaryAndReturnValueAreDefinitionalClaims() {
        let keys = ClaimExtractor.claims(for: page).filter { $0.language == .en }.map(\.alignmentKey)
        XCTAssertTrue(keys.contains("summary.s1"))
        XCTAssertTrue(keys.contains("return-value.s1"))
    }

    func testTopicsAreNeverReadForClaims() {
        XCTAssertFalse(ClaimExtractor.claims(for: page).contains { $0.section == .topics })
    }

    func testEveryClaimIdIsUniqueAndNamesItsLanguage() {
        let claims = ClaimExtractor.claims(for: page)
        XCTAssertEqual(Set(claims.map(\.id)).count, claims.count)
        for claim in claims {
            XCTAssertTrue(claim.id.hasSuffix("#\(claim.alignmentKey)@\(claim.language.rawValue)"), claim.id)
        }
    }

    func testExtractionIsDeterministic() {
        XCTAssertEqual(ClaimExtractor.extract(from: page), ClaimExtractor.extract(from: page))
    }

    func testMultiLineBlockReportsTheSentenceLine() throws {
        var page = ProseSeedPages.focused(languages: [.en])
        page.sections[0].blocks.en = [Block(kind: .paragraph, text: "The view updates.\nSwiftUI resets the value.", line: 40)]
        let claim = try XCTUnwrap(ClaimExtractor.claims(for: page).first { $0.text == "SwiftUI resets the value." })
        XCTAssertEqual(claim.line, 41)
        XCTAssertEqual(claim.alignmentKey, "discussion.p1.s2")
    }

    func testMonolingualPageHasUnalignedClaimsAndNoDiagnostics() {
        let extraction = ClaimExtractor.extract(from: ProseSeedPages.focused(languages: [.en]))
        XCTAssertFalse(extraction.claims.isEmpty)
        XCTAssertTrue(extraction.claims.allSatisfy { $0.alignedWith == nil && $0.language == .en })
        XCTAssertEqual(extraction.diagnostics, [])
    }

    func testRepeatedParameterNamesStillGiveUniqueIds() {
        var page = ProseSeedPages.focused()
        page.parameters.append(page.parameters[0])
        let claims = ClaimExtractor.claims(for: page)
        XCTAssertEqual(Set(claims.map(\.id)).count, claims.count)
        XCTAssertTrue(claims.contains { $0.alignmentKey == "parameter.condition-2.s2" && $0.alignedWith != nil })
    }

    func testEmptyPageYieldsNothing() {
        let empty = PageRecord(id: "x", source: SourceInfo(path: "x.md", format: .markdown, languages: []),
                               symbol: Symbol(name: "x", kind: .unknown))
        XCTAssertEqual(ClaimExtractor.extract(from: empty), ClaimExtraction())
    }
}
