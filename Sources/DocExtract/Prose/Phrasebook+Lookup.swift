import DocModel

extension Phrasebook {
    /// The section kind a heading names, `.topics` for a DocC-generated group heading
    /// (`Instance Methods`), or nil for any other heading (an authored topic-group title).
    public func sectionKind(forHeading heading: String) -> SectionKind? {
        let key = Self.normalizedLabel(heading)
        let index = lookup.index(for: self)
        return index.sections[key] ?? (index.topicGroups.contains(key) ? .topics : nil)
    }

    /// The section kind of a heading, deciding unknown headings by their body: prose under an
    /// unknown heading is `.other` (a sub-section of the narrative), anything else a topic group.
    public func sectionKind(forHeading heading: String, bodyIsProse: Bool) -> SectionKind {
        sectionKind(forHeading: heading) ?? (bodyIsProse ? .other : .topics)
    }

    /// The symbol kind a role line (`**Instance Method**`, `实例方法`) names, or nil if unknown.
    public func symbolKind(forRole role: String) -> SymbolKind? {
        lookup.index(for: self).roles[Self.normalizedLabel(role)]
    }

    /// The role a code-listing label gives (`Incorrect (no focus …):` → `.incorrect`), or nil.
    ///
    /// The longest label that starts the text wins, so `不正确` is not read as `正确`.
    public func exampleRole(forLabel label: String) -> CodeExample.Role? {
        let text = Self.normalizedLabel(label)
        let matches = lookup.index(for: self).exampleLabels.filter { prefix, _ in
            guard text.hasPrefix(prefix) else { return false }
            guard let next = text.dropFirst(prefix.count).first else { return true }
            return !(next.isLetter && next.isASCII)
        }.map(\.entry)
        return matches.max(by: { $0.text.count < $1.text.count })?.role
    }

    /// Lower-cased text without markdown emphasis, heading marks, trailing colons or extra spaces.
    static func normalizedLabel(_ text: String) -> String {
        var value = text.trimmed(.whitespacesAndNewlines)
        while value.hasPrefix("#") { value.removeFirst() }
        value = SimpleText.replacing("’", with: "'", in: SimpleText.replacing("**", with: "", in: value))
        value = value.trimmed(.whitespaces)
        while let last = value.last, last == ":" || last == "：" { value.removeLast() }
        return value.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }
}

extension Phrasebook {
    /// The section kind a heading names in any language's phrasebook (English first).
    public static func sectionKind(forHeading heading: String) -> SectionKind? {
        all.lazy.compactMap { $0.sectionKind(forHeading: heading) }.first
    }

    /// The symbol kind a role line names in any language's phrasebook (a Chinese block may
    /// keep the English role line, as seed 001 does).
    public static func symbolKind(forRole role: String) -> SymbolKind? {
        all.lazy.compactMap { $0.symbolKind(forRole: role) }.first
    }

    /// The example role a label gives in any language's phrasebook.
    public static func exampleRole(forLabel label: String) -> CodeExample.Role? {
        all.lazy.compactMap { $0.exampleRole(forLabel: label) }.first
    }
}
