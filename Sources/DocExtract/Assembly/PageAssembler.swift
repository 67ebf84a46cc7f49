import DocModel
import Foundation

/// Turns the language blocks of one file into one ``PageRecord``: aligns the languages,
/// analyses the Swift, resolves references and extracts claims.
enum PageAssembler {
    /// Everything known about the file besides its blocks.
    struct Context {
        var file: String
        var format: DocFormat
        var encoding: String
        var diagnostics: [Diagnostic]
        /// For a member of a joined file, the segment its id adds to the file's (`JoinedPages`).
        var member: String? = nil
        /// For a member of a joined file, its place (`2 of 30`): `metadata["joined-page"]`.
        var memberPlace: String? = nil
    }

    /// Titles longer than this (in UTF-8 bytes) are reported; real titles are under 200.
    static let maximumTitleBytes = 1024

    static func assemble(_ blocks: [LanguageBlock], context: Context) -> PageRecord {
        let ordered = blocks.sorted { $0.language < $1.language }
        let primary = ordered.first { $0.language == .en } ?? ordered.first ?? LanguageBlock(language: .en)
        var diagnostics = context.diagnostics + ordered.flatMap(\.diagnostics)

        let origin = ordered.first { $0.originURL != nil }?.originURL
        if let origin, !origin.isEmpty, !PageIdentity.isWeb(origin), !PageIdentity.isDocC(origin) {
            diagnostics.append(Diagnostic(id: "docgen.extract.origin-not-http", severity: .warning,
                                          message: "origin URL is not http or https; kept verbatim but not used for the page id",
                                          file: context.file))
        }
        let source = SourceInfo(
            path: context.file, originURL: origin, crawledAt: ordered.first { $0.crawledAt != nil }?.crawledAt,
            format: context.format, languages: languages(of: ordered), encoding: context.encoding)

        let declaration = primary.declaration.map { DeclarationParser.parse($0.code, firstLine: $0.lines.start) }
            ?? ordered.first { $0.declaration != nil }?.declaration.map { DeclarationParser.parse($0.code, firstLine: $0.lines.start) }
        if let declaration, !declaration.parsesCleanly {
            diagnostics.append(Diagnostic(id: "docgen.extract.declaration-unparsed", severity: .warning,
                                          message: "the declaration does not parse as Swift: \(declaration.parseDiagnostics.first?.message ?? "no structure found")",
                                          file: context.file, line: declaration.lines.start))
        }
        for block in ordered {
            if let title = block.title, title.text.utf8.count > maximumTitleBytes {
                diagnostics.append(Diagnostic(id: "docgen.extract.title-too-long", severity: .warning,
                                              message: "title is \(title.text.utf8.count) bytes long; kept whole",
                                              file: context.file, line: title.line))
            }
        }
        let symbol = SymbolBuilder.symbol(blocks: ordered, primary: primary, declaration: declaration, format: context.format)

        var page = PageRecord(
            id: PageIdentity.id(originURL: origin, file: context.file, member: context.member),
            source: source, symbol: symbol,
            availability: primary.availability.isEmpty ? (ordered.first { !$0.availability.isEmpty }?.availability ?? []) : primary.availability,
            declaration: declaration,
            summary: localized(ordered) { $0.summary },
            returnValue: localized(ordered) { $0.returnValue },
            metadata: ordered.reduce(into: [:]) { $0.merge($1.metadata) { first, _ in first } })
        // The id of a joined file's page is the file's path and the page's title, no
        // documentation path: later stages must not read parents from it.
        if let place = context.memberPlace { page.metadata[PageRecord.joinedPageField] = place }

        let aligned = SectionAligner.align(ordered)
        page.sections = aligned.sections
        page.parameters = ParameterAligner.align(ordered)
        page.examples = ExampleAligner.align(ordered, file: context.file, diagnostics: &diagnostics)
        page.relationships = RelationshipBuilder.relationships(sections: aligned.raw, mentions: ordered.flatMap(\.mentions))
        let extraction = ClaimExtractor.extract(from: page)
        page.claims = extraction.claims
        // Bilingual drift of summary, return value, parameters and sections is reported here.
        diagnostics += extraction.diagnostics
        page.diagnostics = diagnostics.sorted(by: DiagnosticOrder.precedes)
        return page
    }

    /// The blocks' languages in order, each once: `map(\.language).uniqued()` without a `Set`
    /// (a page has one to three blocks; the set's first use instantiated its metadata at run time).
    static func languages(of blocks: [LanguageBlock]) -> [Language] {
        var languages: [Language] = []
        for block in blocks where !languages.contains(block.language) { languages.append(block.language) }
        return languages
    }

    /// One field gathered across languages.
    static func localized<T>(_ blocks: [LanguageBlock], _ field: (LanguageBlock) -> T?) -> Localized<T> {
        var value = Localized<T>()
        for block in blocks where value[block.language] == nil { value[block.language] = field(block) }
        return value
    }
}

/// The canonical order of diagnostics: by file, line, id, then message.
enum DiagnosticOrder {
    /// Whether `a` sorts before `b`: by (file, line — none counting as 0 — id, message).
    static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        // Field by field rather than as tuples, which copy every field of both first.
        if a.file != b.file { return a.file < b.file }
        let (first, second) = (a.line ?? 0, b.line ?? 0)
        if first != second { return first < second }
        if a.id != b.id { return a.id < b.id }
        return a.message < b.message
    }
}

extension Array where Element: Hashable {
    /// The elements with later duplicates removed, order kept.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
