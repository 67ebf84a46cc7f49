/// A node of a parsed markdown document, with the source lines it spans.
///
/// A plain value tree produced by ``MarkdownParser``; nothing here refers to cmark.
public struct MarkdownNode: Sendable, Hashable {
    /// What the node is.
    public enum Kind: Sendable, Hashable {
        case document
        case heading(level: Int)
        case paragraph
        case blockQuote
        case list(ordered: Bool, start: Int)
        case item
        /// A fenced or indented code block; `info` is the fence's info string (`swift`).
        case codeBlock(info: String)
        case htmlBlock
        case thematicBreak
        case table
        case tableRow
        case tableCell
        case text
        case code
        case emphasis
        case strong
        case strikethrough
        case link(destination: String)
        case image(source: String)
        case softBreak
        case lineBreak
        case htmlInline
        case other(String)
    }

    public var kind: Kind
    /// Literal content of leaf nodes (text, code, code blocks, HTML).
    public var literal: String?
    public var children: [MarkdownNode]
    /// 1-based first and last source line (0 when cmark does not know, e.g. some inlines).
    public var startLine: Int
    public var endLine: Int

    public init(kind: Kind, literal: String? = nil, children: [MarkdownNode] = [], startLine: Int, endLine: Int) {
        self.kind = kind
        self.literal = literal
        self.children = children
        self.startLine = startLine
        self.endLine = endLine
    }

    /// Whether the node is a block (as opposed to inline content).
    public var isBlock: Bool {
        switch kind {
        case .document, .heading, .paragraph, .blockQuote, .list, .item, .codeBlock, .htmlBlock,
             .thematicBreak, .table, .tableRow, .tableCell:
            return true
        default:
            return false
        }
    }
}
