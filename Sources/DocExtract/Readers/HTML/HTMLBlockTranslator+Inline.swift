import DocIngest
import Foundation

extension HTMLBlockTranslator {
    /// Inline content of an element: text, code spans, links, strong and emphasis.
    func inlines(_ node: HTMLNode) -> [MarkdownNode] {
        trimmed(node.children.flatMap(inlineNodes))
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
                return node.children.flatMap(inlineNodes)
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
        if code.hasPrefix("\n") { code.removeFirst() }
        let classes = (node.classes + (node.first { $0.name == "code" }?.classes ?? [])).joined(separator: " ").lowercased()
        let info = classes.contains("swift") || classes.contains("source") || node[attribute: "data-language"] == "swift" ? "swift" : ""
        // Markdown code blocks report the fence line; the reader adds one.
        return MarkdownNode(kind: .codeBlock(info: info), literal: code, startLine: node.line - 1, endLine: node.line)
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
