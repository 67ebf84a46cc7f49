@testable import DocExtract
import XCTest

/// Link removal skips texts without the bytes `](` (no link can be in them): the result is the
/// character-by-character removal's on every file and line of the bundled pages and fixtures.
final class DeclarationTextCleanerTests: XCTestCase {
    private static let made = [
        "", "[", "]", "](", "[a](b/c)", "var x: [CGFloat]", "[CGFloat]()", "func f() -> [a](x:y)", "[a]\u{301}(b/c)",
        "[a](b\u{301}/c)", "[[a]](b.md)", "[a] (b/c)", "[a](b c/d)", "line [a](\n/b)", "é[ü](x#y)", "[a](b.html) and [c](d)",
    ]

    private func assertSame(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
        for text in texts {
            XCTAssertEqual(DeclarationTextCleaner.removingMarkdownLinks(from: text),
                           DeclarationTextCleaner.removingMarkdownLinksByCharacter(from: text), text.debugDescription, file: file, line: line)
        }
    }

    func testRemovalMatchesTheCharacterPathOnMadeTexts() {
        assertSame(Self.made)
        XCTAssertEqual(DeclarationTextCleaner.removingMarkdownLinks(from: "x: [Text](doc://a/b)"), "x: Text")
    }

    func testRemovalMatchesTheCharacterPathOnTheBundledFiles() {
        let texts = BundledTexts.wholeAndLines(BundledTexts.bundled)
        XCTAssertGreaterThan(texts.count, 1000)
        XCTAssertTrue(texts.contains { DeclarationTextCleaner.containsLinkMiddle($0) }, "some texts take the character path")
        assertSame(texts)
    }

    func testRemovalMatchesTheCharacterPathOnTheZhSample() throws {
        assertSame(BundledTexts.wholeAndLines(try BundledTexts.zhSample()))
    }
}
