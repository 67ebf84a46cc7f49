import DocModel

/// One meaningful piece of an availability string.
enum AvailabilityToken: Equatable {
    case platform(String)
    /// A version; `plus` when written `16.0+`.
    case version(String)
    /// A range dash between two versions (`13.0–17.0`).
    case rangeDash
    case deprecated
    case beta
}

/// Splits availability text, including run-together forms (`iOS 17.0+iPadOS 17.0+`), into tokens.
struct AvailabilityTokenizer: Sendable {
    /// The tokenizer for the built-in phrasebooks.
    static let standard = AvailabilityTokenizer(phrasebooks: Phrasebook.all)

    let platforms: [[Character]]
    let deprecatedWords: [[Character]]
    let betaWords: [[Character]]

    init(phrasebooks: [Phrasebook]) {
        var names: [String] = []
        for name in phrasebooks.flatMap(\.platforms) where !names.contains(name) { names.append(name) }
        // Longest first, so `iPadOS` is never read as a shorter name.
        platforms = names.sorted { $0.count > $1.count }.map(Array.init)
        deprecatedWords = phrasebooks.flatMap(\.availability.deprecated).map { Array($0.lowercased()) }
        betaWords = phrasebooks.flatMap(\.availability.beta).map { Array($0.lowercased()) }
    }

    func tokens(_ text: String) -> [AvailabilityToken] {
        let chars = Array(text)
        var result: [AvailabilityToken] = []
        var index = 0
        while index < chars.count {
            if let (token, length) = token(at: index, in: chars) {
                result.append(token)
                index += length
            } else {
                index += 1
            }
        }
        return result
    }

    private func token(at index: Int, in chars: [Character]) -> (AvailabilityToken, Int)? {
        if let name = word(at: index, in: chars, from: platforms, caseSensitive: true) {
            return (.platform(String(name)), name.count)
        }
        // The first character lower-cased once for every word compared at this index.
        let firstLowered = chars[index].lowercased()
        if let word = word(at: index, in: chars, from: deprecatedWords, firstLowered: firstLowered) {
            return (.deprecated, word.count)
        }
        if let word = word(at: index, in: chars, from: betaWords, firstLowered: firstLowered) {
            return (.beta, word.count)
        }
        if "–—-".contains(chars[index]) { return (.rangeDash, 1) }
        guard chars[index].isASCII, chars[index].isNumber else { return nil }
        if index > 0, chars[index - 1].isLetter, chars[index - 1].isASCII { return nil }
        var end = index
        while end < chars.count, (chars[end].isASCII && chars[end].isNumber) || chars[end] == "." { end += 1 }
        while end > index, chars[end - 1] == "." { end -= 1 }
        let version = String(chars[index..<end])
        let plus = end < chars.count && chars[end] == "+"
        return (.version(version), end - index + (plus ? 1 : 0))
    }

    /// The first of the lower-cased `words` spelled at `index` in any case; `firstLowered` is
    /// `chars[index].lowercased()` (the comparison `word(at:in:from:caseSensitive: false)` makes first).
    private func word(at index: Int, in chars: [Character], from words: [[Character]], firstLowered: String) -> [Character]? {
        words.first { word in
            guard !word.isEmpty, index + word.count <= chars.count, firstLowered == String(word[0]) else { return false }
            return word.indices.dropFirst().allSatisfy { offset in chars[index + offset].lowercased() == String(word[offset]) }
        }
    }

    /// The first of `words` spelled at `index` (`words` lower-cased when not case-sensitive).
    private func word(at index: Int, in chars: [Character], from words: [[Character]], caseSensitive: Bool) -> [Character]? {
        words.first { word in
            guard !word.isEmpty, index + word.count <= chars.count else { return false }
            return word.indices.allSatisfy { offset in
                let char = chars[index + offset]
                return caseSensitive ? char == word[offset] : char.lowercased() == String(word[offset])
            }
        }
    }
}
