import DocModel

/// Finds structure one language of a bilingual page has and the other lacks.
///
/// Checked on pages whose source lists two languages or more: the summary, the return value, each
/// parameter's description, each section (present when it has a heading or blocks in that
/// language), and each claim-bearing section's block count. Each gap is a warning
/// `docgen.extract.bilingual-drift` naming the side that has it and where.
public enum BilingualDrift {
    /// The drift warnings of `page`, in page order; none for a page in one language.
    public static func diagnostics(for page: PageRecord) -> [Diagnostic] {
        let languages = page.source.languages
        guard languages.count > 1 else { return [] }
        var result: [Diagnostic] = []
        func check(_ what: String, _ lines: Localized<Int>) {
            let present = lines.languages.filter(languages.contains)
            guard let first = present.first, let line = lines[first], present.count < languages.count else { return }
            let absent = languages.filter { !present.contains($0) }.map(\.rawValue).joined(separator: ", ")
            result.append(Diagnostic(id: ProseDiagnosticID.bilingualDrift, severity: .warning,
                                     message: "\(what) is present in \(present.map(\.rawValue).joined(separator: ", ")) but missing in \(absent)",
                                     file: page.source.path, line: line))
        }
        check("the summary", lines(page.summary))
        for parameter in page.parameters {
            check("the description of parameter \(parameter.name)", lines(parameter.description))
        }
        check("the return value", lines(page.returnValue))
        for section in page.sections {
            check("section \(section.id)", sectionLines(section))
            result += blockCountDrift(section, page: page)
        }
        return result
    }

    private static func lines(_ prose: Localized<Prose>) -> Localized<Int> {
        Localized(en: prose.en.map(\.line), zhHans: prose.zhHans.map(\.line), ja: prose.ja.map(\.line))
    }

    private static func sectionLines(_ section: Section) -> Localized<Int> {
        var lines = Localized<Int>()
        for language in Language.allCases {
            let line = section.heading[language]?.line ?? section.blocks[language]?.first?.line
            let hasBlocks = !(section.blocks[language] ?? []).isEmpty
            if section.heading[language] != nil || hasBlocks { lines[language] = line ?? 0 }
        }
        return lines
    }

    private static func blockCountDrift(_ section: Section, page: PageRecord) -> [Diagnostic] {
        guard ProseInventory.narrativeKinds.contains(section.kind), let en = section.blocks.en, !en.isEmpty else { return [] }
        return page.source.languages.filter { $0 != .en }.compactMap { language in
            guard let other = section.blocks[language], !other.isEmpty, en.count != other.count else { return nil }
            return Diagnostic(id: ProseDiagnosticID.bilingualDrift, severity: .warning,
                              message: "section \(section.id) has \(en.count) blocks in en but \(other.count) in \(language.rawValue)",
                              file: page.source.path, line: en[0].line)
        }
    }
}
