import DocIngest
import DocModel
import Foundation

/// Decides which dump format a file is in, from its name and its first lines.
enum FormatDetector {
    /// The format of `text` read from `path`.
    static func detect(path: String, text: String) -> DocFormat {
        let lowerPath = path.lowercased()
        let head = SimpleText.prefix(text, characters: 4096)
        // Lower-casing maps scalar by scalar, so the first characters of the lower-cased head are
        // those of its lower-cased first 64 characters: enough for the doctype test.
        let lowerStart = String(head.prefix(64)).lowercased()
        if lowerPath.hasSuffix(".html") || lowerPath.hasSuffix(".htm") || lowerStart.hasPrefix("<!doctype html")
            || lowerStart.hasPrefix("<html") {
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

    private static func isDocC(_ lower: String) -> Bool {
        ["documentation-hero", "class=\"eyebrow\"", "declaration-source", "token-keyword", "platform-list"]
            .contains { SimpleText.contains(lower, $0) }
    }
}
