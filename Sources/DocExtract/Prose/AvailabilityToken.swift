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
struct AvailabilityTokenizer {
    let platforms: [String]
    let deprecatedWords: [String]
    let betaWords: [String]

    init(phrasebooks: [Phrasebook]) {
        var names: [String] = []
        for name in phrasebooks.flatMap(\.platforms) where !names.contains(name) { names.append(name) }
        platforms = names.sorted { $0.count > $1.count }
        deprecatedWords = phrasebooks.flatMap(\.availability.deprecated)
        betaWords = phrasebooks.flatMap(\.availability.beta)
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
            return (.platform(name), name.count)
        }
        if let word = word(at: index, in: chars, from: deprecatedWords, caseSensitive: false) {
            return (.deprecated, word.count)
        }
        if let word = word(at: index, in: chars, from: betaWords, caseSensitive: false) {
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

    private func word(at index: Int, in chars: [Character], from words: [String], caseSensitive: Bool) -> String? {
        for word in words {
            let candidate = Array(word)
            guard index + candidate.count <= chars.count else { continue }
            let slice = String(chars[index..<index + candidate.count])
            let equal = caseSensitive ? slice == word : slice.lowercased() == word.lowercased()
            if equal { return word }
        }
        return nil
    }
}
