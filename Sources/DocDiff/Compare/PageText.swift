import DocModel

/// Views of a page's prose the classifier asks about.
enum PageText {
    /// Every block, heading, parameter description and the summary of one language, squashed
    /// (no whitespace or markup) and joined.
    static func squashed(_ page: PageRecord, _ language: Language) -> String {
        var parts = [page.summary[language]?.text ?? "", page.returnValue[language]?.text ?? ""]
        parts += page.sections.flatMap { ($0.blocks[language] ?? []).map(\.text) }
        parts += page.parameters.compactMap { $0.description[language]?.text }
        return parts.map(ChangeClassifier.squash).joined(separator: "\u{1F}")
    }

    /// Whether the claim's sentence is in a list item, step or aside (note) of its section.
    static func isListItem(_ claim: Claim, on page: PageRecord) -> Bool {
        let squashed = ChangeClassifier.squash(claim.text)
        return page.sections.contains { section in
            section.kind == claim.section && (section.blocks[claim.language] ?? []).contains {
                isDetachable($0.kind) && ChangeClassifier.squash($0.text).contains(squashed)
            }
        }
    }

    /// Blocks a crawler drops whole: list items, steps, asides.
    static func isDetachable(_ kind: Block.Kind) -> Bool {
        kind == .listItem || kind == .step || kind == .note
    }

    /// Whether a section of that kind has list items, steps or asides in that language.
    static func hasListItems(_ page: PageRecord, section kind: SectionKind, _ language: Language) -> Bool {
        page.sections.contains { section in
            section.kind == kind && (section.blocks[language] ?? []).contains { isDetachable($0.kind) }
        }
    }
}
