import DocModel
import XCTest
@testable import DocExtract

final class ClaimAlignerTests: XCTestCase {
    func testSeedPageAlignsEveryEnglishClaimWithAChineseOne() {
        let claims = ClaimExtractor.claims(for: ProseSeedPages.focused())
        let english = claims.filter { $0.language == .en }
        XCTAssertFalse(english.isEmpty)
        for claim in english {
            let partner = claims.first { $0.id == claim.alignedWith }
            XCTAssertEqual(partner?.alignmentKey, claim.alignmentKey, claim.text)
            XCTAssertEqual(partner?.level, claim.level, "English level governs the pair")
        }
    }

    func testDifferentSentenceCountsLeaveTheBlockUnalignedWithANote() throws {
        var page = ProseSeedPages.focused()
        page.parameters[0].description.zhHans = Prose(text: "要绑定的焦点状态。焦点会移动到视图。", line: 22)
        let extraction = ClaimExtractor.extract(from: page)
        let parameterClaims = extraction.claims.filter { $0.parameter == "condition" }
        XCTAssertFalse(parameterClaims.isEmpty)
        XCTAssertTrue(parameterClaims.allSatisfy { $0.alignedWith == nil })
        let note = try XCTUnwrap(extraction.diagnostics.first { $0.id == "docgen.extract.claims-unaligned" })
        XCTAssertEqual(note.severity, .note)
        XCTAssertEqual(note.file, ProseSeedPages.focusedPath)
        XCTAssertEqual(note.line, 100)
        XCTAssertTrue(note.message.contains("en has 5") && note.message.contains("zh-Hans has 2"), note.message)
    }

    func testChineseSemicolonIsNotASentenceEndWhenEnglishKeepsItsSemicolon() throws {
        var page = ProseSeedPages.focused()
        page.returnValue = Localized(en: Prose(text: "`true` if the view has focus; `false` otherwise. The value updates.", line: 104),
                                     zhHans: Prose(text: "如果视图具有焦点，则为 `true`；否则为 `false`。该值会更新。", line: 26))
        let claims = ClaimExtractor.claims(for: page).filter { $0.section == .returnValue }
        XCTAssertEqual(claims.map(\.alignmentKey), ["return-value.s1", "return-value.s1", "return-value.s2", "return-value.s2"])
        XCTAssertTrue(claims.allSatisfy { $0.alignedWith != nil })
        XCTAssertEqual(claims[1].text, "如果视图具有焦点，则为 `true`；否则为 `false`。")
        XCTAssertEqual(SentenceSplitter.split(page.returnValue.zhHans!.text, language: .zhHans).count, 3, "alone, `；` splits")
    }

    func testLevelMismatchKeepsTheEnglishLevelOnBothSidesAndShowsBothSentences() throws {
        var page = ProseSeedPages.focused()
        page.returnValue = Localized(en: Prose(text: "You can read the modified view.", line: 104),
                                     zhHans: Prose(text: "您必须读取修改后的视图。", line: 26))
        let extraction = ClaimExtractor.extract(from: page)
        let pair = extraction.claims.filter { $0.alignmentKey == "return-value.s1" }
        XCTAssertEqual(pair.map(\.level), [.may, .may])
        let note = try XCTUnwrap(extraction.diagnostics.first { $0.id == "docgen.extract.level-mismatch" })
        XCTAssertEqual(note.severity, .note)
        XCTAssertTrue(note.message.contains("MAY") && note.message.contains("MUST"), note.message)
        XCTAssertTrue(note.message.contains("“You can read the modified view.”") && note.message.contains("“您必须读取修改后的视图。”"),
                      "a mismatch is a bilingual finding shown with both sentences: \(note.message)")
    }

    func testWeakModalOnOneSideOnlyIsTranslationIdiomNotAMismatch() {
        var page = ProseSeedPages.focused()
        // English states no modal (definitional MUST); the translator added 可以 ("you can").
        page.returnValue.zhHans = Prose(text: "您可以获得修改后的视图。", line: 26)
        var extraction = ClaimExtractor.extract(from: page)
        XCTAssertEqual(extraction.claims.filter { $0.alignmentKey == "return-value.s1" }.map(\.level), [.must, .must])
        XCTAssertFalse(extraction.diagnostics.contains { $0.id == "docgen.extract.level-mismatch" })
        // A MUST modal on one side only is a difference in force.
        page.returnValue.zhHans = Prose(text: "您必须获得修改后的视图。", line: 26)
        page.returnValue.en = Prose(text: "Use the modified view.", line: 104)
        extraction = ClaimExtractor.extract(from: page)
        XCTAssertTrue(extraction.diagnostics.contains { $0.id == "docgen.extract.level-mismatch" })
    }

