import DocIngest
import DocModel
import Foundation

extension MarkdownBlockReader {
    /// `code.split(separator: "\n", omittingEmptySubsequences: false).count` on bytes: every LF
    /// is a character of its own (grapheme clusters always break around it) except after a CR,
    /// where `"\r\n"` is one character that is not `"\n"` (`MarkdownBlockReaderTests`).
    static func lineCount(_ code: String) -> Int {
        var count = 1
        var previous: UInt8 = 0
        for byte in code.utf8 {
            if byte == 0x0A, previous != 0x0D { count += 1 }
            previous = byte
        }
        return count
    }

    /// The text of a paragraph that is nothing but one strong span (`**Instance Method**`).
    static func strongOnlyText(_ paragraph: MarkdownNode) -> String? {
        guard let only = onlyMeaningfulChild(paragraph), paragraph.children[only].kind == .strong else { return nil }
        return paragraph.children[only].plainText
    }

    /// The index of a paragraph's one child that is not blank text, nil when there are none or
    /// several (read in place: no array of the others is built).
    static func onlyMeaningfulChild(_ paragraph: MarkdownNode) -> Int? {
        var found: Int?
        for index in paragraph.children.indices {
            let child = paragraph.children[index]
            if child.kind == .text, (child.literal ?? "").trimmed(.whitespaces).isEmpty { continue }
            guard found == nil else { return nil }
            found = index
        }
        return found
    }

    /// The name of a paragraph that is one code span and nothing else (a rendered page's
    /// parameter name: `` `namespace` `` followed by a hard break), without backticks.
    static func codeOnlyText(_ paragraph: MarkdownNode) -> String? {
        let meaningful = paragraph.children.filter { child in
            switch child.kind {
            case .softBreak, .lineBreak: return false
            case .text: return !(child.literal ?? "").trimmed(.whitespaces).isEmpty
            default: return true
            }
        }
        guard meaningful.count == 1, meaningful[0].kind == .code, let name = meaningful[0].literal?.trimmed(.whitespaces),
              !name.isEmpty, !name.contains(" ") else { return nil }
        return name
    }

    /// The paragraph's lines (split at soft and hard breaks), each as plain text.
    static func inlineLines(_ paragraph: MarkdownNode) -> [[MarkdownNode]] {
        var lines: [[MarkdownNode]] = [[]]
        for child in paragraph.children {
            if child.kind == .softBreak || child.kind == .lineBreak { lines.append([]) } else { lines[lines.count - 1].append(child) }
        }
        return lines.filter { !$0.isEmpty }
    }

    static func plainText(_ nodes: [MarkdownNode]) -> String {
        MarkdownNode(kind: .paragraph, children: nodes, startLine: 0, endLine: 0).plainText
    }

    /// Every line `**Label**: value` (or `**Label:** value`): the fields, else nil.
    static func labelledLines(_ paragraph: MarkdownNode) -> [(label: String, value: String)]? {
        // The first line must start with a strong label (`inlineLines` drops empty lines).
        guard let first = paragraph.children.first(where: { $0.kind != .softBreak && $0.kind != .lineBreak }),
              first.kind == .strong else { return nil }
        var fields: [(label: String, value: String)] = []
        for line in inlineLines(paragraph) {
            guard let first = line.first, first.kind == .strong else { return nil }
            var label = first.plainText.trimmed(.whitespaces)
            var value = plainText(Array(line.dropFirst())).trimmed(.whitespaces)
            if label.hasSuffix(":") || label.hasSuffix("：") {
                label = String(label.dropLast()).trimmed(.whitespaces)
            } else if value.hasPrefix(":") || value.hasPrefix("：") {
                value = String(value.dropFirst()).trimmed(.whitespaces)
            } else {
                return nil
            }
            guard !label.isEmpty, label.split(separator: " ").count <= 3 else { return nil }
            fields.append((label, value))
        }
        return fields.isEmpty ? nil : fields
    }

    /// A paragraph whose last line is an availability line (`…changes.⏎iOS 15.0+iPadOS 15.0+…`):
    /// the text before it and the availability; nil otherwise.
    static func trailingAvailabilityLine(_ paragraph: MarkdownNode) -> (String, [Availability])? {
        let lines = inlineLines(paragraph)
        guard lines.count > 1, let last = lines.last,
              let availability = Vocabulary.headerAvailability(plainText(last).trimmed(.whitespaces)) else { return nil }
        let rest = lines.dropLast().map { plainText($0).trimmed(.whitespaces) }.joined(separator: " ")
        return (rest, availability)
    }

    /// The destination of a paragraph that is only a link to the page's origin
    /// (`*[View on Apple Developer](https://…)*`), when it is http(s). `text` is the paragraph's
    /// plain text trimmed of blanks, as the caller already has it.
    static func originLink(_ paragraph: MarkdownNode, text: String) -> String? {
        // The paragraph's text must be the link's text, one of the origin-link texts: when it is
        // none of them, no link needs reading.
        guard Vocabulary.originLinkSet.contains(text) else { return nil }
        let links = paragraph.links
        guard links.count == 1, Vocabulary.originLinks.contains(links[0].text.trimmed(.whitespaces)),
              text == links[0].text.trimmed(.whitespaces) else { return nil }
        let url = links[0].destination
        return url.hasPrefix("https://") || url.hasPrefix("http://") ? url : nil
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

    /// The expression a note's leading alert marker (`[!NOTE] `) is removed with.
    static let alertMarkerPattern = #"^\[!\w+\]\s*"#

    /// `text` without a leading alert marker, as `replacingOccurrences(of: alertMarkerPattern,
    /// options: .regularExpression)` removes it. Read by hand when the marker is ASCII letters,
    /// digits or `_` followed by ASCII blanks and then an ASCII character or the end (the first
    /// use of a regular expression costs a process ≈ 5–8 M instructions of ICU set-up); any other
    /// text that starts with `[!` goes to the expression (`AlertMarkerTests`).
    static func withoutAlertMarker(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        guard utf8.starts(with: [UInt8(ascii: "["), UInt8(ascii: "!")]) else { return text }
        var index = 2
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        while index < utf8.count, isWordByte(utf8[index]) { index += 1 }
        if index > 2, index < utf8.count, utf8[index] == UInt8(ascii: "]") {
            index += 1
            while index < utf8.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(utf8[index]) { index += 1 }
            if index == utf8.count || (utf8[index] < 0x80 && utf8[index] != 0x0B) {
                return String(decoding: utf8[index...], as: UTF8.self)
            }
        } else if index < utf8.count, utf8[index] < 0x80, utf8[index] != UInt8(ascii: "]") || index == 2 {
            // An ASCII character that is neither a word character nor the closing bracket after
            // one: the expression cannot match.
            return text
        }
        return text.replacingOccurrences(of: alertMarkerPattern, with: "", options: .regularExpression)
    }

    /// A heading without its trailing attribute block (`Overview {#Overview}`, `Topics {.unnumbered}`),
    /// as Hugo, Pandoc and kramdown write anchors and classes.
    static func withoutHeadingAttributes(_ text: String) -> String {
        guard text.hasSuffix("}"), let open = text.lastIndex(of: "{"), open > text.startIndex else { return text }
        let attributes = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: " ")
        guard let first = attributes.first, first.first == "#" || first.first == ".",
              attributes.allSatisfy({ $0.first == "#" || $0.first == "." || $0.contains("=") }) else { return text }
        let kept = text[..<open].trimmed(.whitespaces)
        return kept.isEmpty ? text : String(kept)
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
