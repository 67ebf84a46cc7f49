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
        var lineStarts = [0]
        lineStarts.reserveCapacity(chars.count + 1)
        for char in chars { lineStarts.append(lineStarts[lineStarts.count - 1] + (char.isNewline ? 1 : 0)) }
        var result: [SentenceSpan] = []
        var start = 0
        for end in boundaries.ends() + [chars.count] where end > start {
            append(chars, start..<end, in: text, starts: starts, lines: lineStarts, to: &result)
            start = end
        }
        return result
    }

    /// Appends the trimmed sentence in `range`; `lines[i]` counts the line breaks before offset `i`.
    private static func append<C: SentenceCharacter>(_ chars: [C], _ range: Range<Int>, in text: String, starts: [String.Index],
                                                     lines: [Int], to result: inout [SentenceSpan]) {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, chars[lower].isWhitespace { lower += 1 }
        while upper > lower, chars[upper - 1].isWhitespace { upper -= 1 }
        // A sentence needs wording: stray punctuation (`。` alone) is not one.
        guard chars[lower..<upper].contains(where: { $0.isLetter || $0.isNumber || $0 == "`" }) else { return }
        result.append(SentenceSpan(text: String(text[starts[lower]..<starts[upper]]), offset: lower, lineOffset: lines[lower]))
    }
}
