import DocIngest
import XCTest

final class MarkdownParserTests: XCTestCase {
    /// A compact tree dump: kind@startLine-endLine, one node per line, indented.
    private func dump(_ node: MarkdownNode, depth: Int = 0) -> String {
        var line = String(repeating: "  ", count: depth) + "\(node.kind)@\(node.startLine)-\(node.endLine)"
        if let literal = node.literal, !node.isBlock || node.kind == .codeBlock(info: "swift") {
            line += " \(literal.debugDescription)"
        }
        return ([line] + node.children.map { dump($0, depth: depth + 1) }).joined(separator: "\n")
    }

    func testTreeCarriesSourceLinesOfBlocks() {
        let tree = MarkdownParser.parse("# Title\n\nSome `code` text.\n\n```swift\nlet x = 1\n```\n")
        XCTAssertEqual(dump(tree), """
        document@1-7
          heading(level: 1)@1-1
            text@1-1 "Title"
          paragraph@3-3
            text@3-3 "Some "
            code@3-3 "code"
            text@3-3 " text."
          codeBlock(info: "swift")@5-7 "let x = 1\\n"
        """)
    }

    func testFirstLineOffsetsEveryLine() {
        let tree = MarkdownParser.parse("## Parameters\n\n- **condition**：描述\n", firstLine: 21)
        XCTAssertEqual(tree.children.map(\.startLine), [21, 23])
        XCTAssertEqual(tree.children[1].children.first?.startLine, 23)
    }

    func testGFMTablesAndStrikethroughAreParsed() {
        let tree = MarkdownParser.parse("| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~\n")
        XCTAssertEqual(tree.children.first?.kind, .table)
        XCTAssertEqual(tree.children.first?.children.count, 2)
        XCTAssertNotNil(tree.first { $0.kind == .strikethrough })
    }

    func testPlainTextKeepsCodeSpansAndDropsLinkMarkup() {
        let tree = MarkdownParser.parse("Use [focused(_:)](/documentation/swiftui/view/focused(_:)) with `true`.")
        XCTAssertEqual(tree.children.first?.plainText, "Use focused(_:) with `true`.")
        XCTAssertEqual(tree.children.first?.links.first?.destination, "/documentation/swiftui/view/focused(_:)")
    }

    func testArgumentLabelsReadAsEmphasisKeepTheirUnderscoresAndRealEmphasisIsDropped() {
        // A dump's heading `# accessibilityDefaultFocus(_:_:)`: CommonMark emphasises the `:`.
        for name in ["accessibilityDefaultFocus(_:_:)", "defaultFocus(_:_:priority:)", "onKeyPress(_:_:_:)"] {
            XCTAssertEqual(MarkdownParser.parse("# \(name)").children.first?.plainText, name)
        }
        XCTAssertEqual(MarkdownParser.parse("Focus *moves* to the __next__ field.").children.first?.plainText,
                       "Focus moves to the next field.", "emphasis of words is markup")
    }

    func testEntitiesAndEscapesAreDecoded() {
        let tree = MarkdownParser.parse("focused\\_equals &amp; &lt;View&gt;")
        XCTAssertEqual(tree.children.first?.plainText, "focused_equals & <View>")
    }
}
