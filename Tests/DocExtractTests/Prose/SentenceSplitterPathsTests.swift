@testable import DocExtract
import DocModel
import XCTest

/// The scalar path of `SentenceSplitter` (simple text) splits exactly as the character path:
/// same sentences, offsets and line offsets, for every prose block of the bundled pages and
/// fixtures (English and Chinese, with and without `；` as a terminator) and for crafted text.
final class SentenceSplitterPathsTests: XCTestCase {
    private func assertSamePaths(_ text: String, _ language: Language, file: StaticString = #filePath, line: UInt = #line) {
        for semicolons in [true, false] {
            XCTAssertEqual(SentenceSplitter.spans(text, language: language, semicolons: semicolons),
                           SentenceSplitter.spansByCharacter(text, language: language, semicolons: semicolons),
                           text, file: file, line: line)
        }
    }

    func testEveryProseBlockOfTheBundledPagesSplitsTheSameBothWays() {
        let result = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path]))
        var simple = 0
        for page in result.pages {
            for section in page.sections {
                for language in [Language.en, .zhHans] {
                    for block in section.blocks[language] ?? [] {
                        if SimpleText.isSimple(block.text) { simple += 1 }
                        assertSamePaths(block.text, language)
                    }
                }
            }
            for (text, language) in [(page.summary.en?.text, Language.en), (page.summary.zhHans?.text, .zhHans)] {
                if let text { assertSamePaths(text, language) }
            }
        }
        XCTAssertGreaterThan(simple, 300, "the scalar path was exercised")
    }

    func testEveryProseBlockOfTheZhSampleSplitsTheSameBothWays() throws {
        _ = try BundledTexts.zhSample()
        let result = Extraction.run(.init(paths: [BundledTexts.zhSampleLocation.path]))
        for page in result.pages {
            for section in page.sections {
                for language in [Language.en, .zhHans] {
                    for block in section.blocks[language] ?? [] { assertSamePaths(block.text, language) }
                }
            }
        }
        XCTAssertGreaterThan(result.pages.count, 100)
    }

    /// ASCII scalars answer the splitter's questions without property lookups, as the
    /// properties (and their characters) answer them.
    func testASCIIScalarsAnswerAsTheirProperties() {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value), char = Character(scalar)
            XCTAssertEqual(scalar.isWhitespace, scalar.properties.isWhitespace, "\(value)")
            XCTAssertEqual(scalar.isLetter, scalar.properties.isAlphabetic, "\(value)")
            XCTAssertEqual(scalar.isNumber, scalar.properties.numericType != nil, "\(value)")
            XCTAssertEqual(scalar.isUppercase, char.isUppercase, "\(value)")
            XCTAssertEqual(scalar.isLetter, char.isLetter, "\(value)")
        }
    }

    func testCraftedTextSplitsTheSameBothWays() {
        let texts = [
            "Use it. Then stop! Why? Because (See below.) it works.", "e.g. this. i.e. that. Version 1.5 is out... Next.",
            "Visit https://example.com/a.b. Then go.", "A `code. Span` here. And [a link.](x.y) There.",
            "第一句。第二句；第三句！“引用。”下一句？", "English. 中文句子。Mixed 1.5。", "Line one.\nLine two.\n\nThree.",
            "ǅ is titlecase. ª ordinal. Ö upper. ǆ lower.", "“Quoted.” ‘Single.’ 「括号。」", "Tabs\tand. Spaces   here.",
            "", " ", ".", "。", "Ends with dot.", "no terminator", "Ünïcödé. Éclair.", "（中文括号。）后面。",
            "See http://a.b/c. Then x://y. And https:// alone.", "ftp://x.y. Next.", "E.G. this. APPROX. that. É.g. there.",
            "(Unclosed. Sentence.) Closed) here. [a. b] c.", "Tab\tnewline\nCR-free. Next one.\n", "`a. b` c. `d. e",
            "Mr. Smith. mrs. Jones. Vs. NO. 5.", "中文（括号。）English (paren.) End.", "a.\u{A0}B. c.\u{3000}D.",
        ]
        for text in texts {
            XCTAssertTrue(SimpleText.isSimple(text), text)
            for language in [Language.en, .zhHans] { assertSamePaths(text, language) }
        }
    }
}
