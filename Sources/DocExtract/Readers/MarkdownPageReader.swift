import DocIngest
import DocModel
import Foundation
import Yams

/// Reads the markdown formats (sosumi, bilingual crawl, rule document, lenient markdown)
/// into language blocks.
enum MarkdownPageReader {
    /// Reads `source` (already decoded) of `format` from `file`.
    static func read(_ source: SourceText, format: DocFormat, file: String) -> [LanguageBlock] {
        let lines = source.lines
        if format == .bilingualCrawl {
            return BilingualSplitter.split(lines).map { part in
                let body = lines[part.bodyStart..<part.bodyEnd].joined(separator: "\n")
                let tree = MarkdownParser.parse(body, firstLine: part.bodyStart + 1)
                var block = MarkdownBlockReader.read(tree, language: part.language, file: file)
                block.originURL = part.originURL
                block.crawledAt = part.crawledAt
                return block
            }
        }
        var diagnostics: [Diagnostic] = []
        var metadata: [String: String] = [:]
        var bodyStart = 0
        if let front = FrontMatter.split(lines) {
            if let closing = front.closingLine {
                bodyStart = closing
                metadata = parseYAML(front.yaml, file: file, line: front.firstLine, diagnostics: &diagnostics)
            } else {
                diagnostics.append(Diagnostic(
                    id: "docgen.extract.front-matter-unterminated", severity: .warning,
                    message: "YAML front matter opened on line 1 is never closed with '---'; read as markdown",
                    file: file, line: 1))
            }
        }
        // cmark sees only the body; firstLine keeps its line numbers those of the file.
        let body = lines[bodyStart...].joined(separator: "\n")
        let tree = MarkdownParser.parse(body, firstLine: bodyStart + 1)
        var block = MarkdownBlockReader.read(tree, language: .en, file: file)
        if block.language == .en, Self.isMostlyChinese(block) { block.language = .zhHans }
        block.originURL = metadata.removeValue(forKey: "source")
        block.crawledAt = metadata.removeValue(forKey: "timestamp")
        if let title = metadata["title"], block.title == nil {
            block.title = Prose(text: title, line: 2)
        }
        if block.summary == nil, let description = metadata["description"] {
            block.summary = Prose(text: description, line: 3)
        }
        block.metadata = metadata
        block.diagnostics = diagnostics + block.diagnostics
        return [block]
    }

    /// Front matter as flat strings (lists joined with `, `); malformed YAML is diagnosed.
    static func parseYAML(_ yaml: String, file: String, line: Int, diagnostics: inout [Diagnostic]) -> [String: String] {
        do {
            // Compose to nodes (not native values) so scalars keep their spelling: a timestamp
            // stays `2025-10-29T00:14:11.822Z` instead of becoming a Date.
            guard let node = try Yams.compose(yaml: yaml) else { return [:] }
            guard let mapping = node.mapping else {
                diagnostics.append(Diagnostic(id: "docgen.extract.front-matter-not-mapping", severity: .warning,
                                              message: "front matter is not a key/value mapping; ignored", file: file, line: line))
                return [:]
            }
            var result: [String: String] = [:]
            for (key, value) in mapping {
                guard let name = key.string else { continue }
                if let sequence = value.sequence {
                    result[name] = sequence.compactMap(\.string).joined(separator: ", ")
                } else if let scalar = value.string {
                    result[name] = scalar
                }
            }
            return result
        } catch {
            diagnostics.append(Diagnostic(id: "docgen.extract.front-matter-invalid", severity: .warning,
                                          message: "front matter is not valid YAML (\(error)); ignored", file: file, line: line))
            return [:]
        }
    }

    private static func isMostlyChinese(_ block: LanguageBlock) -> Bool {
        let sample = (block.title?.text ?? "") + (block.summary?.text ?? "")
        let han = sample.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
        return han * 3 > sample.count && han > 0
    }
}
