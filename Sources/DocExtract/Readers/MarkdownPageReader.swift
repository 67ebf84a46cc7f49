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
            var parts = BilingualSplitter.split(lines)
            let levelNotes = alignHeadingLevels(&parts, file: file)
            var blocks = parts.enumerated().map { offset, part in
                // The recovered body (CrawlLineRecovery) is parsed as its own text; its line
                // numbers are then mapped back to the file's.
                let recovered = part.body.lines.map { Substring($0) }
                let (tree, flattenedLine) = MarkdownParser.parseReportingDepth(recovered.joined(separator: "\n"))
                var block = MarkdownBlockReader.read(tree.renumbered(part.body.sourceLines), language: part.language, file: file)
                if let flattenedLine { block.diagnostics.append(tooDeep(file: file, line: part.body.fileLine(flattenedLine))) }
                block.originURL = part.originURL
                block.crawledAt = part.crawledAt
                block.diagnostics += unterminatedFences(tree, lines: recovered, file: file).map {
                    var diagnostic = $0
                    diagnostic.line = diagnostic.line.map(part.body.fileLine)
                    return diagnostic
                }
                block.diagnostics += CrawlDiagnostics.diagnostics(for: part, file: file)
                block.diagnostics += levelNotes[offset] ?? []
                return block
            }
            if let unread = CrawlDiagnostics.unreadPreamble(lines, parts: parts, file: file), !blocks.isEmpty {
                blocks[0].diagnostics.append(unread)
            }
            return blocks
        }
        var diagnostics: [Diagnostic] = []
        var metadata: [String: String] = [:]
        var bodyStart = 0
        if let front = FrontMatter.split(lines) {
            bodyStart = front.bodyStartIndex
            if front.syntax == .toml {
                // Hugo's TOML front matter: `key = "value"` lines (tables and arrays are not read).
                metadata = lenientFields(front.text, separator: "=")
            } else if front.closingLine != nil {
                metadata = parseYAML(front.text, file: file, line: front.firstLine, diagnostics: &diagnostics)
            } else {
                metadata = lenientFields(front.text)
            }
            if front.closingLine == nil {
                // Never closed: its key-value lines are kept as metadata and the rest read as the body.
                let (name, fence, field) = front.syntax == .toml ? ("TOML", "+++", "key = value") : ("YAML", "---", "key: value")
                diagnostics.append(Diagnostic(
                    id: "docgen.extract.front-matter-unterminated", severity: .warning,
                    message: "\(name) front matter opened on line 1 is never closed with '\(fence)'; its \(field) lines were kept, the rest read as markdown",
                    file: file, line: 1))
            }
        }
        // cmark sees only the body; firstLine keeps its line numbers those of the file. The body
        // is the text from its first line on (what joining its lines with `\n` gives back).
        var body = bodyStart < lines.count ? String(source.text[lines[bodyStart].startIndex...]) : ""
        let chrome = bodyStart < lines.count ? SiteChrome.find(in: lines, from: bodyStart) : nil
        if let chrome { diagnostics += chrome.diagnostics(file: file) }
        // Two line repairs, each keeping every line's number: headings hard-wrapped inside their
        // link are joined; fences written once per nested HTML element become one fence per run.
        var bodyLines = lines
        if bodyStart < lines.count {
            var repaired = Array(lines[bodyStart...])
            var changed = false
            for repair in Self.lineRepairs {
                guard let result = repair.apply(repaired) else { continue }
                repaired = result.lines
                changed = true
                let line = result.changed[0] + bodyStart
                diagnostics.append(Diagnostic(id: repair.id, severity: .note, message: repair.message(result.changed.count, line),
                                              file: file, line: line))
            }
            if changed { bodyLines = Array(lines[..<bodyStart]) + repaired }
            // The site's navigation and footer become blank lines, so line numbers stay the file's.
            if chrome != nil || changed {
                body = lines[bodyStart...].indices.map { chrome?.removes($0) == true ? "" : String(bodyLines[$0]) }.joined(separator: "\n")
            }
        }
        let (tree, flattenedLine) = MarkdownParser.parseReportingDepth(body, firstLine: bodyStart + 1)
        if let flattenedLine { diagnostics.append(tooDeep(file: file, line: flattenedLine)) }
        var block = MarkdownBlockReader.read(tree, language: .en, file: file)
        if block.language == .en, Self.isMostlyChinese(block) { block.language = .zhHans }
        block.originURL = metadata.removeValue(forKey: "source") ?? chrome?.originURL ?? block.originURL
        block.crawledAt = metadata.removeValue(forKey: "timestamp")
        if let title = metadata["title"], block.title == nil {
            block.title = Prose(text: title, line: 2)
        }
        if block.summary == nil, let description = metadata["description"] {
            block.summary = Prose(text: description, line: 3)
        }
        // `platforms: [iOS 15.0+, macOS 12.0+]` in the front matter: the versions a body that
        // names only the platforms (`<sub>iOS, macOS</sub>`) leaves out.
        if let platforms = metadata["platforms"], case let listed = Vocabulary.availability(platforms), !listed.isEmpty,
           block.availability.allSatisfy({ $0.introduced == nil }) {
            block.availability = listed
        }
        // Header fields the body states (`**Framework**: SwiftUI`) under the front matter's.
        block.metadata = block.metadata.merging(metadata) { _, front in front }
        block.diagnostics = diagnostics + block.diagnostics + unterminatedFences(tree, lines: bodyLines, file: file)
        return [block]
    }

    /// Gives each translated half the heading outline of the English half (`CrawlHeadingLevels`);
    /// the notes, by part index.
    private static func alignHeadingLevels(_ parts: inout [BilingualSplitter.Part], file: String) -> [Int: [Diagnostic]] {
        guard let english = parts.firstIndex(where: { $0.language == .en }) else { return [:] }
        var notes: [Int: [Diagnostic]] = [:]
        for index in parts.indices where parts[index].language != .en {
            guard let aligned = CrawlHeadingLevels.aligned(parts[index].body.lines, to: parts[english].body.lines) else { continue }
            parts[index].body.lines = aligned.lines
            let fileLines = aligned.changed.map { parts[index].body.sourceLines[$0] }
            notes[index] = [Diagnostic(
                id: "docgen.extract.crawl-heading-levels-aligned", severity: .note,
                message: "heading levels of the \(parts[index].language.rawValue) block follow the en block's outline "
                    + "(same number of headings; changed on line\(fileLines.count == 1 ? "" : "s") \(fileLines.map(String.init).joined(separator: ", ")))",
                file: file, line: fileLines.first)]
        }
        return notes
    }

    /// The line repairs run on a markdown body before cmark reads it, in order; each keeps every
    /// line's number and is noted (its diagnostic id; a message from the number of lines changed
    /// and the first of them).
    private static let lineRepairs: [(id: String, apply: @Sendable ([Substring]) -> (lines: [Substring], changed: [Int])?,
                                      message: @Sendable (Int, Int) -> String)] = [
        ("docgen.extract.heading-unwrapped", WrappedHeadingRepair.repaired,
         { "\($0) heading(s) wrapped inside their link were joined with the line(s) closing it, from line \($1)" }),
        ("docgen.extract.fences-repaired", BrokenFenceRepair.repaired,
         { "code fences written as runs of fence lines (one per nested HTML element) were read as one fence per run; "
             + "\($0) fence line(s) changed or blanked, from line \($1)" }),
    ]

    static func tooDeep(file: String, line: Int) -> Diagnostic {
        Diagnostic(id: "docgen.extract.markdown-too-deep", severity: .warning,
                   message: "block quotes, lists or emphasis nested deeper than \(MarkdownParser.maximumDepth) levels were flattened; their text is kept",
                   file: file, line: line)
    }

    /// A warning per fenced code block that is never closed (cmark runs it to the end of its container).
    static func unterminatedFences(_ tree: MarkdownNode, lines: [Substring], file: String) -> [Diagnostic] {
        MarkdownFences.unterminated(in: tree, lines: lines).map { line in
            Diagnostic(id: "docgen.extract.fence-unterminated", severity: .warning,
                       message: "code fence opened here is never closed; the rest of its block was read as code",
                       file: file, line: line)
        }
    }

    /// Front matter as flat strings (lists joined with `, `); malformed YAML is diagnosed.
    static func parseYAML(_ yaml: String, file: String, line: Int, diagnostics: inout [Diagnostic]) -> [String: String] {
        // A plain mapping of scalars and scalar lists is read from the parser's events; anything
        // else (and every error) is composed by Yams below, which gives the same fields.
        if let fields = FrontMatterYAML.simpleFields(yaml) { return fields }
        return composedYAML(yaml, file: file, line: line, diagnostics: &diagnostics)
    }

    /// `parseYAML` through Yams' node tree.
    static func composedYAML(_ yaml: String, file: String, line: Int, diagnostics: inout [Diagnostic]) -> [String: String] {
        do {
            // Compose to nodes (not native values) so scalars keep their spelling: a timestamp
            // stays `2025-10-29T00:14:11.822Z` instead of becoming a Date.
            guard let node = try Yams.compose(yaml: yaml, .default, .default, yamlEncoding) else { return [:] }
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
            // Crawlers write `title: Landmarks: Building an app` unquoted. Rather than lose the
            // origin URL and title, read such blocks line by line as `key: value`.
            let reason = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
            diagnostics.append(Diagnostic(id: "docgen.extract.front-matter-lenient", severity: .note,
                                          message: "front matter is not valid YAML (\(reason)); read line by line as key: value",
                                          file: file, line: line))
            return lenientFields(yaml)
        }
    }

    /// Yams' default encoding, read once: `Parser.Encoding.default` consults the environment on
    /// every call, which cost more than parsing a page's front matter.
    nonisolated(unsafe) private static let yamlEncoding = Parser.Encoding.default  // an immutable enum value

    /// `key: value` per line (`key = value` with `separator` "="); lines without a key are ignored.
    static func lenientFields(_ yaml: String, separator: Character = ":") -> [String: String] {
        var result: [String: String] = [:]
        for line in yaml.split(separator: "\n") {
            guard let colon = line.firstIndex(of: separator) else { continue }
            let key = line[..<colon].trimmed(.whitespaces)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { continue }
            var value = line[line.index(after: colon)...].trimmed(.whitespaces)
            if value.count >= 2, let first = value.first, (first == "\"" || first == "'"), value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            result[key] = value
        }
        return result
    }

    private static func isMostlyChinese(_ block: LanguageBlock) -> Bool {
        let sample = (block.title?.text ?? "") + (block.summary?.text ?? "")
        let han = sample.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
        return han * 3 > sample.count && han > 0
    }
}
