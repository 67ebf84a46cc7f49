import DocModel

/// Finds cue phrases in a sentence: case-insensitive at word boundaries for Latin-script
/// languages, as plain substrings for Chinese. Code spans are blanked first, so an identifier
/// such as `canFocus` or `mustRefresh` never counts as wording.
struct CueMatcher {
    let language: Language
    let prepared: String
    let lowered: String

    init(sentence: String, language: Language) {
        self.language = language
        self.prepared = Self.prepare(sentence)
        self.lowered = prepared.lowercased()
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

    /// Whether the sentence, without trailing whitespace, ends with any of `endings`.
    func endsWithAny(_ endings: [String]) -> Bool {
        let text = prepared.trimmingCharacters(in: .whitespacesAndNewlines)
        return endings.contains { !$0.isEmpty && text.hasSuffix($0) }
    }

    /// Whether a subject phrase is directly followed by a third-person verb form (`SwiftUI remaps`).
    func containsSubjectVerb(_ subjects: [String]) -> Bool {
        subjects.contains { subject in
            occurrences(of: subject).contains { range in
                let word = lowered[range.upperBound...].drop(while: \.isWhitespace).prefix(while: \.isLetter)
                return range.upperBound < lowered.endIndex && lowered[range.upperBound].isWhitespace
                    && word.count > 2 && word.hasSuffix("s") && !word.hasSuffix("ss")
            }
        }
    }

    /// Whether any phrase occurs other than inside a clause opened by one of `subordinators`.
    func containsAny(_ phrases: [String], outside subordinators: [String]) -> Bool {
        phrases.contains { phrase in
            occurrences(of: phrase).contains { !clause(before: $0).containsWord(from: subordinators) }
        }
    }

    func contains(_ phrase: String) -> Bool {
        !occurrences(of: phrase).isEmpty
    }

    /// Ranges in the lower-cased prepared text where `phrase` occurs as a whole phrase.
    private func occurrences(of phrase: String) -> [Range<String.Index>] {
        let needle = Self.normalizeQuotes(phrase).lowercased()
        guard !needle.isEmpty else { return [] }
        let haystack = lowered
        let cjk = needle.contains(where: \.isCJK)
        var result: [Range<String.Index>] = []
        var searchStart = haystack.startIndex
        while let range = haystack.range(of: needle, range: searchStart..<haystack.endIndex) {
            if cjk || (isBoundary(haystack, before: range.lowerBound, needle: needle)
                && isBoundary(haystack, after: range.upperBound, needle: needle)) {
                result.append(range)
            }
            searchStart = haystack.index(after: range.lowerBound)
        }
        return result
    }

    /// The text of the clause that leads up to `range`: back to the previous clause mark.
    private func clause(before range: Range<String.Index>) -> CueMatcher {
        let head = lowered[..<range.lowerBound]
        let start = head.lastIndex(where: { ",;:(—，；：（".contains($0) }).map { head.index(after: $0) } ?? head.startIndex
        return CueMatcher(sentence: String(head[start...]), language: language)
    }

    /// Whether any of `words` occurs (as a whole word in Latin script).
    private func containsWord(from words: [String]) -> Bool {
        words.contains { contains($0) }
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
