@testable import DocExtract
import DocModel
import XCTest

/// `ClaimClassifier.levels` (one matcher per sentence) decides as `level` and `modalLevel` do,
/// and the ASCII path of `Phrasebook.normalizedLabel` as the general one.
final class ClaimLevelsTests: XCTestCase {
    func testOneMatcherGivesBothLevelsOfEverySentenceOfTheBundledPages() {
        let result = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path]))
        var checked = 0
        for page in result.pages {
            var texts: [(String, Language)] = []
            for section in page.sections {
                for language in [Language.en, .zhHans] {
                    for block in section.blocks[language] ?? [] {
                        texts += SentenceSplitter.split(block.text, language: language).map { ($0, language) }
                    }
                }
            }
            texts += [page.summary.en.map { ($0.text, Language.en) }, page.summary.zhHans.map { ($0.text, Language.zhHans) }].compactMap { $0 }
            for (text, language) in texts {
                for role in [ProseRole.definitional, .narrative] {
                    let levels = ClaimClassifier.levels(of: text, language: language, role: role)
                    XCTAssertEqual(levels.level, ClaimClassifier.level(of: text, language: language, role: role), text)
                    XCTAssertEqual(levels.modal, ClaimClassifier.modalLevel(of: text, language: language), text)
                    // A block's first sentence: its matcher made once, narration read from it first.
                    let matcher = CueMatcher(sentence: text, language: language)
                    let shared = ClaimClassifier.levels(of: text, matcher: matcher, role: role,
                                                        nonNormative: ClaimClassifier.isNonNormative(matcher))
                    XCTAssertEqual(shared.level, levels.level, text)
                    XCTAssertEqual(shared.modal, levels.modal, text)
                    XCTAssertEqual(ClaimClassifier.isNonNormative(matcher), ClaimClassifier.isNonNormative(text, language: language), text)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
        for text in ["", " ", "1 2", "`code`", "Must.", "*Should* you?"] {
            let levels = ClaimClassifier.levels(of: text, language: .en, role: .definitional)
            XCTAssertEqual(levels.level, ClaimClassifier.level(of: text, language: .en, role: .definitional), text)
            XCTAssertEqual(levels.modal, ClaimClassifier.modalLevel(of: text, language: .en), text)
        }
    }

    /// The general path of `normalizedLabel`, as first written.
    private func reference(_ text: String) -> String {
        var value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while value.hasPrefix("#") { value.removeFirst() }
        value = value.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "’", with: "'")
        value = value.trimmingCharacters(in: .whitespaces)
        while let last = value.last, last == ":" || last == "：" { value.removeLast() }
        return value.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    func testASCIILabelsNormalizeAsBefore() {
        let labels = ["", " ", "#", "## Parameters", "**Instance Method**", "Incorrect (no focus):", "  **Label:**  ", "***x***",
                      "a\r\nb", "\tTabbed\u{0B}Title\u{0C}", "Title :", "Title: \n", "#\nTitle", "x**", "**", "***", "A:B::",
                      "Return Value", "RETURN  VALUE", "See Also:::", "#### **Note**:"]
        for label in labels {
            XCTAssertEqual(Phrasebook.normalizedLabel(label), reference(label), label.debugDescription)
        }
    }
}
