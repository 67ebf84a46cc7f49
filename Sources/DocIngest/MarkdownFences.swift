/// Finds fenced code blocks that are never closed.
///
/// CommonMark lets an unclosed fence run to the end of its container, so cmark swallows the rest
/// of the page into one listing without complaint. A closed fence ends on its closing fence line
/// (a run of at least as many of the same fence character); an unclosed one ends on content.
public enum MarkdownFences {
    /// 1-based lines (numbered as in `lines`) of the opening fences of code blocks in `tree` that
    /// have no closing fence. `lines` are the lines the tree's line numbers refer to.
    public static func unterminated(in tree: MarkdownNode, lines: [Substring]) -> [Int] {
        var result: [Int] = []
        visit(tree, lines: lines, into: &result)
        return result.sorted()
    }

    /// Checks `node`'s code blocks, its block children in turn (read in place, by index: the tree
    /// is at most `MarkdownParser.maximumDepth` blocks deep, so recursion is bounded).
    private static func visit(_ node: MarkdownNode, lines: [Substring], into result: inout [Int]) {
        if case .codeBlock = node.kind {
            if let opening = fence(opening: line(node.startLine, lines)),
               node.endLine <= node.startLine || !closes(line(node.endLine, lines), opening) {
                result.append(node.startLine)
            }
            return
        }
        for index in node.children.indices where node.children[index].isBlock {
            visit(node.children[index], lines: lines, into: &result)
        }
    }

    private static func line(_ number: Int, _ lines: [Substring]) -> Substring {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    /// The fence character and length of an opening fence line (after any quote and list markers).
    private static func fence(opening line: Substring) -> (character: Character, length: Int)? {
        let rest = line.drop { " \t>-*+.)0123456789".contains($0) }
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        return length >= 3 ? (first, length) : nil
    }

    /// Whether `line` closes a fence opened with `opening`.
    private static func closes(_ line: Substring, _ opening: (character: Character, length: Int)) -> Bool {
        let rest = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
        let run = rest.prefix { $0 == opening.character }
        return run.count >= opening.length && rest.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
    }
}
