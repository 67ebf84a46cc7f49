@testable import DocExtract
import XCTest

/// The non-blank lines `ExampleAnalyzer.isMostlySwift` counts are found on bytes for simple
/// text; they are the character split's lines, on every bundled file and made text.
final class ExampleAnalyzerLinesTests: XCTestCase {
    private static let made = [
        "", "\n", "\n\n", " \t\n", "let a = 1\n\n  \nlet b = 2", "a\r\nb\rc", "x\u{2028}y\u{85}z", "\u{A0}\n\u{3000}\n中文\n",
        "\u{A0}x\n \u{A0} \n", "tab\t\n\t\n", "e\u{301}\n\n", "trailing\n",
    ]

    private func assertSame(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
        for text in texts {
            XCTAssertEqual(ExampleAnalyzer.nonBlankLines(of: text), ExampleAnalyzer.nonBlankLinesByCharacter(of: text),
                           String(text.prefix(60)).debugDescription, file: file, line: line)
        }
    }

    func testMadeTextsSplitTheSameBothWays() {
        assertSame(Self.made)
    }

    func testEveryBundledFileAndListingSplitsTheSameBothWays() {
        let pages = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path])).pages
        assertSame(BundledTexts.bundled + pages.flatMap { $0.examples.map(\.code) })
    }

    func testEveryZhSampleFileSplitsTheSameBothWays() throws {
        assertSame(try BundledTexts.zhSample())
    }
}
