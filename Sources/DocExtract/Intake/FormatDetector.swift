import DocModel
import Foundation

/// Decides which dump format a file is in, from its name and its first lines.
enum FormatDetector {
    /// The format of `text` read from `path`.
    static func detect(path: String, text: String) -> DocFormat {
        let lowerPath = path.lowercased()
        let head = String(text.prefix(4096))
        let lowerHead = head.lowercased()
        if lowerPath.hasSuffix(".html") || lowerPath.hasSuffix(".htm") || lowerHead.hasPrefix("<!doctype html")
            || lowerHead.hasPrefix("<html") {
            return isDocC(lowerHead + text.suffix(20000).lowercased()) ? .doccHTML : .plainHTML
        }
        if BilingualSplitter.headerRange(in: head.split(separator: "\n", omittingEmptySubsequences: false), from: 0) != nil {
            return .bilingualCrawl
        }
        if head.hasPrefix("---") {
            let frontMatterEnd = head.dropFirst(3).range(of: "\n---")?.lowerBound ?? head.endIndex
            let front = head[..<frontMatterEnd]
            if front.contains("\nimpact:") { return .ruleDocument }
            return .sosumi
        }
        if head.contains("**Navigation:**") || text.contains("Extracted by [sosumi.ai]") { return .sosumi }
        if head.contains("\n#") || head.hasPrefix("#") || head.contains("```") { return .markdown }
        return .scrapedText
    }

    private static func isDocC(_ lower: String) -> Bool {
        ["documentation-hero", "class=\"eyebrow\"", "declaration-source", "token-keyword", "platform-list"]
            .contains { lower.contains($0) }
    }
}
