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

    func testCraftedTextSplitsTheSameBothWays() {
        let texts = [
            "Use it. Then stop! Why? Because (See below.) it works.", "e.g. this. i.e. that. Version 1.5 is out... Next.",
            "Visit https://example.com/a.b. Then go.", "A `code. Span` here. And [a link.](x.y) There.",
            "第一句。第二句；第三句！“引用。”下一句？", "English. 中文句子。Mixed 1.5。", "Line one.\nLine two.\n\nThree.",
            "ǅ is titlecase. ª ordinal. Ö upper. ǆ lower.", "“Quoted.” ‘Single.’ 「括号。」", "Tabs\tand. Spaces   here.",
            "", " ", ".", "。", "Ends with dot.", "no terminator", "Ünïcödé. Éclair.", "（中文括号。）后面。",
        ]
        for text in texts {
            XCTAssertTrue(SimpleText.isSimple(text), text)
            for language in [Language.en, .zhHans] { assertSamePaths(text, language) }
        }
    }
}
