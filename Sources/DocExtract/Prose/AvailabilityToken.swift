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
///
/// Text is read as characters, or as scalars when it is simple text (each scalar a character of
/// its own, equivalent only to itself; `SentenceCharacter`), which needs no grapheme breaking and
/// lower-cases ASCII without building strings. Only simple words can match simple text (a word
/// character must equal a text character, or — lower-cased words — the lower-casing of one; the
/// one simple scalar whose lower-casing is not simple, `İ`, sends its text the character way),
/// so the scalar path keeps only those, in order. `AvailabilityTokenizerPathsTests` compares the two.
struct AvailabilityTokenizer: Sendable {
    /// The tokenizer for the built-in phrasebooks.
    static let standard = AvailabilityTokenizer(phrasebooks: Phrasebook.all)

    /// Platform names (longest first), deprecated and beta words (lower-cased) as characters, and
    /// those of them that are simple text as scalars.
    let words: Words<Character>
    let scalarWords: Words<Unicode.Scalar>
    /// For each ASCII scalar, whether one of `scalarWords` can start at it: a platform name's
    /// first scalar, or either case of a lower-cased word's first ASCII letter. A non-ASCII
    /// scalar may start any word (it may lower-case to one), so only ASCII scalars are skipped.
    let scalarWordStarts: [Bool]

    struct Words<C: SentenceCharacter & Sendable>: Sendable {
        let platforms: [[C]]
        let deprecated: [[C]]
        let beta: [[C]]

        init(platforms: [String], deprecated: [String], beta: [String]) {
            self.platforms = platforms.map(C.elements(of:))
            self.deprecated = deprecated.map(C.elements(of:))
            self.beta = beta.map(C.elements(of:))
        }
    }

    init(phrasebooks: [Phrasebook]) {
        var names: [String] = []
        for name in phrasebooks.flatMap(\.platforms) where !names.contains(name) { names.append(name) }
        // Longest first, so `iPadOS` is never read as a shorter name.
        let platforms = names.sorted { $0.count > $1.count }
        let deprecated = phrasebooks.flatMap(\.availability.deprecated).map { $0.lowercased() }
        let beta = phrasebooks.flatMap(\.availability.beta).map { $0.lowercased() }
        words = Words(platforms: platforms, deprecated: deprecated, beta: beta)
        func simple(_ list: [String]) -> [String] { list.filter { SimpleText.isSimple($0) } }
        scalarWords = Words(platforms: simple(platforms), deprecated: simple(deprecated), beta: simple(beta))
        scalarWordStarts = Self.wordStarts(scalarWords)
    }

    private static func wordStarts(_ words: Words<Unicode.Scalar>) -> [Bool] {
        var starts = [Bool](repeating: false, count: 128)
        for first in words.platforms.compactMap(\.first) where first.isASCII { starts[Int(first.value)] = true }
        for first in (words.deprecated + words.beta).compactMap(\.first) where first.isASCII {
            starts[Int(first.value)] = true
            if first.value >= 0x61, first.value <= 0x7A { starts[Int(first.value - 0x20)] = true }
        }
        return starts
    }

    func tokens(_ text: String) -> [AvailabilityToken] {
        if SimpleText.isSimple(text), !text.unicodeScalars.contains("\u{130}") {
            let starts = scalarWordStarts
            return Self.tokens(Array(text.unicodeScalars), scalarWords) { !$0.isASCII || starts[Int($0.value)] }
        }
        return tokensByCharacter(text)
    }

    /// `tokens` character by character (any text).
    func tokensByCharacter(_ text: String) -> [AvailabilityToken] {
        Self.tokens(Array(text), words) { _ in true }
    }

    /// The tokens of `chars`; words are tried only where `mayStartWord` says one can start.
    private static func tokens<C: AvailabilityCharacter>(_ chars: [C], _ words: Words<C>,
                                                         mayStartWord: (C) -> Bool) -> [AvailabilityToken] {
        var result: [AvailabilityToken] = []
        var index = 0
        while index < chars.count {
            if let (token, length) = token(at: index, in: chars, words, tryWords: mayStartWord(chars[index])) {
                result.append(token)
                index += length
            } else {
                index += 1
            }
        }
        return result
    }

    private static func token<C: AvailabilityCharacter>(at index: Int, in chars: [C], _ words: Words<C>,
                                                        tryWords: Bool) -> (AvailabilityToken, Int)? {
        if tryWords {
            if let name = word(at: index, in: chars, from: words.platforms) {
                return (.platform(C.string(name)), name.count)
            }
            if let word = loweredWord(at: index, in: chars, from: words.deprecated) {
                return (.deprecated, word.count)
            }
            if let word = loweredWord(at: index, in: chars, from: words.beta) {
                return (.beta, word.count)
            }
        }
        if chars[index] == "–" || chars[index] == "—" || chars[index] == "-" { return (.rangeDash, 1) }
        guard chars[index].isASCIIDigit else { return nil }
        if index > 0, chars[index - 1].isLetter, chars[index - 1].isASCIICharacter { return nil }
        var end = index
        while end < chars.count, chars[end].isASCIIDigit || chars[end] == "." { end += 1 }
        while end > index, chars[end - 1] == "." { end -= 1 }
        let version = C.string(chars[index..<end])
        let plus = end < chars.count && chars[end] == "+"
        return (.version(version), end - index + (plus ? 1 : 0))
    }

    /// The first of the lower-cased `words` spelled at `index` in any case.
    private static func loweredWord<C: AvailabilityCharacter>(at index: Int, in chars: [C], from words: [[C]]) -> [C]? {
        words.first { word in
            guard !word.isEmpty, index + word.count <= chars.count else { return false }
            return word.indices.allSatisfy { offset in chars[index + offset].lowercases(to: word[offset]) }
        }
    }

    /// The first of `words` spelled at `index` exactly.
    private static func word<C: AvailabilityCharacter>(at index: Int, in chars: [C], from words: [[C]]) -> [C]? {
        words.first { word in
            guard !word.isEmpty, index + word.count <= chars.count else { return false }
            return word.indices.allSatisfy { offset in chars[index + offset] == word[offset] }
        }
    }
}

/// What the availability tokenizer asks of a character or scalar.
protocol AvailabilityCharacter: SentenceCharacter {
    /// `isASCII && isNumber`, as `Character` answers it.
    var isASCIIDigit: Bool { get }
    /// `Character.isASCII`.
    var isASCIICharacter: Bool { get }
    /// Whether `lowercased()` of this is exactly `other` (one character or scalar).
    func lowercases(to other: Self) -> Bool
}

extension Character: AvailabilityCharacter {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIICharacter: Bool { isASCII }
    func lowercases(to other: Character) -> Bool { lowercased() == String(other) }
}

extension Unicode.Scalar: AvailabilityCharacter {
    var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }
    var isASCIICharacter: Bool { isASCII }

    func lowercases(to other: Unicode.Scalar) -> Bool {
        guard isASCII else { return Character(self).lowercased() == String(Character(other)) }
        let lowered = value >= 0x41 && value <= 0x5A ? value | 0x20 : value
        return lowered == other.value
    }
}
