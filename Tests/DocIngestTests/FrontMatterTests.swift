import DocIngest
import XCTest

final class FrontMatterTests: XCTestCase {
    func testClosedFrontMatterIsSplitWithLines() {
        let lines = "---\ntitle: X\nsource: https://e\n---\n# X".split(separator: "\n", omittingEmptySubsequences: false)
        let front = FrontMatter.split(lines)
        XCTAssertEqual(front?.yaml, "title: X\nsource: https://e")
        XCTAssertEqual(front?.firstLine, 2)
        XCTAssertEqual(front?.closingLine, 4)
    }

    func testUnterminatedFrontMatterHasNoClosingLine() {
        let lines = "---\ntitle: X\n# Heading\nbody".split(separator: "\n", omittingEmptySubsequences: false)
        let front = FrontMatter.split(lines)
        XCTAssertNotNil(front)
        XCTAssertNil(front?.closingLine)
    }

    func testNoFrontMatterWithoutLeadingFence() {
        XCTAssertNil(FrontMatter.split(["# Title", "---"]))
    }
}
