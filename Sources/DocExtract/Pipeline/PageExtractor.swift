import DocIngest
import DocModel
import Foundation

/// Extracts one file: bytes → decoded text → language blocks → page records (one, or one per
/// member of a file that joins several pages, `JoinedPages`).
public enum PageExtractor {
    /// The outcome for one file: its pages, or only diagnostics when no page could be made.
    public struct Outcome: Sendable {
        /// The file's pages in file order: one, or each member of a joined file.
        public var pages: [PageRecord]
        public var diagnostics: [Diagnostic]

        /// The file's first (almost always only) page.
        public var page: PageRecord? { pages.first }

        init(page: PageRecord?, diagnostics: [Diagnostic]) {
            pages = page.map { [$0] } ?? []
            self.diagnostics = diagnostics
        }

        init(pages: [PageRecord]) {
            self.pages = pages
            diagnostics = []
        }
    }

    /// Reads and extracts `file`; `format` overrides detection.
    public static func extract(_ file: InputFile, format: DocFormat? = nil) -> Outcome {
        let bytes: [UInt8]
        do {
            bytes = try InputReader.read(file.path)
        } catch {
            return Outcome(page: nil, diagnostics: [Diagnostic(
                id: error.id, severity: error.id == "docgen.extract.unreadable" ? .error : .warning,
                message: error.message, file: file.relativePath)])
        }
        return extract(bytes: bytes, relativePath: file.relativePath, format: format)
    }

    /// Inputs above this size get a `docgen.extract.large-input` note (they are still read whole).
    public static let largeInputBytes = 16 << 20

    /// Extracts a page from bytes already read; `relativePath` names it in the model.
    public static func extract(bytes: [UInt8], relativePath: String, format forced: DocFormat? = nil) -> Outcome {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return Outcome(page: nil, diagnostics: [Diagnostic(
                id: "docgen.extract.empty-input", severity: .warning, message: "file is empty; no page", file: relativePath)])
        }
        var notes: [Diagnostic] = []
        if bytes.count > largeInputBytes {
            notes.append(Diagnostic(id: "docgen.extract.large-input", severity: .note,
                                    message: "large input (\(bytes.count / (1 << 20)) MiB); time and memory grow in proportion",
                                    file: relativePath))
        }
        let looksHTML = forced == .doccHTML || forced == .plainHTML
            || relativePath.lowercased().hasSuffix(".html") || relativePath.lowercased().hasSuffix(".htm")
        let source: SourceText
        do {
            source = try TextDecoder.decode(bytes, file: relativePath, hint: looksHTML ? .html : .text)
        } catch {
            return Outcome(page: nil, diagnostics: [error.diagnostic])
        }
        let format = forced ?? FormatDetector.detect(path: relativePath, text: source.text)
        let diagnostics = notes + source.diagnostics
        if format == .markdown, let (members, lines) = JoinedPages.members(of: source.text) {
            return extractJoined(members, lines: lines, source: source, relativePath: relativePath, diagnostics: diagnostics)
        }
        return page(source, format: format, relativePath: relativePath, diagnostics: diagnostics)
    }

    /// Each member of a joined file as a page of its own, its id the file's plus the member's
    /// title, with a note saying where in the file it stands.
    private static func extractJoined(_ members: [JoinedPages.Member], lines: [Substring], source: SourceText, relativePath: String,
                                      diagnostics: [Diagnostic]) -> Outcome {
        let segments = JoinedPages.idSegments(members)
        let pages = members.indices.flatMap { position -> [PageRecord] in
            let member = members[position]
            let note = Diagnostic(id: "docgen.extract.joined-page", severity: .note,
                                  message: "page \(position + 1) of \(members.count) joined in this file (lines \(member.lines.lowerBound + 1)–\(member.lines.upperBound)): \(member.title)",
                                  file: relativePath, line: member.lines.lowerBound + 1)
            // Decoding's diagnostics belong to the file; the first member carries them.
            let text = SourceText(text: JoinedPages.text(of: member, lines: lines), encoding: source.encoding)
            return page(text, format: .markdown, relativePath: relativePath,
                        member: (segments[position], "\(position + 1) of \(members.count)"),
                        diagnostics: (position == 0 ? diagnostics : []) + [note]).pages
        }
        return Outcome(pages: pages)
    }

    /// The page of one file (or one member of a joined file: `member` its id segment and place).
    private static func page(_ source: SourceText, format: DocFormat, relativePath: String,
                             member: (segment: String, place: String)? = nil,
                             diagnostics: [Diagnostic]) -> Outcome {
        var diagnostics = diagnostics
        let blocks: [LanguageBlock]
        switch format {
        case .sosumi, .bilingualCrawl, .ruleDocument, .markdown:
            blocks = MarkdownPageReader.read(source, format: format, file: relativePath)
        case .scrapedText:
            blocks = [ScrapedTextReader.read(source, file: relativePath)]
        case .doccRenderNode:
            switch RenderNodeReader.read(source.text, file: relativePath) {
            case .block(let block): blocks = [block]
            case .refused(let refusal): return Outcome(page: nil, diagnostics: diagnostics + refusal)
            }
        case .doccHTML, .plainHTML:
            let parsed = HTMLParser.parse(source.text, file: relativePath)
            diagnostics += parsed.diagnostics
            blocks = format == .doccHTML ? DocCHTMLReader.read(parsed.root, file: relativePath)
                                         : PlainHTMLReader.read(parsed.root, file: relativePath)
        }
        if blocks.isEmpty || blocks.allSatisfy({ $0.title == nil && $0.sections.isEmpty && $0.summary == nil }) {
            diagnostics.append(Diagnostic(id: "docgen.extract.no-content", severity: .warning,
                                          message: "no title, summary or section found as \(format.rawValue)", file: relativePath))
        }
        let context = PageAssembler.Context(file: relativePath, format: format, encoding: source.encoding, diagnostics: diagnostics,
                                            member: member?.segment, memberPlace: member?.place)
        return Outcome(page: PageAssembler.assemble(blocks, context: context).withContentHashes(), diagnostics: [])
    }
}
