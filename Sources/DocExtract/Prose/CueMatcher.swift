import DocModel

/// Finds cue phrases in a sentence: case-insensitive at word boundaries for Latin-script
/// languages, as plain substrings for Chinese. Code spans are blanked first, so an identifier
/// such as `canFocus` or `mustRefresh` never counts as wording.
struct CueMatcher {
    let language: Language
    let prepared: String

    init(sentence: String, language: Language) {
        self.language = language
        self.prepared = Self.prepare(sentence)
    }

    /// Whether any phrase occurs in the sentence.
    func containsAny(_ phrases: [String]) -> Bool {
        phrases.contains { contains($0) }
    }

    /// Whether the sentence starts with any of the phrases (case-sensitive: `Use ` ≠ `use `).
    func startsWithAny(_ prefixes: [String]) -> Bool {
        let text = prepared.drop { $0.isWhitespace || $0 == "*" }
        return prefixes.contains { text.hasPrefix(Self.normalizeQuotes($0)) }
    }

    func contains(_ phrase: String) -> Bool {
        let needle = Self.normalizeQuotes(phrase).lowercased()
        guard !needle.isEmpty else { return false }
        let haystack = prepared.lowercased()
        if needle.contains(where: \.isCJK) { return haystack.contains(needle) }
        var searchStart = haystack.startIndex
        while let range = haystack.range(of: needle, range: searchStart..<haystack.endIndex) {
            if isBoundary(haystack, before: range.lowerBound, needle: needle),
               isBoundary(haystack, after: range.upperBound, needle: needle) {
                return true
            }
            searchStart = haystack.index(after: range.lowerBound)
        }
        return false
    }

    private func isBoundary(_ text: String, before index: String.Index, needle: String) -> Bool {
        guard index > text.startIndex, needle.first?.isWordCharacter == true else { return true }
        return !text[text.index(before: index)].isWordCharacter
    }

    private func isBoundary(_ text: String, after index: String.Index, needle: String) -> Bool {
        guard index < text.endIndex, needle.last?.isWordCharacter == true else { return true }
        return !text[index].isWordCharacter
    }

    /// The sentence with code spans replaced by a neutral placeholder and quotes normalised.
    static func prepare(_ sentence: String) -> String {
        var result = ""
        var inCode = false
        for char in normalizeQuotes(sentence) {
            if char == "`" {
                if !inCode { result += "code" }
                inCode.toggle()
            } else if !inCode {
                result.append(char)
            }
        }
        return result
    }

    static func normalizeQuotes(_ text: String) -> String {
        text.replacingOccurrences(of: "’", with: "'").replacingOccurrences(of: "‘", with: "'")
    }
}

extension Character {
    /// Letters, digits and underscore: the characters a Latin word is made of.
    var isWordCharacter: Bool { (isLetter && !isCJK) || isNumber || self == "_" }
}
