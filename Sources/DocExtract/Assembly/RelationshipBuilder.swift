import DocModel

/// Builds relationships from link-list sections and from links in prose.
enum RelationshipBuilder {
    static func relationships(sections: [SectionAligner.AlignedRaw], mentions: [SymbolReference]) -> [Relationship] {
        var result: [Relationship] = []
        for section in sections {
            let kind: Relationship.Kind
            switch section.kind {
            case .conformsTo: kind = .conformsTo
            case .inheritedBy: kind = .inheritedBy
            case .conformingTypes: kind = .conformingTypes
            case .topics, .other: kind = .topicGroup
            case .seeAlso: kind = .seeAlso
            default: continue
            }
            let targets = merge(section.references)
            if targets.isEmpty { continue }
            result.append(Relationship(kind: kind, title: section.title, targets: targets))
        }
        var seen = Set<String>()
        let mentioned = mentions.filter { seen.insert($0.name).inserted }
        if !mentioned.isEmpty { result.append(Relationship(kind: .mentions, targets: mentioned)) }
        return result
    }

    /// Joins the two languages' entries of one list by position (names agree across languages),
    /// keeping English targets and both abstracts.
    private static func merge(_ references: Localized<[SymbolReference]>) -> [SymbolReference] {
        let en = references.en ?? []
        let zh = references.zhHans ?? []
        var merged = en.isEmpty ? zh : en
        if !en.isEmpty {
            for (index, reference) in zh.enumerated() where index < merged.count && merged[index].name == reference.name {
                merged[index].abstract.zhHans = reference.abstract.zhHans
                if merged[index].target == nil { merged[index].target = reference.target }
            }
            // Chinese entries without an English counterpart are kept, not lost.
            for reference in zh where !merged.contains(where: { $0.name == reference.name }) { merged.append(reference) }
        }
        return merged
    }
}
