import DocIngest
import DocModel

/// The diagnostics of reading one crawl block: an unclosed header, structure put back on its
/// own lines, code whose line breaks could not be recovered.
enum CrawlDiagnostics {
    static let headerUnclosed = "docgen.extract.crawl-header-unclosed"
    static let linesRecovered = "docgen.extract.crawl-lines-recovered"
    static let codeCollapsed = "docgen.extract.crawl-code-collapsed"
    static let textUnread = "docgen.extract.crawl-text-unread"

    static func diagnostics(for part: BilingualSplitter.Part, file: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let language = part.language.rawValue
        if part.unclosedHeader {
            result.append(Diagnostic(id: headerUnclosed, severity: .note,
                                     message: "the \(language) crawl header is not closed with '---'; it ends at its last field",
                                     file: file, line: part.headerLine))
        }
        for line in part.body.recoveredLines {
            result.append(Diagnostic(id: linesRecovered, severity: .note,
                                     message: "\(language) structure run together on one line (headings, fences, list items, role) was split onto lines of its own",
                                     file: file, line: line))
        }
        for line in part.body.collapsedCodeLines {
            result.append(Diagnostic(id: codeCollapsed, severity: .warning,
                                     message: "a \(language) code listing lost its line breaks in the crawl; they cannot be recovered, the code is kept on one line",
                                     file: file, line: line))
        }
        return result
    }

    /// A warning when text before the first crawl header has no header of its own (a block whose
    /// header could not be recognised): that text is not read.
    static func unreadPreamble(_ lines: [Substring], parts: [BilingualSplitter.Part], file: String) -> Diagnostic? {
        guard let first = parts.first else { return nil }
        let start = first.headerLine - 1
        guard let content = lines[..<start].firstIndex(where: { !$0.trimmed(.whitespaces).isEmpty && $0.trimmed(.whitespaces) != "---" }) else {
            return nil
        }
        return Diagnostic(id: textUnread, severity: .warning,
                          message: "lines \(content + 1)–\(start) come before the first crawl header and have no recognisable header of their own (source/来源 field); not read",
                          file: file, line: content + 1)
    }
}

extension CrawlLineRecovery.Result {
    /// The file line of recovered line `line` (1-based); 0 stays 0.
    func fileLine(_ line: Int) -> Int {
        guard line > 0, !sourceLines.isEmpty else { return line }
        return sourceLines[min(line, sourceLines.count) - 1]
    }
}

extension MarkdownNode {
    /// The tree with every line number mapped through `map` (recovered line n → `map[n - 1]`).
    func renumbered(_ map: [Int]) -> MarkdownNode {
        func file(_ line: Int) -> Int {
            guard line > 0, !map.isEmpty else { return line }
            return map[min(line, map.count) - 1]
        }
        var node = self
        node.startLine = file(startLine)
        node.endLine = file(endLine)
        node.children = children.map { $0.renumbered(map) }
        return node
    }
}
