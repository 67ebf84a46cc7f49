import DocIngest
import DocModel
import Foundation

/// Decides which dump format a file is in, from its name and its first lines.
enum FormatDetector {
    /// How many characters of the text the header tests look at.
    static let headCharacters = 4096

    /// The format of `text` read from `path`.
    static func detect(path: String, text: String) -> DocFormat {
        if isRenderNode(path: path, text: text) { return .doccRenderNode }
        if let format = text.utf8.withContiguousStorageIfAvailable({ detectSimple(path: path, text: text, bytes: $0) }) ?? nil {
            return format
        }
        return detectGeneral(path: path, text: text)
    }

    /// `detectGeneral` for text whose head is simple (`SimpleText`; every scalar a character), on
    /// bytes: the head found by `DetectionHead` without grapheme breaking, and the front-matter
    /// and marker searches as byte searches (which is what `SimpleText` makes of them for simple
    /// text). Nil when the head is not simple; `FormatDetectionPathsTests` compares the two.
    static func detectSimple(path: String, text: String, bytes: UnsafeBufferPointer<UInt8>) -> DocFormat? {
        guard let headEnd = DetectionHead.simpleEnd(of: bytes, characters: headCharacters) else { return nil }
        let head = String(text[..<text.utf8.index(text.utf8.startIndex, offsetBy: headEnd)])
        let headBytes = UnsafeBufferPointer(rebasing: bytes[..<headEnd])
        if isHTML(path: path, head: head) {
            return isDocC(head.lowercased() + text.suffix(20000).lowercased()) ? .doccHTML : .plainHTML
        }
        if BilingualSplitter.hasHeader(in: head) {
            return .bilingualCrawl
        }
        if DetectionHead.hasPrefix("---", headBytes) {
            let afterOpening = UnsafeBufferPointer(rebasing: headBytes[3...])
            let frontEnd = DetectionHead.offset(of: "\n---", in: afterOpening) ?? afterOpening.count
            if DetectionHead.offset(of: "\nimpact:", in: UnsafeBufferPointer(rebasing: afterOpening[..<frontEnd])) != nil {
                return .ruleDocument
            }
            return .sosumi
        }
        if SimpleText.contains(head, "**Navigation:**", textIsSimple: true) || SimpleText.contains(text, "Extracted by [sosumi.ai]") {
            return .sosumi
        }
        if SimpleText.contains(head, "\n#", textIsSimple: true) || head.hasPrefix("#") || SimpleText.contains(head, "```", textIsSimple: true) {
            return .markdown
        }
        return .scrapedText
    }

    /// The format decided on characters, for any text.
    static func detectGeneral(path: String, text: String) -> DocFormat {
        let head = SimpleText.prefix(text, characters: headCharacters)
        if isHTML(path: path, head: head) {
            return isDocC(head.lowercased() + text.suffix(20000).lowercased()) ? .doccHTML : .plainHTML
        }
        if BilingualSplitter.headerRange(in: SourceText.lines(of: head), from: 0) != nil {
            return .bilingualCrawl
        }
        if head.hasPrefix("---") {
            let afterOpening = String(head.dropFirst(3))
            let front = afterOpening[..<(SimpleText.range(of: "\n---", in: afterOpening)?.lowerBound ?? afterOpening.endIndex)]
            if SimpleText.contains(String(front), "\nimpact:") { return .ruleDocument }
            return .sosumi
        }
        if SimpleText.contains(head, "**Navigation:**") || SimpleText.contains(text, "Extracted by [sosumi.ai]") { return .sosumi }
        if SimpleText.contains(head, "\n#") || head.hasPrefix("#") || SimpleText.contains(head, "```") { return .markdown }
        return .scrapedText
    }

    /// A DocC RenderNode: a `.json` file (the reader says so when it is JSON of another kind), or
    /// text that opens a JSON object naming `schemaVersion` near its start or end (DocC writes
    /// keys in any order, the node on one line).
    static func isRenderNode(path: String, text: String) -> Bool {
        if path.lowercased().hasSuffix(".json") { return true }
        guard text.utf8.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") else { return false }
        let head = SimpleText.prefix(text, characters: headCharacters)
        return SimpleText.contains(head, "\"schemaVersion\"") || SimpleText.contains(String(text.suffix(headCharacters)), "\"schemaVersion\"")
    }

    /// An HTML file by its name or its first characters.
    private static func isHTML(path: String, head: String) -> Bool {
        let lowerPath = path.lowercased()
        // Lower-casing maps scalar by scalar, so the first characters of the lower-cased head are
        // those of its lower-cased first 64 characters: enough for the doctype test.
        let lowerStart = String(head.prefix(64)).lowercased()
        return lowerPath.hasSuffix(".html") || lowerPath.hasSuffix(".htm") || lowerStart.hasPrefix("<!doctype html")
            || lowerStart.hasPrefix("<html")
    }

    private static func isDocC(_ lower: String) -> Bool {
        ["documentation-hero", "class=\"eyebrow\"", "declaration-source", "token-keyword", "platform-list"]
            .contains { SimpleText.contains(lower, $0) }
    }
}
