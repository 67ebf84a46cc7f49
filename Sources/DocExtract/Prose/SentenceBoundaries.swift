import DocModel

/// Finds the positions where sentences end (exclusive end offsets), per `SentenceSplitter`'s rules.
struct SentenceBoundaries {
    let chars: [Character]
    let protected: ProtectedSpans
    let abbreviations: [String]
    let language: Language
    let cjkTerminators: Set<Character>

    static let latinTerminators: Set<Character> = [".", "?", "!"]
    static let cjkTerminators: Set<Character> = ["。", "；", "！", "？"]
    static let closers: Set<Character> = ["\"", "”", "’", "'", ")", "]", "」", "』", "）", "*", "_"]
    static let openers: Set<Character> = ["`", "\"", "“", "‘", "'", "[", "*", "(", "「", "『"]

    init(chars: [Character], phrasebook: Phrasebook, language: Language, semicolons: Bool = true) {
        self.cjkTerminators = semicolons ? Self.cjkTerminators : Self.cjkTerminators.subtracting(["；"])
        self.chars = chars
        self.protected = ProtectedSpans(chars)
        self.abbreviations = phrasebook.language == language ? Self.abbreviations(of: language)
            : phrasebook.sentence.abbreviations.map { $0.lowercased() }
        self.language = language
    }

    /// A phrasebook's abbreviations lower-cased, prepared once per language.
    private static let lowercasedAbbreviations: [[String]] = Language.allCases.map { language in
        Phrasebook.for(language).sentence.abbreviations.map { $0.lowercased() }
    }

    private static func abbreviations(of language: Language) -> [String] {
        lowercasedAbbreviations[Language.allCases.firstIndex(of: language)!]
    }

    /// Exclusive end offsets of every sentence but the last, ascending.
    func ends() -> [Int] {
        var result: [Int] = []
        for index in chars.indices {
            let char = chars[index]
            if protected[index] {
                if let end = parentheticalEnd(at: index) { result.append(end) }
            } else if language == .zhHans, cjkTerminators.contains(char) {
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
        while end < chars.count, Self.closers.contains(chars[end]) { end += 1 }
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
        guard Self.latinTerminators.contains(before) || Self.cjkTerminators.contains(before) else { return nil }
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
        return first.isUppercase || first.isCJK || Self.openers.contains(first)
    }

    private func isAbbreviation(endingAt index: Int) -> Bool {
        var start = index
        while start > 0, !chars[start - 1].isWhitespace, !"([{\"“‘".contains(chars[start - 1]) { start -= 1 }
        let word = String(chars[start...index]).lowercased()
        return abbreviations.contains(word)
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
