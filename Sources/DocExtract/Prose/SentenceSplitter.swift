import DocModel

/// One sentence of a text and where it starts.
public struct SentenceSpan: Sendable, Hashable {
    /// The sentence, trimmed, with its terminating mark.
    public var text: String
    /// Character offset of the sentence's first character in the original text.
    public var offset: Int
    /// Number of line breaks before the sentence in the original text (0 for a one-line block).
    public var lineOffset: Int
}

/// Splits prose into sentences.
///
/// English: a sentence ends at `.`, `?` or `!` (with any closing quotes or brackets) followed by
/// the end of the text, or by whitespace and an uppercase letter, backtick, opening quote, link
/// or CJK character. Never inside code spans, parentheses, brackets or URLs; never at decimals
/// or versions (`1.5`, `iOS 16.0+`), ellipses, or the phrasebook's abbreviations (`e.g.`).
/// Chinese: additionally ends at `。`, `；`, `！`, `？`, keeping the mark (and closing quotes)
/// with the sentence; Latin sentences inside Chinese text follow the English rules.
public enum SentenceSplitter {
    /// The sentences of `text`, trimmed; empty and punctuation-only ones dropped.
    public static func split(_ text: String, language: Language) -> [String] {
        spans(text, language: language).map(\.text)
    }

    /// The sentences of `text` with their positions. With `semicolons` false, a Chinese `；`
    /// does not end a sentence (used to match an English sentence that keeps its `;`).
    public static func spans(_ text: String, language: Language, semicolons: Bool = true) -> [SentenceSpan] {
        // Contiguous UTF-8 is checked for simplicity and decoded in one pass (`SimpleScalars`).
        if let read = text.utf8.withContiguousStorageIfAvailable(SimpleScalars.init(utf8:)) {
            guard let scalars = read else { return spansByCharacter(text, language: language, semicolons: semicolons) }
            let boundaries = SentenceBoundaries(chars: scalars.scalars, language: language, semicolons: semicolons,
                                                openers: scalars.openers)
            return spans(boundaries, cuts: scalars.byteOffsets.map(Cuts.byteOffsets) ?? .ascii, in: text)
        }
        if SimpleText.isSimple(text) {
            // Every scalar is a character: no grapheme breaking, and a scalar's index is a
            // character boundary to cut at.
            var scalars: [Unicode.Scalar] = []
            var starts: [String.Index] = []
            scalars.reserveCapacity(text.utf8.count)
            starts.reserveCapacity(text.utf8.count + 1)
            let view = text.unicodeScalars
            var position = view.startIndex
            while position != view.endIndex {
                scalars.append(view[position])
                starts.append(position)
                view.formIndex(after: &position)
            }
            starts.append(view.endIndex)
            return spans(scalars, starts: starts, in: text, language: language, semicolons: semicolons)
        }
        return spansByCharacter(text, language: language, semicolons: semicolons)
    }

    /// `spans` over grapheme clusters, for any text (the general path; tests compare the two).
    static func spansByCharacter(_ text: String, language: Language, semicolons: Bool = true) -> [SentenceSpan] {
        // The characters, and where each starts in `text` (a sentence is cut out as one
        // substring), in one pass of grapheme breaking.
        var chars: [Character] = []
        var starts: [String.Index] = []
        chars.reserveCapacity(text.utf8.count)
        starts.reserveCapacity(text.utf8.count + 1)
        var position = text.startIndex
        while position != text.endIndex {
            let next = text.index(after: position)
            chars.append(text[position])
            starts.append(position)
            position = next
        }
        starts.append(text.endIndex)
        return spans(chars, starts: starts, in: text, language: language, semicolons: semicolons)
    }

    private static func spans<C: SentenceCharacter>(_ chars: [C], starts: [String.Index], in text: String, language: Language,
                                                    semicolons: Bool) -> [SentenceSpan] {
        let boundaries = SentenceBoundaries(chars: chars, phrasebook: .for(language), language: language,
                                            semicolons: semicolons)
        return spans(boundaries, cuts: .indices(starts), in: text)
    }

