import DocModel

/// Views of a page's prose the classifier asks about.
enum PageText {
    /// Blocks a crawler drops whole, by family: a crawl that renders no asides, or no lists.
    enum Detachable: String {
        case list = "list item"
        case aside

        init?(_ kind: Block.Kind) {
            switch kind {
            case .listItem, .step: self = .list
            case .note: self = .aside
            default: return nil
            }
        }
    }

    /// Every block, heading, parameter description and the summary of one language, squashed
    /// (no whitespace or markup) and joined; with `maskingLinks`, shown link targets are masked first.
    static func squashed(_ page: PageRecord, _ language: Language, maskingLinks: Bool = false) -> String {
        var parts = [page.summary[language]?.text ?? "", page.returnValue[language]?.text ?? ""]
        parts += page.sections.flatMap { ($0.blocks[language] ?? []).map(\.text) }
        parts += page.parameters.compactMap { $0.description[language]?.text }
        return parts.map { ChangeClassifier.squash(maskingLinks ? LinkText.masked($0) : $0) }.joined(separator: "\u{1F}")
    }

    /// Whether the page says the claim's sentence somewhere (merged with another, split, moved),
    /// also when only the targets of links it shows unresolved differ.
    static func says(_ page: PageRecord, _ claim: Claim) -> Bool {
        if squashed(page, claim.language).contains(ChangeClassifier.squash(claim.text)) { return true }
        let masked = LinkText.masked(claim.text)
        return masked != claim.text && squashed(page, claim.language, maskingLinks: true).contains(ChangeClassifier.squash(masked))
    }

    /// The blocks of the claim's section (in its language) holding the claim's sentence.
    static func blocks(holding claim: Claim, on page: PageRecord) -> [Block] {
        let squashed = ChangeClassifier.squash(claim.text)
        return page.sections.filter { $0.kind == claim.section }.flatMap { section in
            (section.blocks[claim.language] ?? []).filter { ChangeClassifier.squash($0.text).contains(squashed) }
        }
    }

    /// The detachable family (list item, step, aside) of the block holding the claim, if any.
    static func detachable(_ claim: Claim, on page: PageRecord) -> Detachable? {
        blocks(holding: claim, on: page).lazy.compactMap { Detachable($0.kind) }.first
    }

    /// Whether a section of that kind has blocks of that family in that language.
    static func has(_ family: Detachable, _ page: PageRecord, section kind: SectionKind, _ language: Language) -> Bool {
        page.sections.contains { section in
            section.kind == kind && (section.blocks[language] ?? []).contains { Detachable($0.kind) == family }
        }
    }
}
