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
        Self.exampleRole(normalized: Self.normalizedLabel(label), in: lookup.index(for: self).exampleLabels)
    }

    /// The role the longest of `labels` that starts `text` (a normalised label) gives, or nil.
    private static func exampleRole(normalized text: String, in labels: [(prefix: String, entry: ExampleLabel)]) -> CodeExample.Role? {
        // A label starting with an ASCII scalar prefixes only text whose first character starts
        // with that scalar (an ASCII scalar is canonically equivalent only to itself): most
        // labels are ruled out by the first byte before the character comparison.
        let first = text.utf8.first
        let matches = labels.filter { prefix, _ in
            if let lead = prefix.utf8.first, lead < 0x80, lead != first { return false }
            guard text.hasPrefix(prefix) else { return false }
            guard let next = text.dropFirst(prefix.count).first else { return true }
            return !(next.isLetter && next.isASCII)
        }.map(\.entry)
        return matches.max(by: { $0.text.count < $1.text.count })?.role
    }

    /// Lower-cased text without markdown emphasis, heading marks, trailing colons or extra spaces.
    static func normalizedLabel(_ text: String) -> String {
        if let ascii = asciiNormalizedLabel(text) { return ascii }
        if let simple = simpleNormalizedLabel(text) { return simple }
        return generalNormalizedLabel(text)
    }

    /// `normalizedLabel` on characters, for any text.
    static func generalNormalizedLabel(_ text: String) -> String {
        var value = text.trimmed(.whitespacesAndNewlines)
        while value.hasPrefix("#") { value.removeFirst() }
        value = SimpleText.replacing("’", with: "'", in: SimpleText.replacing("**", with: "", in: value))
        value = value.trimmed(.whitespaces)
        while let last = value.last, last == ":" || last == "：" { value.removeLast() }
        return value.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// `normalizedLabel` of text of label scalars (`isLabelScalar`: every scalar a character of
    /// its own) on scalars, in one pass and one string; nil for any other text. Each step is the general
    /// path's on scalars: the trims test scalars against the same sets, `#`, `**`, `’` and the
    /// colons are single scalars, `SimpleText.replacing` removes `**` left to right without
    /// overlap, and `Character.isWhitespace` is its scalar's `isWhitespace`.
    /// `NormalizedLabelPathsTests` compares it with the general path.
    static func simpleNormalizedLabel(_ text: String) -> String? {
        guard text.unicodeScalars.allSatisfy(isLabelScalar) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var lower = 0, upper = scalars.count
        while lower < upper, TrimSet.whitespacesAndNewlines.contains(scalars[lower]) { lower += 1 }
        while upper > lower, TrimSet.whitespacesAndNewlines.contains(scalars[upper - 1]) { upper -= 1 }
        while lower < upper, scalars[lower] == "#" { lower += 1 }
        var value: [Unicode.Scalar] = []
        value.reserveCapacity(upper - lower)
        var index = lower
        while index < upper {
            if scalars[index] == "*", index + 1 < upper, scalars[index + 1] == "*" {
                index += 2
                continue
            }
            value.append(scalars[index] == "’" ? "'" : scalars[index])
            index += 1
        }
        var start = 0, end = value.count
        while start < end, TrimSet.whitespaces.contains(value[start]) { start += 1 }
        while end > start, TrimSet.whitespaces.contains(value[end - 1]) { end -= 1 }
        while end > start, value[end - 1] == ":" || value[end - 1] == "：" { end -= 1 }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in value[start..<end] {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" "); pendingSpace = false }
            result.append(scalar)
        }
        return String(result).lowercased()
    }

    /// A scalar that is a character of its own whatever surrounds it and that no character
    /// other than itself equals the label marks (`#`, `*`, `’`, `:`, `：`) or whitespace:
    /// a simple scalar (`SimpleText.isSimpleScalar`), or a kana (hiragana and katakana letters,
    /// marks and iteration marks, not the combining sound marks U+3099/U+309A nor the spacing
    /// ones U+309B/U+309C), which Japanese labels are written in.
    static func isLabelScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FF: return true
        default: return SimpleText.isSimpleScalar(scalar)
        }
    }

    /// `normalizedLabel` of ASCII text, on bytes; nil for any other text. In ASCII the
    /// whitespace of the trimming sets and of `Character.isWhitespace` is tab through carriage
    /// return and space (`.whitespaces`: tab and space), `’` and `：` do not occur, and the only
    /// character of two scalars is CR LF, which neither `#`, `**` nor `:` can be part of.
    private static func asciiNormalizedLabel(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { utf8 -> String? in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            var lower = 0, upper = utf8.count
            while lower < upper, isSpace(utf8[lower]) { lower += 1 }
            while upper > lower, isSpace(utf8[upper - 1]) { upper -= 1 }
            while lower < upper, utf8[lower] == UInt8(ascii: "#") { lower += 1 }
            // `**` removed, left to right.
            var value: [UInt8] = []
            value.reserveCapacity(upper - lower)
            var index = lower
            while index < upper {
                if utf8[index] == UInt8(ascii: "*"), index + 1 < upper, utf8[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    continue
                }
                value.append(utf8[index])
                index += 1
            }
            // Trimmed of tabs and spaces, then of trailing colons.
            var start = 0, end = value.count
            while start < end, value[start] == 0x20 || value[start] == 0x09 { start += 1 }
            while end > start, value[end - 1] == 0x20 || value[end - 1] == 0x09 { end -= 1 }
            while end > start, value[end - 1] == UInt8(ascii: ":") { end -= 1 }
            // Words joined by one space, lower-cased.
            var result: [UInt8] = []
            result.reserveCapacity(end - start)
            var pendingSpace = false
            for byte in value[start..<end] {
                if isSpace(byte) {
                    pendingSpace = !result.isEmpty
                    continue
                }
                if pendingSpace { result.append(0x20); pendingSpace = false }
                result.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}

extension Phrasebook {
    /// The section kind a heading names in any language's phrasebook (English first): each
    /// book's `sectionKind(forHeading:)`, with the heading normalised once and no phrasebook
    /// copied per call (`indexesOfAll`).
    public static func sectionKind(forHeading heading: String) -> SectionKind? {
        let key = normalizedLabel(heading)
        for index in indexesOfAll {
            if let kind = index.sections[key] ?? (index.topicGroups.contains(key) ? .topics : nil) { return kind }
        }
        return nil
    }

    /// The symbol kind a role line names in any language's phrasebook (a Chinese block may
    /// keep the English role line, as seed 001 does); as `sectionKind(forHeading:)`, each book's
    /// `symbolKind(forRole:)` with the role normalised once.
    public static func symbolKind(forRole role: String) -> SymbolKind? {
        let key = normalizedLabel(role)
        for index in indexesOfAll {
            if let kind = index.roles[key] { return kind }
        }
        return nil
    }

    /// Each phrasebook's lookup index, in `all`'s order.
    private static let indexesOfAll: [PhrasebookIndex] = all.map { $0.lookup.index(for: $0) }

    /// The example role a label gives in any language's phrasebook (the first that gives one,
    /// in `all`'s order): the label normalised once, each book's labels read from a table made
    /// once, no phrasebook copied per call.
    public static func exampleRole(forLabel label: String) -> CodeExample.Role? {
        let text = normalizedLabel(label)
        for labels in exampleLabelsOfAll {
            if let role = exampleRole(normalized: text, in: labels) { return role }
        }
        return nil
    }

    /// Each phrasebook's normalised example labels, in `all`'s order.
    private static let exampleLabelsOfAll: [[(prefix: String, entry: ExampleLabel)]] = indexesOfAll.map(\.exampleLabels)
}
