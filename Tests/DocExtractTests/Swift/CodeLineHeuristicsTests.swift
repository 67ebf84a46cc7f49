@testable import DocExtract
import XCTest

/// The code-punctuation test of `CodeLineHeuristics.isProse` reads simple text as bytes; it
/// must decide as the character test on every line of the bundled pages and fixtures.
final class CodeLineHeuristicsTests: XCTestCase {
    private static let made = [
        "", "plain words", "a {", "x = 1", "e\u{301}", "{\u{301}", "=\u{338}", "<\u{338} not code", "％ full width", "a\r\nb",
        "emoji 👩‍👩‍👧 (here)", "中文（括号）", "#\u{20E3}", "back\\slash", "caret ^ here", "tab\there",
    ]

    private func assertSame(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
        for text in texts {
            let sample = Substring(text)
            XCTAssertEqual(CodeLineHeuristics.containsCodePunctuation(sample), CodeLineHeuristics.containsCodePunctuationByCharacter(sample),
                           text.debugDescription, file: file, line: line)
        }
    }

    func testPunctuationTestMatchesTheCharacterTestOnMadeLines() {
        assertSame(Self.made)
        XCTAssertFalse(CodeLineHeuristics.containsCodePunctuation("{\u{301}"), "a bracket with a combining mark is another character")
        XCTAssertTrue(CodeLineHeuristics.containsCodePunctuation("a {"))
    }

    func testPunctuationTestMatchesTheCharacterTestOnTheBundledFiles() {
        let lines = BundledTexts.wholeAndLines(BundledTexts.bundled)
        XCTAssertGreaterThan(lines.count, 1000)
        assertSame(lines)
    }

    func testPunctuationTestMatchesTheCharacterTestOnTheZhSample() throws {
        assertSame(BundledTexts.wholeAndLines(try BundledTexts.zhSample()))
    }
}
