import DocIngest
import XCTest

final class FrontMatterTests: XCTestCase {
    func testClosedFrontMatterIsSplitWithLines() {
        let lines = "---\ntitle: X\nsource: https://e\n---\n# X".split(separator: "\n", omittingEmptySubsequences: false)
        let front = FrontMatter.split(lines)
        XCTAssertEqual(front?.text, "title: X\nsource: https://e")
        XCTAssertEqual(front?.firstLine, 2)
        XCTAssertEqual(front?.closingLine, 4)
        XCTAssertEqual(front?.bodyStartIndex, 4, "the body is line 5")
    }

    func testUnclosedFenceWithoutYAMLStartsTheBodyOnTheNextLine() {
        XCTAssertEqual(FrontMatter.split(["---", "# Title", "text"])?.bodyStartIndex, 1)
        XCTAssertEqual(FrontMatter.split(["---"])?.bodyStartIndex, 1, "no line after the fence: an empty body")
    }

    func testUnterminatedFrontMatterHasNoClosingLine() {
        let lines = "---\ntitle: X\n# Heading\nbody".split(separator: "\n", omittingEmptySubsequences: false)
        let front = FrontMatter.split(lines)
        XCTAssertNotNil(front)
        XCTAssertNil(front?.closingLine)
        XCTAssertEqual(front?.bodyStartIndex, 2, "the heading that ended it is body")
    }

    func testNoFrontMatterWithoutLeadingFence() {
        XCTAssertNil(FrontMatter.split(["# Title", "---"]))
    }
}
