import DocIngest
import DocModel
import Foundation

/// Reads plain HTML: h1 title, h2/h3 sections, paragraphs, pre/code, lists, definition lists.
enum PlainHTMLReader {
    /// One block per language of the page (`HTMLLanguageSplit`).
    static func read(_ root: HTMLNode, file: String) -> [LanguageBlock] {
        HTMLLanguageSplit.trees(root).map { read($0.root, language: $0.language, file: file) }
    }

    static func read(_ root: HTMLNode, language: Language, file: String) -> LanguageBlock {
        let content = root.first { $0.name == "main" } ?? root.first { $0.name == "body" } ?? root
        let tree = HTMLBlockTranslator().document(content)
        var block = MarkdownBlockReader.read(tree, language: language, file: file)
        if block.title == nil, let title = root.first(where: { $0.name == "title" })?.textContent {
            block.title = Prose(text: title.trimmed(.whitespacesAndNewlines), line: 1)
        }
        HTMLMeta.apply(root, to: &block)
        return block
    }
}

/// Reads a saved DocC-rendered page (developer.apple.com documentation).
///
/// The hero holds the eyebrow (role), the `h1` title, availability badges and the abstract;
/// the declaration is built from token spans (`<wbr>` dropped); parameters are a `dl`;
/// topic groups are `h3` titles followed by link blocks.
enum DocCHTMLReader {
    /// One block per language of the page (`HTMLLanguageSplit`).
    static func read(_ root: HTMLNode, file: String) -> [LanguageBlock] {
        HTMLLanguageSplit.trees(root).map { read($0.root, language: $0.language, file: file) }
    }

    static func read(_ root: HTMLNode, language: Language, file: String) -> LanguageBlock {
        let content = root.first { $0.name == "main" } ?? root.first { $0.name == "body" } ?? root
        var translator = HTMLBlockTranslator()
        translator.keptInSkipped = ["eyebrow"]
        translator.special["eyebrow"] = { node in
            [MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .strong, children: [
                MarkdownNode(kind: .text, literal: HTMLBlockTranslator.collapseWhitespace(node.textContent).trimmed(.whitespaces), startLine: node.line, endLine: node.line),
            ], startLine: node.line, endLine: node.line)], startLine: node.line, endLine: node.line)]
        }
        let availability: (HTMLNode) -> [MarkdownNode] = { node in
            let items = node.descendants { $0.hasClass("platform") || $0.hasClass("badge") || $0.name == "li" }
                .map { HTMLBlockTranslator.collapseWhitespace($0.textContent).trimmed(.whitespaces) }
                .filter { !$0.isEmpty }
            let text = "Available on: " + items.uniqued().joined(separator: ", ")
            return [MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .text, literal: text, startLine: node.line, endLine: node.line)], startLine: node.line, endLine: node.line)]
        }
        translator.special["availability"] = availability
        translator.special["platform-list"] = availability
        translator.special["abstract"] = { node in
            [MarkdownNode(kind: .blockQuote, children: translator.childBlocks(node), startLine: node.line, endLine: node.line)]
        }
        translator.special["link-block"] = { node in
            // A topic entry: the link (a decorated declaration) and its abstract.
            guard let link = node.first(where: { $0.name == "a" }) else { return [] }
            let abstract = node.first { $0.hasClass("abstract") }.map { HTMLBlockTranslator.collapseWhitespace($0.textContent) } ?? ""
            let linkNode = MarkdownNode(kind: .link(destination: link[attribute: "href"] ?? ""), children: [
                MarkdownNode(kind: .text, literal: HTMLBlockTranslator.collapseWhitespace(link.textContent).trimmed(.whitespaces), startLine: link.line, endLine: link.line),
            ], startLine: link.line, endLine: link.line)
            let paragraph = MarkdownNode(kind: .paragraph, children: [linkNode, MarkdownNode(kind: .text, literal: " " + abstract.trimmed(.whitespaces), startLine: node.line, endLine: node.line)], startLine: node.line, endLine: node.line)
            return [MarkdownNode(kind: .list(ordered: false, start: 1), children: [MarkdownNode(kind: .item, children: [paragraph], startLine: node.line, endLine: node.line)], startLine: node.line, endLine: node.line)]
        }
        translator.headingLevel = { node, level in
            // Topic-group and relationship titles are h3 under an h2 "Topics"/"Relationships".
            level == 3 && (node.hasClass("title") || node.hasClass("contenttable-title")) ? 2 : level
        }
        let tree = translator.document(content)
        // The abstract handler captures `translator`, whose `special` holds the handler: a
        // reference cycle that leaked every DocC page's handlers (found by LeakSanitizer in
        // `make fuzz`). Dropping the handlers breaks it.
        translator.special.removeAll()
        var block = MarkdownBlockReader.read(tree, language: language, file: file)
        HTMLMeta.apply(root, to: &block)
        return block
    }
}

/// Page-level facts from `<html lang>`, `<link rel=canonical>` and `<meta>`.
enum HTMLMeta {
    static func apply(_ root: HTMLNode, to block: inout LanguageBlock) {
        for link in root.elements(named: "link") where link[attribute: "rel"] == "canonical" {
            block.originURL = link[attribute: "href"]
        }
        for meta in root.elements(named: "meta") {
            if block.originURL == nil, meta[attribute: "property"] == "og:url" { block.originURL = meta[attribute: "content"] }
        }
    }
}

/// The page language from `<html lang>`.
enum HTMLLanguage {
    static func of(_ root: HTMLNode) -> Language {
        let lang = root.first { $0.name == "html" }?[attribute: "lang"]?.lowercased() ?? "en"
        return HTMLLanguageSplit.language(ofTag: lang) ?? .en
    }
}
