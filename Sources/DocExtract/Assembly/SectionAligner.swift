import DocModel

/// Aligns the sections of the language blocks: the n-th section of a kind in one language
/// pairs with the n-th section of that kind in the other (讨论 #1 ↔ Discussion #1).
enum SectionAligner {
    /// A section aligned across languages, with the link lists of each language.
    struct AlignedRaw {
        var kind: SectionKind
        var title: Localized<String>
        var references: Localized<[SymbolReference]>
    }

    struct Result {
        var sections: [Section]
        var raw: [AlignedRaw]
    }

    /// The n-th section of one kind, with its part in each language.
    private struct Entry {
        var kind: SectionKind
        var occurrence: Int
        /// One part per language, the last one given winning.
        var parts: [Part] = []
    }

    private struct Part {
        var language: Language
        var section: RawSection
    }

    static func align(_ blocks: [LanguageBlock]) -> Result {
        // Entries in order of first appearance, found by (kind, occurrence): a page has a few
        // sections, so a linear search beats hashing a "kind#n" key.
        var entries: [Entry] = []
        // English first so that its order leads; other languages' extra sections follow.
        for block in blocks.sorted(by: { ($0.language == .en ? 0 : 1) < ($1.language == .en ? 0 : 1) }) {
            var seen: [Int] = Array(repeating: 0, count: SectionKind.allCases.count)
            for raw in block.sections {
                let kindIndex = SectionKind.allCases.firstIndex(of: raw.kind)!
                seen[kindIndex] += 1
                let occurrence = seen[kindIndex]
                var position = entries.firstIndex { $0.kind == raw.kind && $0.occurrence == occurrence }
                if position == nil {
                    entries.append(Entry(kind: raw.kind, occurrence: occurrence))
                    position = entries.count - 1
                }
                if let part = entries[position!].parts.firstIndex(where: { $0.language == block.language }) {
                    entries[position!].parts[part].section = raw
                } else {
                    entries[position!].parts.append(Part(language: block.language, section: raw))
                }
            }
        }
        var result = Result(sections: [], raw: [])
        for entry in entries {
            var section = Section(id: entry.occurrence > 1 ? "\(entry.kind.rawValue)-\(entry.occurrence)" : entry.kind.rawValue,
                                  kind: entry.kind)
            var raw = AlignedRaw(kind: entry.kind, title: .init(), references: .init())
            for entryPart in entry.parts.sorted(by: { $0.language < $1.language }) {
                let language = entryPart.language, part = entryPart.section
                section.heading[language] = part.heading
                section.blocks[language] = part.blocks
                raw.title[language] = part.heading?.text
                raw.references[language] = part.references
            }
            result.sections.append(section)
            result.raw.append(raw)
        }
        return result
    }
}
