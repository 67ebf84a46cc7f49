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

    static func align(_ blocks: [LanguageBlock]) -> Result {
        var order: [String] = []
        var byKey: [String: (kind: SectionKind, occurrence: Int, parts: [Language: RawSection])] = [:]
        // English first so that its order leads; other languages' extra sections follow.
        for block in blocks.sorted(by: { ($0.language == .en ? 0 : 1) < ($1.language == .en ? 0 : 1) }) {
            var seen: [SectionKind: Int] = [:]
            for raw in block.sections {
                let occurrence = (seen[raw.kind] ?? 0) + 1
                seen[raw.kind] = occurrence
                let key = "\(raw.kind.rawValue)#\(occurrence)"
                if byKey[key] == nil {
                    order.append(key)
                    byKey[key] = (raw.kind, occurrence, [:])
                }
                byKey[key]?.parts[block.language] = raw
            }
        }
        var result = Result(sections: [], raw: [])
        for key in order {
            guard let entry = byKey[key] else { continue }
            var section = Section(id: entry.occurrence > 1 ? "\(entry.kind.rawValue)-\(entry.occurrence)" : entry.kind.rawValue,
                                  kind: entry.kind)
            var raw = AlignedRaw(kind: entry.kind, title: .init(), references: .init())
            for (language, part) in entry.parts.sorted(by: { $0.key < $1.key }) {
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
