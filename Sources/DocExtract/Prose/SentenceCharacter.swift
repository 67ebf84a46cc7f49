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
    /// The elements' UTF-8 lower-cased when every element is an ASCII scalar (what `lowercased()`
    /// gives then), else nil.
    static func asciiLowercased(_ elements: ArraySlice<Self>) -> [UInt8]?
}

extension Character: SentenceCharacter {
    var firstScalar: Unicode.Scalar? { unicodeScalars.first }
    static func elements(of text: String) -> [Character] { Array(text) }
    static func string<S: Sequence>(_ elements: S) -> String where S.Element == Character { String(elements) }
    static func asciiLowercased(_ elements: ArraySlice<Character>) -> [UInt8]? { nil }
}

extension Unicode.Scalar: SentenceCharacter {
    /// ASCII answered directly (tab to carriage return and space), the rest from the properties.
    var isWhitespace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }

    /// `Character.isNewline` for a one-scalar character.
    var isNewline: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// ASCII letters are the only alphabetic ASCII scalars.
    var isLetter: Bool { value < 0x80 ? isASCIILetter : properties.isAlphabetic }
    /// ASCII digits are the only numeric ASCII scalars.
    var isNumber: Bool { value < 0x80 ? (0x30...0x39).contains(value) : properties.numericType != nil }
    /// `Character.isUppercase` (which also counts cased characters that upper-case to themselves);
    /// for ASCII, `A`–`Z`.
    var isUppercase: Bool { value < 0x80 ? (0x41...0x5A).contains(value) : Character(self).isUppercase }

    private var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }

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

    static func asciiLowercased(_ elements: ArraySlice<Unicode.Scalar>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(elements.count)
        for scalar in elements {
            guard scalar.value < 0x80 else { return nil }
            let byte = UInt8(scalar.value)
            bytes.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
        }
        return bytes
    }
}
