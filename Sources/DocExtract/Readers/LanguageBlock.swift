import DocModel

/// One language's view of a page, as a reader found it: the hand-off from the format
/// readers to ``PageAssembler``.
///
/// A sosumi page yields one block; a bilingual crawl file yields a zh-Hans and an English
/// block, which the assembler aligns into one ``PageRecord``.
struct LanguageBlock: Sendable {
    var language: Language
    var title: Prose?
    /// The role line (`Instance Method`, `实例方法`).
    var role: Prose?
    /// Parent symbols from the navigation line.
    var navigation: [String] = []
    var availability: [Availability] = []
    var summary: Prose?
    /// The declaration listing, verbatim.
    var declaration: RawCode?
    var sections: [RawSection] = []
    var parameters: [RawParameter] = []
    var returnValue: Prose?
    var examples: [RawCode] = []
    /// Symbols linked from prose.
    var mentions: [SymbolReference] = []
    var originURL: String?
    var crawledAt: String?
    /// Front matter or header fields not modelled elsewhere.
    var metadata: [String: String] = [:]
    var diagnostics: [Diagnostic] = []

    init(language: Language) {
        self.language = language
    }
}

/// A code listing as found, before analysis.
struct RawCode: Sendable, Hashable {
    var code: String
    var info: String
    var lines: LineRange
    var label: String?
    var role: CodeExample.Role = .example
    /// The kind of section the listing stands in, when a reader knows it.
    var section: SectionKind?
}

/// A section as found: heading, kind, prose blocks and the links of its lists.
struct RawSection: Sendable {
    var heading: Prose?
    var kind: SectionKind
    var blocks: [Block] = []
    /// Items of link lists (topic groups, Conforms To): name, link target, abstract, line.
    var references: [SymbolReference] = []
}

/// A parameter as found: name and description.
struct RawParameter: Sendable {
    var name: String
    var description: Prose
}
