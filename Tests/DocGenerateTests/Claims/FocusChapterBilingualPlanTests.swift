@testable import DocExtract
@testable import DocGenerate
import DocModel
import XCTest

/// Every zh-Hans sentence of the Focus chapter (`FocusChapterSentences`: the crawl's Chinese where
/// it exists, translations written here where it does not) reaches the same phrasebook templates
/// as the English sentence it renders, and — placed beside it on its page as an aligned pair —
/// is planned into exactly the same cases (or the same API-shape coverage, or the same untestable
/// reason), with no bilingual-drift finding. One test per family of the chapter.
final class FocusChapterBilingualPlanTests: XCTestCase {
    private static let phrasebook = try! ClaimPhrasebook.bundled()

    /// Sentences no case template checks yet: both languages must stay uncovered alike. A focused
    /// object's reader observing the object itself: every scenario the case vocabulary can write
    /// also re-renders the publisher, so `r30-focused-object-change-not-observed` survives it
    /// (docs/mutants.md); crediting the sentence to such a case would be vacuous.
    private static let noCaseYet: Set<String> = ["Focused objects invalidate the current view whenever the observable object changes."]

    func testFocusedValueSentencesPlanToTheEnglishCases() throws { try check(.focusedValues) }
    func testSceneValueSentencesPlanToTheEnglishCases() throws { try check(.sceneValues) }
    func testDefaultFocusScopeAndPrioritySentencesPlanToTheEnglishCases() throws { try check(.defaultFocus) }
    func testFocusableInteractionAndFocusChangeSentencesPlanToTheEnglishCases() throws { try check(.focusable) }
    func testSubmitActionScopeAndTriggerSentencesPlanToTheEnglishCases() throws { try check(.submit) }
    func testAccessibilityFocusSentencesPlanToTheEnglishCases() throws { try check(.accessibility) }
    func testZoomActionSentencesPlanToTheEnglishCases() throws { try check(.zoom) }
    func testFocusEffectSentencesPlanToTheEnglishCases() throws { try check(.focusEffects) }
    func testSearchFocusSentencesPlanToTheEnglishCases() throws { try check(.searchFocus) }
    func testKeyInputSentencesPlanToTheEnglishCases() throws { try check(.keyInput) }

    func testEveryFixtureSentenceBelongsToAFamilyTestAndAKnownPage() {
        let pages = Set(FocusChapterSentences.pages.map(\.id))
        XCTAssertEqual(Set(FocusChapterSentences.sentences.map(\.family)), Set(FocusChapterFamily.allCases))
        for sentence in FocusChapterSentences.sentences {
            XCTAssertTrue(pages.contains(sentence.page), sentence.page)
            XCTAssertTrue(sentence.source == "written here" || sentence.source.hasPrefix("crawl: "), sentence.source)
        }
    }

    func testASentenceAboutAccessibilityActionsInGeneralIsNotAZoomCaseInEitherLanguage() {
        // The same sentence stands on the zoom page and on every accessibilityAction page (there with
        // "such as the VoiceOver"); it names no zoom, so both languages call it untestable, not zoom.
        let sentences = [("Actions allow assistive technologies, such as the VoiceOver, to interact with the view by invoking the action.", Language.en),
                         ("操作允许 VoiceOver 等辅助技术通过调用操作与视图进行交互。", .zhHans)]
        for (text, language) in sentences {
            let match = Self.phrasebook.match(text, language: language)
            XCTAssertEqual(match.templates, [], text)
            XCTAssertNotNil(match.untestable, text)
        }
    }

    func testADefaultValueSentenceIsADefinitionInBothLanguagesWhateverItsWording() {
        XCTAssertEqual(Self.phrasebook.match("默认值为 `true`。", language: .zhHans).templates, ["api-shape"])
        XCTAssertEqual(Self.phrasebook.match("The default is `true`.", language: .en).templates, ["api-shape"])
        XCTAssertEqual(Self.phrasebook.match("默认值为 `false`。", language: .zhHans).templates, [])
    }

