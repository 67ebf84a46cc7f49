import DocModel

/// Lists every sentence of a page's claim-bearing prose, in page order, each language separately.
///
/// Read: the summary, each parameter's description, the return value (all definitional), and
/// the blocks of sections whose kind is in `narrativeKinds`. Alignment keys follow structure:
/// `summary.s1`, `parameter.<name>.s3`, `return-value.s1`, `<section id>.p<block>.s<sentence>`
/// (block and sentence 1-based; every block and sentence counts, so positions match across
/// languages). A block whose first sentence narrates an example is narration throughout.
public enum ProseInventory {
    /// Section kinds whose blocks are read for claims. Summary, parameters and return value come
    /// from their dedicated page fields instead; topics, relationships and see-also never count.
    public static let narrativeKinds: [SectionKind] = [.overview, .discussion, .howItWorks, .rule, .other]

    /// All sentences of `page`'s claim-bearing prose.
    public static func sentences(for page: PageRecord) -> [ProseSentence] {
        Language.allCases.flatMap { sentences(for: page, language: $0) }
    }

    /// The sentences of `page` in one language.
    public static func sentences(for page: PageRecord, language: Language) -> [ProseSentence] {
        var result: [ProseSentence] = []
        let add = { (prose: Prose?, key: String, section: SectionKind, parameter: String?, role: ProseRole) in
            guard let prose else { return }
            result += block(prose.text, line: prose.line, key: key, section: section,
                            parameter: parameter, role: role, language: language)
        }
        add(page.summary[language], "summary", .summary, nil, .definitional)
        for parameter in page.parameters {
            add(parameter.description[language], "parameter.\(parameter.name)", .parameters, parameter.name, .definitional)
        }
        add(page.returnValue[language], "return-value", .returnValue, nil, .definitional)
        for section in page.sections where narrativeKinds.contains(section.kind) {
            for (offset, item) in (section.blocks[language] ?? []).enumerated() where item.kind != .heading {
                add(Prose(text: item.text, line: item.line), "\(section.id).p\(offset + 1)", section.kind, nil, .narrative)
            }
        }
        return result
    }

    /// The sentences of one block, classified.
    static func block(_ text: String, line: Int, key: String, section: SectionKind, parameter: String?,
                      role: ProseRole, language: Language) -> [ProseSentence] {
        let spans = SentenceSplitter.spans(text, language: language)
        let narration = spans.first.map { ClaimClassifier.isNonNormative($0.text, language: language) } ?? false
        return spans.enumerated().map { offset, span in
            ProseSentence(alignmentKey: "\(key).s\(offset + 1)", blockKey: key, language: language,
                          text: span.text, section: section, parameter: parameter, index: offset + 1,
                          blockSentenceCount: spans.count, line: line + span.lineOffset,
                          level: narration ? nil : ClaimClassifier.level(of: span.text, language: language, role: role))
        }
    }
}