    /// Where each character starts in the text.
    private enum Cuts {
        /// Character `i` starts at `indices[i]` (`indices` ends with the end index).
        case indices([String.Index])
        /// Character `i` starts at UTF-8 offset `offsets[i]` (ending with the byte count).
        case byteOffsets([Int])
        /// ASCII: character `i` starts at UTF-8 offset `i`.
        case ascii

        func index(_ offset: Int, in text: String) -> String.Index {
            switch self {
            case .indices(let indices): indices[offset]
            case .byteOffsets(let offsets): text.utf8.index(text.utf8.startIndex, offsetBy: offsets[offset])
            case .ascii: text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            }
        }
    }

    private static func spans<C: SentenceCharacter>(_ boundaries: SentenceBoundaries<C>, cuts: Cuts, in text: String) -> [SentenceSpan] {
        let chars = boundaries.chars
        var result: [SentenceSpan] = []
        var start = 0
        // Line breaks before `counted`, counted as the sentences come (they come in order).
        var counted = 0, lines = 0
        for end in boundaries.ends() + [chars.count] where end > start {
            var lower = start
            var upper = end
            start = end
            while lower < upper, chars[lower].isWhitespace { lower += 1 }
            while upper > lower, chars[upper - 1].isWhitespace { upper -= 1 }
            // A sentence needs wording: stray punctuation (`。` alone) is not one.
            guard chars[lower..<upper].contains(where: { $0.isLetter || $0.isNumber || $0 == "`" }) else { continue }
            while counted < lower {
                if chars[counted].isNewline { lines += 1 }
                counted += 1
            }
            result.append(SentenceSpan(text: String(text[cuts.index(lower, in: text)..<cuts.index(upper, in: text)]),
                                       offset: lower, lineOffset: lines))
        }
        return result
    }
}

/// Simple text (`SimpleText`) read from contiguous UTF-8 in one pass: its scalars (each a
/// character), where each starts when the text is not all ASCII, and which `ProtectedSpans`
/// openers occur in it; nil when the text is not simple.
struct SimpleScalars {
    var scalars: [Unicode.Scalar] = []
    /// UTF-8 offset of each scalar, then the byte count; nil for ASCII, where offset = index.
    var byteOffsets: [Int]?
    var openers: ProtectedSpans.Openers = []

    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        scalars.reserveCapacity(bytes.count)
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                guard SimpleText.isSimpleASCII(byte) else { return nil }
                switch byte {
                case UInt8(ascii: "`"): openers.insert(.backtick)
                case UInt8(ascii: "("): openers.insert(.parenthesis)
                case UInt8(ascii: "["): openers.insert(.bracket)
                case UInt8(ascii: ":") where offset + 2 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")
                    && bytes[offset + 2] == UInt8(ascii: "/"):
                    openers.insert(.schemeSeparator)
                default: break
                }
                byteOffsets?.append(offset)
                scalars.append(Unicode.Scalar(byte))
                offset += 1
                continue
            }
            guard let (simple, length) = SimpleText.simpleScalar(at: offset, in: bytes), simple else { return nil }
            var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for next in 1..<length { value = value << 6 | UInt32(bytes[offset + next] & 0x3F) }
            let scalar = Unicode.Scalar(value)!
            if scalar == "（" { openers.insert(.fullWidthParenthesis) }
            if byteOffsets == nil {
                // The first non-ASCII scalar: the ones before it start at their own index.
                byteOffsets = Array(0..<scalars.count)
                byteOffsets!.reserveCapacity(bytes.count + 1)
            }
            byteOffsets!.append(offset)
            scalars.append(scalar)
            offset += length
        }
        byteOffsets?.append(bytes.count)
    }
}
