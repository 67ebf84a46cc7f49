/// What the sentence splitter reads text as: `Character`s in general, `Unicode.Scalar`s for
/// simple text (`SimpleText`: every scalar a character of its own, canonically equivalent only to
/// itself), where a scalar answers every question here exactly as its character does and no
/// grapheme breaking is needed. `SentenceSplitterTests` compares the two on the bundled pages.
protocol SentenceCharacter: Hashable, ExpressibleByUnicodeScalarLiteral {
    var isWhitespace: Bool { get }
    var isNewline: Bool { get }
    var isLetter: Bool { get }
    var isNumber: Bool { get }
    var isUppercase: Bool { get }
    var isCJK: Bool { get }
    /// The first scalar (bracket matching compares it before whole characters).
    var firstScalar: Unicode.Scalar? { get }
    /// `text` as elements of this type.
    static func elements(of text: String) -> [Self]
    /// The elements as a string.
    static func string<S: Sequence>(_ elements: S) -> String where S.Element == Self
}

extension Character: SentenceCharacter {
    var firstScalar: Unicode.Scalar? { unicodeScalars.first }
    static func elements(of text: String) -> [Character] { Array(text) }
    static func string<S: Sequence>(_ elements: S) -> String where S.Element == Character { String(elements) }
}

extension Unicode.Scalar: SentenceCharacter {
    var isWhitespace: Bool { properties.isWhitespace }

    /// `Character.isNewline` for a one-scalar character.
    var isNewline: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    var isLetter: Bool { properties.isAlphabetic }
    var isNumber: Bool { properties.numericType != nil }
    /// `Character.isUppercase` (which also counts cased characters that upper-case to themselves).
    var isUppercase: Bool { Character(self).isUppercase }

    var isCJK: Bool {
        switch value {
        case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: true
        default: false
        }
    }

    var firstScalar: Unicode.Scalar? { self }
    static func elements(of text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }
    static func string<S: Sequence>(_ elements: S) -> String where S.Element == Unicode.Scalar {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(elements.underestimatedCount * 3)
        for scalar in elements { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }
}
