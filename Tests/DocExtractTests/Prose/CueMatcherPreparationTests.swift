@testable import DocExtract
import DocModel
import XCTest

/// The byte paths of `CueMatcher.prepare` and `normalizeQuotes` (simple text) give the same
/// sentence as the character paths, on every sentence of the bundled pages and crafted text.
final class CueMatcherPreparationTests: XCTestCase {
    private func assertSamePaths(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(CueMatcher.containsCurlyQuote(text), text.unicodeScalars.contains { $0 == "\u{2019}" || $0 == "\u{2018}" }, text,
                       file: file, line: line)
        XCTAssertEqual(CueMatcher.normalizeQuotes(text), CueMatcher.normalizeQuotesByCharacter(text), text, file: file, line: line)
        XCTAssertEqual(CueMatcher.prepare(text), CueMatcher.prepareByCharacter(CueMatcher.normalizeQuotesByCharacter(text)), text,
                       file: file, line: line)
        assertLowercasedTheSameBothWays(text, file: file, line: line)
    }

    /// `CueText(lowercasing:isSimple:)` (ASCII on bytes) is `CueText(text.lowercased())`.
    private func assertLowercasedTheSameBothWays(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let fast = CueText(lowercasing: text, isSimple: SimpleText.isSimple(text)), reference = CueText(text.lowercased())
        XCTAssertEqual(fast.text, reference.text, text, file: file, line: line)
        XCTAssertEqual(fast.bytes, reference.bytes, text, file: file, line: line)
        XCTAssertEqual(fast.isSimple, reference.isSimple, text, file: file, line: line)
    }

    func testLowercasingMatchesOnEveryASCIIByteAndCraftedText() {
        let bytes = (0..<0x80).compactMap(Unicode.Scalar.init).map { "x\($0)Y\($0)" }
        for text in bytes + ["", "ABC xyz @[`{", "İstanbul", "ÀÉ", "MUST.", "Straße", "ΣΑΣ", "\r\nA", "K\u{212A}"] {
            assertLowercasedTheSameBothWays(text)
        }
    }

    func testEverySentenceOfTheBundledPagesIsPreparedTheSameBothWays() {
        let result = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path]))
        var withCode = 0
        for page in result.pages {
            for section in page.sections {
                for language in [Language.en, .zhHans] {
                    for block in section.blocks[language] ?? [] {
                        for sentence in SentenceSplitter.split(block.text, language: language) {
                            if sentence.contains("`") { withCode += 1 }
                            assertSamePaths(sentence)
                            assertPrefixesMatchAsCharacters(sentence, language)
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(withCode, 50)
    }

    /// `startsWithAny` (bytes for simple text) against `hasPrefix` on characters, for every
    /// prefix list of the language's cues and a few crafted prefixes.
    private func assertPrefixesMatchAsCharacters(_ sentence: String, _ language: Language, file: StaticString = #filePath, line: UInt = #line) {
        let matcher = CueMatcher(sentence: sentence, language: language)
        let text = matcher.prepared.drop { $0.isWhitespace || $0 == "*" }
        XCTAssertEqual(matcher.leadTrimmed, matcher.leadTrimmedByCharacter, sentence, file: file, line: line)
        XCTAssertEqual(matcher.leadTrimmed.startIndex, matcher.leadTrimmedByCharacter.startIndex, sentence, file: file, line: line)
        let cues = Phrasebook.for(language).cues
        let words = sentence.split(separator: " ").prefix(2).map(String.init)
        for prefixes in [cues.shouldPrefixes, cues.nonNormativePrefixes, words, ["e\u{301}", "Use ", "使用"]] {
            let prepared = prefixes.map(CueMatcher.normalizeQuotes)
            XCTAssertEqual(matcher.startsWithAny(prepared), prepared.contains { text.hasPrefix($0) }, sentence, file: file, line: line)
            XCTAssertEqual(matcher.startsWithAny(CuePrefixes(prepared)), prepared.contains { text.hasPrefix($0) }, sentence,
                           file: file, line: line)
        }
        XCTAssertEqual(CueMatcher.containsBacktick(sentence), sentence.utf8.contains(UInt8(ascii: "`")), sentence, file: file, line: line)
    }

    func testCraftedSentencesArePreparedTheSameBothWays() {
        for text in ["It’s `code` and ‘quoted’.", "`a` `b", "``", "’‘’", "No quotes.", "x\u{301}’ `y`", "中文‘引用’`代码`。",
                     "‘`’`’", "e\u{301}`code`", "tail ’", " * \t*\u{3000}Use it", "\u{A0}**Use", "*\u{301}Use", "\n\n"] {
            assertSamePaths(text)
            assertPrefixesMatchAsCharacters(text, .en)
        }
    }
}
