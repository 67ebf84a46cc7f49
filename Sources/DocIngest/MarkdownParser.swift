import CCmarkGFM

/// Parses markdown with cmark-gfm (GFM extensions on) into a ``MarkdownNode`` tree.
///
/// This file is the whole cmark-gfm boundary of docgen.
public enum MarkdownParser {
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Blocks and inlines nested deeper than this are flattened: their leaves (text, code,
    /// breaks) become children of the ancestor at the limit, in document order.
    public static let maximumDepth = 256

    /// Parses `text`; reported lines are offset so that the text's first line is `firstLine`.
    public static func parse(_ text: String, firstLine: Int = 1) -> MarkdownNode {
        parseReportingDepth(text, firstLine: firstLine).tree
    }

    /// Parses `text` like `parse`, and gives the line where nesting beyond `maximumDepth` was first
    /// flattened, if it was (100,000 `>` or `*` nest that deep; converting such a tree
    /// recursively would exhaust the stack).
    public static func parseReportingDepth(_ text: String, firstLine: Int = 1) -> (tree: MarkdownNode, flattenedLine: Int?) {
        _ = registered
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_UNSAFE | CMARK_OPT_FULL_INFO_STRING
        guard let parser = cmark_parser_new(options) else {
            return (MarkdownNode(kind: .document, startLine: firstLine, endLine: firstLine), nil)
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parser_feed(parser, $0, buffer.count)
                }
            }
        }
        guard let root = cmark_parser_finish(parser) else {
            return (MarkdownNode(kind: .document, startLine: firstLine, endLine: firstLine), nil)
        }
        defer { cmark_node_free(root) }
        var flattenedLine: Int?
        let tree = convert(root, offset: firstLine - 1, depth: 0, flattenedLine: &flattenedLine)
        return (tree, flattenedLine)
    }

    /// Converts a cmark node and its subtree. Iterative over siblings, recursive over depth up to
    /// `maximumDepth`; below that, the subtree's leaves are collected iteratively (cmark does not
    /// bound nesting: every `>` of a line opens a block quote).
    private static func convert(_ node: OpaquePointer, offset: Int, depth: Int, flattenedLine: inout Int?) -> MarkdownNode {
        var children: [MarkdownNode] = []
        if depth < maximumDepth {
            // Counted first (a walk of cmark's sibling links), so the array is allocated once.
            var count = 0
            var sibling = cmark_node_first_child(node)
            while let current = sibling { count += 1; sibling = cmark_node_next(current) }
            children.reserveCapacity(count)
            var child = cmark_node_first_child(node)
            while let current = child {
                children.append(convert(current, offset: offset, depth: depth + 1, flattenedLine: &flattenedLine))
                child = cmark_node_next(current)
            }
        } else {
            var stack: [OpaquePointer] = []
            var child = cmark_node_first_child(node)
            while let current = child { stack.append(current); child = cmark_node_next(current) }
            stack.reverse()
            while let current = stack.popLast() {
                guard let first = cmark_node_first_child(current) else {
                    children.append(leaf(current, offset: offset))
                    continue
                }
                if flattenedLine == nil { flattenedLine = max(Int(cmark_node_get_start_line(current)), 1) + offset }
                var grandchildren: [OpaquePointer] = []
                var next: OpaquePointer? = first
                while let g = next { grandchildren.append(g); next = cmark_node_next(g) }
                stack.append(contentsOf: grandchildren.reversed())
            }
        }
        return leaf(node, offset: offset, children: children)
    }

    @inline(__always)
    private static func leaf(_ node: OpaquePointer, offset: Int, children: __owned [MarkdownNode] = []) -> MarkdownNode {
        let start = Int(cmark_node_get_start_line(node))
        let end = Int(cmark_node_get_end_line(node))
        return MarkdownNode(
            kind: kind(of: node),
            literal: cmark_node_get_literal(node).map { String(cString: $0) },
            children: children,
            startLine: start > 0 ? start + offset : 0,
            endLine: end > 0 ? end + offset : 0
        )
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)))
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link(destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_IMAGE: return .image(source: cmark_node_get_url(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        default:
            let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? "unknown"
            switch name {
            case "table": return .table
            case "table_row", "table_header": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            default: return .other(name)
            }
        }
    }
}
