import DocIngest
import DocModel
import Foundation

extension MarkdownBlockReader {
    /// The text of a paragraph that is nothing but one strong span (`**Instance Method**`).
    static func strongOnlyText(_ paragraph: MarkdownNode) -> String? {
        let meaningful = paragraph.children.filter {
            !($0.kind == .text && ($0.literal ?? "").trimmed(.whitespaces).isEmpty)
        }
        guard meaningful.count == 1, meaningful[0].kind == .strong else { return nil }
        return meaningful[0].plainText
    }

    /// `- **name**：description` or `- **name**: description` → (name, description).
    static func leadingName(_ item: MarkdownNode) -> (String, String)? {
        guard let paragraph = item.children.first, paragraph.kind == .paragraph,
              let first = paragraph.children.first, first.kind == .strong || first.kind == .code else { return nil }
        let name = first.kind == .code ? (first.literal ?? "") : first.plainText
        var rest = ""
        for child in paragraph.children.dropFirst() { rest += MarkdownNode(kind: .paragraph, children: [child], startLine: 0, endLine: 0).plainText }
        for child in item.children.dropFirst() where child.kind == .paragraph { rest += "\n\n" + child.plainText }
        let description = rest.trimmed(.characters(" :：-—\n"))
        return (name.trimmed(.whitespaces), description)
    }

    /// Whether a list item starts with a link or a strong name (a topic-group entry).
    static func startsWithLinkOrName(_ item: MarkdownNode) -> Bool {
        guard let paragraph = item.children.first, let first = paragraph.children.first else { return false }
        switch first.kind {
        case .link, .strong: return true
        default: return false
        }
    }

    /// A table flattened to text, one row per line, cells separated by ` | `.
    func tableText(_ table: MarkdownNode) -> String {
        table.children.map { row in row.children.map(\.plainText).joined(separator: " | ") }.joined(separator: "\n")
    }
}

extension Localized {
    /// A value given in one language only.
    init(_ language: Language, _ value: Value) {
        self.init()
        self[language] = value
    }
}
