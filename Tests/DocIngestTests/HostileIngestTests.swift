import DocIngest
import DocModel
import XCTest

/// The ingest-level pieces of issue 6: markdown nesting, unclosed fences, bidi controls, binary sniffing.
final class HostileIngestTests: XCTestCase {
    func testMarkdownNestedBeyondTheLimitIsFlattenedKeepingItsText() {
        let text = String(repeating: ">", count: 100_000) + " deep text\n"
        let (tree, line) = MarkdownParser.parseReportingDepth(text, firstLine: 10)
        XCTAssertEqual(line, 10)
        XCTAssertEqual(tree.plainText.trimmingCharacters(in: .whitespacesAndNewlines), "deep text")
        XCTAssertLessThanOrEqual(depth(of: tree), MarkdownParser.maximumDepth + 2, "document, the limit, then leaves")
    }

    func testDeepEmphasisIsFlattened() {
        let text = String(repeating: "*", count: 40_000) + "x" + String(repeating: "*", count: 40_000)
        let (tree, line) = MarkdownParser.parseReportingDepth(text)
        XCTAssertNotNil(line)
        XCTAssertTrue(tree.plainText.contains("x"))
    }

    func testOrdinaryNestingIsNotFlattened() {
        XCTAssertNil(MarkdownParser.parseReportingDepth("> > > quote\n\n- a\n  - b\n    - *c **d***\n").flattenedLine)
    }

    func testUnclosedFencesAreFoundAndClosedOnesAreNot() {
        let text = "```swift\nlet a = 1\n```\n\n~~~~\nb\n~~~\nstill code\n"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(MarkdownFences.unterminated(in: MarkdownParser.parse(text), lines: lines), [5],
                       "a shorter closing fence does not close a longer one")
        let closed = "    indented code\n\n````\n```\n````\n"
        XCTAssertEqual(MarkdownFences.unterminated(in: MarkdownParser.parse(closed), lines: closed.split(separator: "\n", omittingEmptySubsequences: false)), [])
    }

    func testBidiControlsAreCountedOnTheirFirstLine() throws {
        let source = try TextDecoder.decode(Array("plain\nx\u{202E}y\u{2066}z\u{2069}\n\u{200F} mark only\n".utf8), file: "p.md")
        let diagnostic = try XCTUnwrap(source.diagnostics.first { $0.id == "docgen.extract.bidi-control" })
        XCTAssertEqual(diagnostic.line, 2)
        XCTAssertTrue(diagnostic.message.hasPrefix("3 "), diagnostic.message)
        XCTAssertTrue(source.text.contains("\u{202E}"), "kept")
    }

    func testRandomBytesAreAlwaysBinary() {
        var generator = SplitMix(seed: 6)
        for _ in 0..<200 {
            let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertThrowsError(try TextDecoder.decode(bytes, file: "r.md"))
        }
    }

    private func depth(of node: MarkdownNode) -> Int {
        1 + (node.children.map(depth(of:)).max() ?? 0)
    }
}

/// A small seeded generator so the random inputs are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
