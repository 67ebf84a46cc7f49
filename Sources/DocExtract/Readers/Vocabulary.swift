import DocModel

/// The reader-facing view of the phrasebooks (`Phrasebooks/*.json`): every language-specific
/// word the readers need goes through here, so no reader carries literals of its own.
enum Vocabulary {
    /// The section kind a heading names, or nil for headings of topic groups and the like.
    static func sectionKind(forHeading heading: String) -> SectionKind? {
        Phrasebook.sectionKind(forHeading: heading)
    }

    /// The symbol kind a role line names (`Instance Method`, `实例方法`).
    static func symbolKind(forRole role: String) -> SymbolKind? {
        Phrasebook.symbolKind(forRole: role)
    }

    /// The role an example label gives the listing after it (`Incorrect (…):`).
    static func exampleRole(forLabel label: String) -> CodeExample.Role? {
        Phrasebook.exampleRole(forLabel: label)
    }

    /// Whether a line is page chrome to drop (sosumi footer, scraped-page banners).
    static func isChrome(_ line: String) -> Bool {
        PageChrome.isChrome(line)
    }

    /// Parses an availability line or list item (run-together forms included).
    static func availability(_ text: String) -> [Availability] {
        AvailabilityParser.parse(text)
    }
}
