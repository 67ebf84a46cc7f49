import DocModel
import Foundation

/// Text prepared for cue matching: its UTF-8 bytes and whether it is simple text, for which
/// byte equality is what Foundation's matching decides (see `SimpleText`).
struct CueText: Sendable {
    let text: String
    let bytes: [UInt8]
    let isSimple: Bool

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        isSimple = SimpleText.isSimple(text)
    }

    /// `CueText(text.lowercased())`, given whether `text` is simple. ASCII text is lower-cased on
    /// its bytes (`A`–`Z` only, as `lowercased()` does for ASCII), and stays simple or not as it
    /// was; other text goes through `lowercased()` (`CueMatcherPreparationTests`).
    init(lowercasing text: String, isSimple textIsSimple: Bool) {
        var bytes = Array(text.utf8)
        let all = bytes.withUnsafeMutableBufferPointer { buffer in
            var all: UInt8 = 0
            for index in buffer.indices {
                let byte = buffer[index]
                all |= byte
                if byte &- UInt8(ascii: "A") < 26 { buffer[index] = byte | 0x20 }
            }
            return all
        }
        guard all < 0x80 else {
            self.init(text.lowercased())
            return
        }
        self.init(text: String(decoding: bytes, as: UTF8.self), bytes: bytes, isSimple: textIsSimple)
    }

    private init(text: String, bytes: [UInt8], isSimple: Bool) {
        self.text = text
        self.bytes = bytes
        self.isSimple = isSimple
    }

    /// The scalar that starts at byte `offset` (fast path only).
    func scalar(startingAt offset: Int) -> Unicode.Scalar {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// The scalar that ends just before byte `offset` (fast path only).
    func scalar(endingAt offset: Int) -> Unicode.Scalar {
        var start = offset - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(startingAt: start)
    }

    /// Calls `body` with each byte offset in `range` where `needle` starts (overlapping, in
    /// order) until it returns true; returns whether it did.
    func anyByteMatch(of needle: [UInt8], in range: Range<Int>, where body: (Int) -> Bool) -> Bool {
        guard !needle.isEmpty, range.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                let base = hay.baseAddress!, count = pin.count
                var start = range.lowerBound
                while range.upperBound - start >= count {
                    guard let found = memchr(base + start, Int32(pin[0]), range.upperBound - start - count + 1) else { return false }
                    let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, pin.baseAddress!, count) == 0, body(offset) { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    func index(atByte offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
}

/// A cue phrase prepared once per phrasebook: quotes normalised, lower-cased, as UTF-8.
struct CueNeedle: Sendable {
    let lowered: CueText
    let isCJK: Bool
    let startsWithWord: Bool
    let endsWithWord: Bool
    /// Whether the phrase opens with a clause mark (`, use`): it starts a clause of its own, so
    /// no subordinator before that mark governs it.
    let startsWithClauseMark: Bool

    init(_ phrase: String) {
        let text = CueMatcher.normalizeQuotes(phrase).lowercased()
        lowered = CueText(text)
        isCJK = text.contains(where: \.isCJK)
        startsWithWord = text.first?.isWordCharacter == true
        endsWithWord = text.last?.isWordCharacter == true
        startsWithClauseMark = text.first.map { CueMatcher.clauseMarks.contains($0) } ?? false
    }
}

/// A phrasebook's cues as prepared needles; built once per language, shared by reference (a
/// matcher and a classification hold it without copying its eleven lists).
final class PreparedCues: Sendable {
    let must, should, may, declarative, declarativeSubjects, nonNormative, subordinators: CueList
    /// Words that contain a cue without being it (`从不同`, `应用`, `not required`).
    let notCues: [CueNeedle]
    /// `notCues` prepared for one scan of a sentence.
    let notCueList: CueList
    /// Case-sensitive prefixes with quotes normalised.
    let shouldPrefixes, nonNormativePrefixes: CuePrefixes
    /// Raw endings.
    let nonNormativeEndings: [String]

    init(_ cues: Phrasebook.Cues) {
        must = CueList(cues.must)
        should = CueList(cues.should)
        may = CueList(cues.may)
        declarative = CueList(cues.declarative)
        declarativeSubjects = CueList(cues.declarativeSubjects)
        nonNormative = CueList(cues.nonNormative)
        subordinators = CueList(cues.subordinators)
        notCues = cues.notCues.map(CueNeedle.init)
        notCueList = CueList(notCues)
        shouldPrefixes = CuePrefixes(cues.shouldPrefixes.map(CueMatcher.normalizeQuotes))
        nonNormativePrefixes = CuePrefixes(cues.nonNormativePrefixes.map(CueMatcher.normalizeQuotes))
        nonNormativeEndings = cues.nonNormativeEndings
    }

    static let english = PreparedCues(Phrasebook.english.cues)
    static let chinese = PreparedCues(Phrasebook.chinese.cues)
    static let japanese = PreparedCues(Phrasebook.japanese.cues)

    /// The prepared cues of `Phrasebook.for(language)`.
    static func `for`(_ language: Language) -> PreparedCues {
        switch language {
        case .en: english
        case .zhHans: chinese
        case .ja: japanese
        }
    }
}

/// Sentence prefixes prepared once: each with its UTF-8 when it is simple text (a byte prefix
/// of simple text is then a character prefix), nil when it is not.
struct CuePrefixes: Sendable {
    let texts: [String]
    let simpleBytes: [[UInt8]?]

    init(_ texts: [String]) {
        self.texts = texts
        simpleBytes = texts.map { SimpleText.isSimple($0) ? Array($0.utf8) : nil }
    }
}