    private func check(_ family: FocusChapterFamily, file: StaticString = #filePath, line: UInt = #line) throws {
        let sentences = FocusChapterSentences.sentences.filter { $0.family == family }
        XCTAssertFalse(sentences.isEmpty, file: file, line: line)
        for sentence in sentences {
            let english = Self.phrasebook.match(sentence.english, language: .en)
            let chinese = Self.phrasebook.match(sentence.chinese, language: .zhHans)
            if Self.noCaseYet.contains(sentence.english) {
                XCTAssertTrue(english.templates.isEmpty && english.untestable == nil, sentence.english, file: file, line: line)
            } else {
                XCTAssertTrue(!english.templates.isEmpty || english.untestable != nil,
                              "no English entry reaches: \(sentence.english)", file: file, line: line)
            }
            XCTAssertEqual(chinese.templates, english.templates, sentence.chinese, file: file, line: line)
            XCTAssertEqual(chinese.untestable, english.untestable, sentence.chinese, file: file, line: line)
        }
        // This family of tests holds the phrasebook's zh-Hans patterns to their English; the frame
        // reader's Chinese is measured on its own (`make generality --chinese-half`, FrameReaderTests).
        let planner = ClaimCasePlanner(phrasebook: Self.phrasebook, reader: .phrasebook)
        for (pageID, onPage) in Dictionary(grouping: sentences, by: \.page) {
            let page = try XCTUnwrap(FocusChapterSentences.pages.first { $0.id == pageID }, file: file, line: line)
            var claims: [Claim] = []
            var pairs: [(en: String, zh: String, sentence: FocusChapterSentence)] = []
            for (n, sentence) in onPage.enumerated() {
                let key = "\(sentence.section.rawValue).s\(n + 1)"
                let en = "\(pageID)#\(key)@en", zh = "\(pageID)#\(key)@zh-Hans"
                claims.append(Claim(id: en, alignmentKey: key, language: .en, text: sentence.english, section: sentence.section,
                                    level: .must, file: "p.md", line: 2 * n + 1, alignedWith: zh))
                claims.append(Claim(id: zh, alignmentKey: key, language: .zhHans, text: sentence.chinese, section: sentence.section,
                                    level: .must, file: "p.md", line: 2 * n + 2, alignedWith: en))
                pairs.append((en, zh, sentence))
            }
            let result = planner.plan(record(page, claims: claims), shapeCaseID: "api-shape")
            XCTAssertEqual(result.findings, [], pageID, file: file, line: line)
            let shape = Set(result.shapeClaims.map(\.id))
            for pair in pairs {
                let enCases = result.cases.filter { $0.provenance.claimIDs.contains(pair.en) }.map(\.id)
                let zhCases = result.cases.filter { $0.provenance.claimIDs.contains(pair.zh) }.map(\.id)
                XCTAssertEqual(zhCases, enCases, pair.sentence.chinese, file: file, line: line)
                XCTAssertEqual(shape.contains(pair.zh), shape.contains(pair.en), pair.sentence.chinese, file: file, line: line)
                let enUncovered = result.uncovered.first { $0.claimID == pair.en }
                let zhUncovered = result.uncovered.first { $0.claimID == pair.zh }
                XCTAssertEqual(zhUncovered?.reason, enUncovered?.reason, pair.sentence.chinese, file: file, line: line)
                XCTAssertEqual(zhUncovered?.note, enUncovered?.note, pair.sentence.chinese, file: file, line: line)
                if !Self.noCaseYet.contains(pair.sentence.english) {
                    XCTAssertNotEqual(zhUncovered?.reason, .noTemplate, pair.sentence.chinese, file: file, line: line)
                }
            }
        }
    }

    private func record(_ page: FocusChapterPage, claims: [Claim]) -> PageRecord {
        var record = PageRecord(id: page.id, source: SourceInfo(path: "p.md", format: .markdown, languages: [.en, .zhHans]),
                                symbol: Symbol(name: page.name, kind: page.kind, parentPath: page.parentPath), claims: claims)
        if !page.declaration.isEmpty { record.declaration = DeclarationParser.parse(page.declaration, firstLine: 1) }
        return record
    }
}
