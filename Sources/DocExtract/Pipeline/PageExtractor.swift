import DocIngest
import DocModel
import Foundation

/// Extracts one file: bytes → decoded text → language blocks → page record.
public enum PageExtractor {
    /// The outcome for one file: a page, or only diagnostics when no page could be made.
    public struct Outcome: Sendable {
        public var page: PageRecord?
        public var diagnostics: [Diagnostic]
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
        let blocks: [LanguageBlock]
        var diagnostics = notes + source.diagnostics
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
        let context = PageAssembler.Context(file: relativePath, format: format, encoding: source.encoding, diagnostics: diagnostics)
        return Outcome(page: PageAssembler.assemble(blocks, context: context).withContentHashes(), diagnostics: [])
    }
}
