@testable import DocExtract
import XCTest

/// A code block's line count on bytes is the count of its `"\n"`-separated parts as characters.
final class CodeLineCountTests: XCTestCase {
    func testLineCountsAreThoseOfSplittingOnNewlineCharacters() {
        for code in ["", "a", "a\nb", "a\n", "\n", "\n\n", "a\r\nb", "a\rb", "\r\n\n", "a\n\u{301}b", "中\n文\n", "\u{2028}x\n"] {
            XCTAssertEqual(MarkdownBlockReader.lineCount(code), code.split(separator: "\n", omittingEmptySubsequences: false).count,
                           code.debugDescription)
        }
    }
}
