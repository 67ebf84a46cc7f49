import DocIngest
import Foundation

extension HTMLBlockTranslator {
    /// Inline content of an element: text, code spans, links, strong and emphasis.
    func inlines(_ node: HTMLNode) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        var afterBreak = false
        for child in node.children {
            var nodes = inlineNodes(child)
            if afterBreak { dropLeadingWhitespace(&nodes) }
            afterBreak = child.name == "wbr"
            result += nodes
        }
        return trimmed(result)
    }

    /// Whitespace right after a break opportunity (`<wbr>`) is the renderer's line wrapping
    /// (`focused(<wbr/>⏎    _:)`), not text.
    func dropLeadingWhitespace(_ nodes: inout [MarkdownNode]) {
        guard let first = nodes.first, case .text = first.kind, let literal = first.literal else { return }
        let rest = String(literal.drop { $0.isWhitespace })
        if rest.isEmpty { nodes.removeFirst() } else { nodes[0] = text(rest, line: first.startLine) }
    }

    func inlineNodes(_ node: HTMLNode) -> [MarkdownNode] {
        switch node.kind {
        case .comment: return []
        case .text:
            let collapsed = Self.collapseWhitespace(node.text ?? "")
            return collapsed.isEmpty ? [] : [text(collapsed, line: node.line)]
        case .element(let name):
            if Self.skipped.contains(name) { return [] }
            switch name {
            case "code", "kbd", "var":
                return [MarkdownNode(kind: .code, literal: node.textContent, startLine: node.line, endLine: node.line)]
            case "a":
                return [MarkdownNode(kind: .link(destination: node[attribute: "href"] ?? ""), children: node.children.flatMap(inlineNodes),
                                     startLine: node.line, endLine: node.line)]
            case "strong", "b":
                return [MarkdownNode(kind: .strong, children: node.children.flatMap(inlineNodes), startLine: node.line, endLine: node.line)]
            case "em", "i":
                return [MarkdownNode(kind: .emphasis, children: node.children.flatMap(inlineNodes), startLine: node.line, endLine: node.line)]
            case "br":
                return [MarkdownNode(kind: .softBreak, startLine: node.line, endLine: node.line)]
            case "img":
                return []
            case "wbr":
                // libxml2 2.9 does not know <wbr> is void: what follows it becomes its child.
                var nodes = node.children.flatMap(inlineNodes)
                dropLeadingWhitespace(&nodes)
                return nodes
            case "p", "div", "ul", "ol", "li", "pre":
                // Block content inside an inline context (a list item holding paragraphs): keep its text.
                return [text(" ", line: node.line)] + node.children.flatMap(inlineNodes)
            default:
                return node.children.flatMap(inlineNodes)
            }
        }
    }

    /// A `pre` element as a code block; the listing starts on the `pre` line.
    func codeBlock(_ node: HTMLNode) -> MarkdownNode {
        var code = node.textContent
        if Self.isIndentedTokenListing(node, code) {
            code = Self.joinIndentedTokens(code)
        } else if code.hasPrefix("\n") {
            code.removeFirst()
        }
        let classes = (node.classes + (node.first { $0.name == "code" }?.classes ?? [])).joined(separator: " ").lowercased()
        let info = classes.contains("swift") || classes.contains("source") || node[attribute: "data-language"] == "swift" ? "swift" : ""
        // Markdown code blocks report the fence line; the reader adds one.
        return MarkdownNode(kind: .codeBlock(info: info), literal: code, startLine: node.line - 1, endLine: node.line)
    }

    /// Whether `node` is a declaration of token spans (`token-keyword` …) that the renderer
    /// wrapped and indented one token per line (newer DocC's static HTML): its first line is
    /// blank and every line break is followed by indentation.
    static func isIndentedTokenListing(_ node: HTMLNode, _ code: String) -> Bool {
        guard node.first(where: { $0.classes.contains { $0.hasPrefix("token-") } }) != nil,
              let firstBreak = code.firstIndex(of: "\n"), code[..<firstBreak].allSatisfy(\.isWhitespace) else { return false }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        return lines.allSatisfy { $0.isEmpty || $0.first == " " }
    }

    /// The tokens of an indented token listing on one line: a line break with its indentation
    /// is dropped next to punctuation (`focused(`, `: Bool`) and is one space between words.
    static func joinIndentedTokens(_ code: String) -> String {
        let pieces = code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmed(.whitespaces) }.filter { !$0.isEmpty }
        var result = ""
        for piece in pieces {
            if let last = result.last, let first = piece.first, !"(<[.".contains(last), !"(<[.:,)>]".contains(first) {
                result += " "
            }
            result += piece
        }
        return result
    }

    /// Code blocks nested inside a list item.
    func nestedCode(_ item: HTMLNode) -> [MarkdownNode] {
        item.elements(named: "pre").map(codeBlock)
    }

    func paragraph(_ children: [MarkdownNode], line: Int) -> MarkdownNode {
        MarkdownNode(kind: .paragraph, children: children, startLine: line, endLine: line)
    }

    func text(_ value: String, line: Int) -> MarkdownNode {
        MarkdownNode(kind: .text, literal: value, startLine: line, endLine: line)
    }

    /// Drops leading and trailing whitespace-only text.
    func trimmed(_ nodes: [MarkdownNode]) -> [MarkdownNode] {
        var nodes = nodes
        while let first = nodes.first, first.kind == .text, (first.literal ?? "").trimmed(.whitespaces).isEmpty { nodes.removeFirst() }
        while let last = nodes.last, last.kind == .text, (last.literal ?? "").trimmed(.whitespaces).isEmpty { nodes.removeLast() }
        if var first = nodes.first, first.kind == .text {
            first.literal = String((first.literal ?? "").drop { $0 == " " })
            nodes[0] = first
        }
        return nodes
    }

    static func collapseWhitespace(_ text: String) -> String {
        var out = ""
        var lastWasSpace = false
        for character in text {
            if character.isWhitespace {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            } else {
                out.append(character)
                lastWasSpace = false
            }
        }
        return out
    }
}