    func testForceDiffersComparesModalLevels() {
        func sentence(_ level: Claim.Level?, modal: Claim.Level?) -> ProseSentence {
            ProseSentence(alignmentKey: "k.s1", blockKey: "k", language: .en, text: "", section: .discussion, index: 1,
                          blockSentenceCount: 1, line: 1, level: level, modalLevel: modal)
        }
        XCTAssertTrue(ClaimAligner.forceDiffers(sentence(.should, modal: .should), sentence(.must, modal: .must)))
        XCTAssertTrue(ClaimAligner.forceDiffers(sentence(.may, modal: .may), sentence(.should, modal: .should)))
        XCTAssertTrue(ClaimAligner.forceDiffers(sentence(.should, modal: nil), sentence(.must, modal: .must)))
        XCTAssertFalse(ClaimAligner.forceDiffers(sentence(.should, modal: nil), sentence(.may, modal: .may)))
        XCTAssertFalse(ClaimAligner.forceDiffers(sentence(.should, modal: .should), sentence(.must, modal: nil)))
        XCTAssertFalse(ClaimAligner.forceDiffers(sentence(.must, modal: .must), sentence(.must, modal: .must)))
    }

    func testChineseSentenceWithoutHanIsReadWithEnglishCues() {
        XCTAssertEqual(ProseInventory.wordingLanguage(of: "Required", block: .zhHans), .en)
        XCTAssertEqual(ProseInventory.wordingLanguage(of: "必需", block: .zhHans), .zhHans)
        XCTAssertEqual(ProseInventory.wordingLanguage(of: "Required", block: .en), .en)
    }

    func testChineseClaimWhoseEnglishSentenceIsNotNormativeIsDropped() {
        var page = ProseSeedPages.focused()
        page.sections[0].blocks.en?[2].text = "This is related to focused(_:equals:)."
        page.sections[0].blocks.zhHans?[2].text = "焦点会移动。"
        let extraction = ClaimExtractor.extract(from: page)
        XCTAssertFalse(extraction.claims.contains { $0.alignmentKey == "discussion.p3.s1" })
        // 会 is a behaviour verb, not a modal: Chinese marks no force here, so no mismatch note.
        XCTAssertFalse(extraction.diagnostics.contains { $0.id == "docgen.extract.level-mismatch" && $0.message.contains("discussion.p3.s1") })
        // A modal (必须) does state force the English lacks: still dropped, and a mismatch note.
        page.sections[0].blocks.zhHans?[2].text = "焦点必须移动。"
        let modal = ClaimExtractor.extract(from: page)
        XCTAssertFalse(modal.claims.contains { $0.alignmentKey == "discussion.p3.s1" })
        XCTAssertTrue(modal.diagnostics.contains { $0.id == "docgen.extract.level-mismatch" && $0.message.contains("discussion.p3.s1") })
    }

    func testMissingChineseParameterIsBilingualDrift() throws {
        var page = ProseSeedPages.focused()
        page.parameters[0].description.zhHans = nil
        let drift = try XCTUnwrap(ClaimExtractor.extract(from: page).diagnostics.first { $0.id == "docgen.extract.bilingual-drift" })
        XCTAssertEqual(drift.severity, .warning)
        XCTAssertEqual(drift.line, 100)
        XCTAssertTrue(drift.message.contains("condition") && drift.message.contains("zh-Hans"), drift.message)
    }

    func testMissingEnglishSectionIsBilingualDrift() {
        var page = ProseSeedPages.focused()
        page.sections[1].heading.en = nil
        page.sections[1].blocks.en = nil
        let drift = BilingualDrift.diagnostics(for: page)
        XCTAssertEqual(drift.count, 1)
        XCTAssertEqual(drift.first?.line, 59)
        XCTAssertTrue(drift.first?.message.contains("topics-1") ?? false)
    }

    func testSeedPageHasNoDriftAndNoUnalignedBlocks() {
        let ids = ClaimExtractor.extract(from: ProseSeedPages.focused()).diagnostics.map(\.id)
        XCTAssertFalse(ids.contains("docgen.extract.bilingual-drift"))
        XCTAssertFalse(ids.contains("docgen.extract.claims-unaligned"))
    }
}

final class ClaimAlignerSeed001Tests: XCTestCase {
    func testAccessibilityFocusStateOverviewAlignsSentenceBySentence() {
        let extraction = ClaimExtractor.extract(from: ProseSeedPages.accessibilityFocusState())
        XCTAssertFalse(extraction.diagnostics.contains { $0.id == "docgen.extract.claims-unaligned" }, "\(extraction.diagnostics)")
        let english = extraction.claims.filter { $0.language == .en }
        XCTAssertGreaterThanOrEqual(english.count, 8)
        XCTAssertTrue(english.allSatisfy { $0.alignedWith != nil })
        let resets = english.first { $0.text.hasPrefix("When accessibility focus leaves, SwiftUI resets") }
        XCTAssertEqual(resets?.alignmentKey, "overview.p1.s4")
        XCTAssertEqual(resets?.level, .must)
        XCTAssertEqual(extraction.claims.first { $0.id == resets?.alignedWith }?.text.hasPrefix("当辅助功能焦点离开时"), true)
        XCTAssertFalse(extraction.claims.contains { $0.alignmentKey.hasPrefix("overview.p2.") }, "example narration")
        for diagnostic in extraction.diagnostics { print("SEED001", diagnostic) }
    }
}
