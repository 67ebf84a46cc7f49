import DocIngest
import DocModel
import Foundation

/// Translates an HTML tree into the block tree the markdown reader understands, so one
/// section builder (``MarkdownBlockReader``) serves every format.
///
/// Headings, paragraphs, `pre`, lists, `dl` (terms become bold-name paragraphs, as sosumi
/// writes parameters) and asides map one to one; layout elements are walked through;
/// `script`, `style`, `nav`, `header` and `footer` are skipped. DocC-specific parts (eyebrow,
/// availability badges, abstract) are mapped by ``DocCHTMLReader`` before this runs.
struct HTMLBlockTranslator {
    /// Elements whose content is never documentation.
    static let skipped: Set<String> = ["script", "style", "nav", "header", "footer", "template", "noscript", "head", "button", "svg", "form"]

    /// Class names (DocC) whose element is handled specially, mapped to a handler.
    var special: [String: (HTMLNode) -> [MarkdownNode]] = [:]
    /// Class names whose elements are read even inside a skipped element (DocC: `eyebrow`).
    var keptInSkipped: Set<String> = []
    /// Headings whose level is replaced (DocC topic-group `h3` → 2).
    var headingLevel: (HTMLNode, Int) -> Int = { _, level in level }

    /// The block nodes for `root`, wrapped in a document.
    func document(_ root: HTMLNode) -> MarkdownNode {
        MarkdownNode(kind: .document, children: blocks(root), startLine: 1, endLine: 1)
    }

    func blocks(_ node: HTMLNode) -> [MarkdownNode] {
        guard let name = node.name else {
            let text = (node.text ?? "").trimmed(.whitespacesAndNewlines)
            if case .text = node.kind, !text.isEmpty {
                return [paragraph([MarkdownNode(kind: .text, literal: text, startLine: node.line, endLine: node.line)], line: node.line)]
            }
            return []
        }
        if Self.skipped.contains(name) {
            // Parts read even inside skipped chrome (the eyebrow in a DocC page's `<header>`).
            guard !keptInSkipped.isEmpty else { return [] }
            return node.descendants { $0.classes.contains { keptInSkipped.contains(String($0)) } }.flatMap(blocks)
        }
        for className in node.classes {
            if let handler = special[String(className)] { return handler(node) }
        }
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = headingLevel(node, Int(String(name.last!))!)
            return [MarkdownNode(kind: .heading(level: level), children: inlines(node), startLine: node.line, endLine: node.line)]
        case "p":
            let content = inlines(node)
            return content.isEmpty ? [] : [paragraph(content, line: node.line)]
        case "pre":
            return [codeBlock(node)]
        case "ul", "ol":
            let items = node.children.filter { $0.name == "li" }.map { item in
                MarkdownNode(kind: .item, children: [paragraph(inlines(item), line: item.line)] + nestedCode(item),
                             startLine: item.line, endLine: item.line)
            }
            return items.isEmpty ? [] : [MarkdownNode(kind: .list(ordered: name == "ol", start: 1), children: items, startLine: node.line, endLine: node.line)]
        case "dl":
            return node.children.compactMap { child -> [MarkdownNode]? in
                switch child.name {
                case "dt":
                    let name = Self.collapseWhitespace(child.textContent).trimmed(.whitespaces)
                    return [paragraph([MarkdownNode(kind: .strong, children: [text(name, line: child.line)], startLine: child.line, endLine: child.line)], line: child.line)]
                case "dd": return childBlocks(child)
                default: return nil
                }
            }.flatMap { $0 }
        case "blockquote", "aside":
            return [MarkdownNode(kind: .blockQuote, children: childBlocks(node), startLine: node.line, endLine: node.line)]
        case "table":
            return [paragraph([text(node.textContent, line: node.line)], line: node.line)]
        default:
            return childBlocks(node)
        }
    }

    /// Block children of an element; loose inline runs become paragraphs.
    func childBlocks(_ node: HTMLNode) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        var run: [HTMLNode] = []
        func flushRun() {
            let content = run.flatMap(inlineNodes)
            let visible = content.contains { !($0.kind == .text && ($0.literal ?? "").trimmed(.whitespacesAndNewlines).isEmpty) }
            if visible, let first = run.first { result.append(paragraph(trimmed(content), line: first.line)) }
            run.removeAll()
        }
        for child in node.children {
            if Self.isInline(child) {
                run.append(child)
            } else {
                flushRun()
                result += blocks(child)
            }
        }
        flushRun()
        return result
    }

    static let inlineNames: Set<String> = ["a", "code", "span", "strong", "b", "em", "i", "wbr", "br", "abbr", "sup", "sub", "small", "var", "kbd", "mark", "u", "s", "del", "ins", "time", "img"]

    static func isInline(_ node: HTMLNode) -> Bool {
        switch node.kind {
        case .text: return true
        case .comment: return true
        case .element(let name): return inlineNames.contains(name) && !node.classes.contains("eyebrow")
        }
    }
}
