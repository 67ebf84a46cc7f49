import DocModel

/// Finds the positions where sentences end (exclusive end offsets), per `SentenceSplitter`'s rules,
/// over characters or — for simple text — scalars (`SentenceCharacter`).
struct SentenceBoundaries<C: SentenceCharacter> {
    let chars: [C]
    let protected: ProtectedSpans
    let abbreviations: [String]
    /// `abbreviations`' bytes when all are ASCII (an ASCII word then matches one exactly when
    /// its lower-cased bytes are equal); nil when not all are, or not prepared (phrasebooks
    /// passed in).
    let asciiAbbreviations: [[UInt8]]?
    let language: Language
    let semicolons: Bool

    static func isLatinTerminator(_ char: C) -> Bool { char == "." || char == "?" || char == "!" }

    static func isCJKTerminator(_ char: C) -> Bool { char == "。" || char == "；" || char == "！" || char == "？" }

    private func isCJKTerminator(_ char: C) -> Bool { Self.isCJKTerminator(char) && (semicolons || char != "；") }

    static func isCloser(_ char: C) -> Bool {
        switch char {
        case "\"", "”", "’", "'", ")", "]", "」", "』", "）", "*", "_": true
        default: false
        }
    }

    static func isOpener(_ char: C) -> Bool {
        switch char {
        case "`", "\"", "“", "‘", "'", "[", "*", "(", "「", "『": true
        default: false
        }
    }

    init(chars: [C], phrasebook: Phrasebook, language: Language, semicolons: Bool = true) {
        self.init(chars: chars, abbreviations: phrasebook.language == language ? Self.abbreviations(of: language)
                    : phrasebook.sentence.abbreviations.map { $0.lowercased() },
                  language: language, semicolons: semicolons)
    }

    /// The boundaries with `language`'s own phrasebook (`SentenceAbbreviations.lowercased`, no
    /// phrasebook copied), and `openers` as `ProtectedSpans` takes them.
    init(chars: [C], language: Language, semicolons: Bool, openers: ProtectedSpans.Openers) {
        let index = Language.allCases.firstIndex(of: language)!
        self.init(chars: chars, abbreviations: SentenceAbbreviations.ofOwnPhrasebooks[index],
                  asciiAbbreviations: SentenceAbbreviations.asciiOfOwnPhrasebooks[index], language: language,
                  semicolons: semicolons, openers: openers)
    }

    private init(chars: [C], abbreviations: [String], asciiAbbreviations: [[UInt8]]? = nil, language: Language, semicolons: Bool,
                 openers: ProtectedSpans.Openers = .all) {
        self.semicolons = semicolons
        self.chars = chars
        self.protected = ProtectedSpans(chars, openers: openers)
        self.abbreviations = abbreviations
        self.asciiAbbreviations = asciiAbbreviations
        self.language = language
    }

    /// A phrasebook's abbreviations lower-cased, prepared once per language.
    private static func abbreviations(of language: Language) -> [String] {
        SentenceAbbreviations.lowercased[Language.allCases.firstIndex(of: language)!]
    }

    /// Exclusive end offsets of every sentence but the last, ascending.
    func ends() -> [Int] {
        var result: [Int] = []
        for index in chars.indices {
            let char = chars[index]
            if protected[index] {
                if let end = parentheticalEnd(at: index) { result.append(end) }
            } else if language == .zhHans, isCJKTerminator(char) {
                result.append(closingEnd(after: index))
            } else if char == "." || char == "?" || char == "!", let end = latinEnd(at: index) {
                result.append(end)
            }
        }
        return result.filter { $0 < chars.count }
    }

    /// The end after a terminator at `index`, swallowing closing quotes and brackets.
    private func closingEnd(after index: Int) -> Int {
        var end = index + 1
        while end < chars.count, Self.isCloser(chars[end]) { end += 1 }
        return end
    }

    private func latinEnd(at index: Int) -> Int? {
        if chars[index] == "." {
            if index + 1 < chars.count, chars[index + 1] == "." { return nil }
            if index > 0, chars[index - 1] == "." { return nil }
            if isAbbreviation(endingAt: index) { return nil }
        }
        let end = closingEnd(after: index)
        if language == .zhHans, end < chars.count, chars[end].isCJK, index > 0, !chars[index - 1].isNumber {
            return end
        }
        return startsSentence(after: end) ? end : nil
    }

    /// A whole parenthesised sentence — `(See below.)` — ends at its closing parenthesis.
    private func parentheticalEnd(at index: Int) -> Int? {
        guard chars[index] == ")" || chars[index] == "）", index > 0 else { return nil }
        let before = chars[index - 1]
        guard Self.isLatinTerminator(before) || Self.isCJKTerminator(before) else { return nil }
        guard index + 1 == chars.count || !protected[index + 1] else { return nil }
        let end = closingEnd(after: index)
        if before.isCJK { return end }
        return startsSentence(after: end) ? end : nil
    }

    /// Whether the text after `end` is its end, or whitespace and a sentence opening.
    private func startsSentence(after end: Int) -> Bool {
        guard end < chars.count else { return true }
        guard chars[end].isWhitespace else { return false }
        var next = end
        while next < chars.count, chars[next].isWhitespace { next += 1 }
        guard next < chars.count else { return true }
        let first = chars[next]
        return first.isUppercase || first.isCJK || Self.isOpener(first)
    }

    private func isAbbreviation(endingAt index: Int) -> Bool {
        var start = index
        while start > 0, !chars[start - 1].isWhitespace, !Self.opensWord(chars[start - 1]) { start -= 1 }
        if let asciiAbbreviations, let word = C.asciiLowercased(chars[start...index]) {
            return asciiAbbreviations.contains(word)
        }
        let word = C.string(chars[start...index]).lowercased()
        return abbreviations.contains(word)
    }

    /// The characters that may stand right before an abbreviation (`(e.g.`).
    private static func opensWord(_ char: C) -> Bool {
        switch char {
        case "(", "[", "{", "\"", "“", "‘": true
        default: false
        }
    }
}

/// A phrasebook's abbreviations lower-cased, prepared once per language.
enum SentenceAbbreviations {
    static let lowercased: [[String]] = Language.allCases.map { language in
        Phrasebook.for(language).sentence.abbreviations.map { $0.lowercased() }
    }

    /// What `SentenceBoundaries.init(chars:phrasebook:language:semicolons:)` takes from
    /// `Phrasebook.for(language)`, per language.
    static let ofOwnPhrasebooks: [[String]] = Language.allCases.map { language in
        let phrasebook = Phrasebook.for(language)
        return phrasebook.language == language ? lowercased[Language.allCases.firstIndex(of: language)!]
            : phrasebook.sentence.abbreviations.map { $0.lowercased() }
    }

    /// `ofOwnPhrasebooks`' UTF-8 for a language whose abbreviations are all ASCII, else nil.
    static let asciiOfOwnPhrasebooks: [[[UInt8]]?] = ofOwnPhrasebooks.map { abbreviations in
        abbreviations.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? abbreviations.map { Array($0.utf8) } : nil
    }
}

extension Character {
    /// Whether the character is a CJK ideograph or CJK punctuation.
    var isCJK: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: return true
        default: return false
        }
    }
}
