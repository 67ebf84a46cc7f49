import DocModel
import Foundation

/// Text prepared for cue matching, with a byte-level fast path.
///
/// Foundation's `range(of:)` (what matching used to run on) compares grapheme clusters up to
/// canonical equivalence. For text whose every scalar is a whole cluster and has no canonical
/// equivalent but itself — ASCII, precomposed Latin, general punctuation, CJK ideographs and
/// punctuation, full-width forms — that is plain UTF-8 byte equality, and a match can only start
/// and end at scalar boundaries. `CueText.isSimple` records whether the fast path applies; any
/// other text (combining marks, emoji sequences, Hangul, CR) takes the Foundation path, so
/// results are the same either way.
struct CueText: Sendable {
    let text: String
    let bytes: [UInt8]
    let isSimple: Bool

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        isSimple = text.unicodeScalars.allSatisfy(Self.isSimpleScalar)
    }

    /// A scalar that is a grapheme cluster on its own and canonically equivalent only to itself.
    static func isSimpleScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x20...0x7E: return true
        case 0xA0...0x2FF: return true  // Latin-1, Latin Extended, IPA, spacing modifiers (no combining marks)
        case 0x2010...0x2027, 0x2030...0x205E: return true  // dashes, quotes, bullets, primes (no format controls)
        case 0x3000...0x3029, 0x3030...0x303F: return true  // CJK punctuation without the tone marks
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return true  // CJK ideographs (not the compatibility block)
        case 0xFF01...0xFF60: return true  // full-width forms (not the half-width sound marks)
        default: return false
        }
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

    init(_ phrase: String) {
        let text = CueMatcher.normalizeQuotes(phrase).lowercased()
        lowered = CueText(text)
        isCJK = text.contains(where: \.isCJK)
        startsWithWord = text.first?.isWordCharacter == true
        endsWithWord = text.last?.isWordCharacter == true
    }
}

/// A phrasebook's cues as prepared needles; built once per language.
struct PreparedCues: Sendable {
    let must, should, may, declarative, declarativeSubjects, nonNormative, subordinators: [CueNeedle]
    /// Case-sensitive prefixes with quotes normalised, and raw endings.
    let shouldPrefixes, nonNormativePrefixes, nonNormativeEndings: [String]

    init(_ cues: Phrasebook.Cues) {
        must = cues.must.map(CueNeedle.init)
        should = cues.should.map(CueNeedle.init)
        may = cues.may.map(CueNeedle.init)
        declarative = cues.declarative.map(CueNeedle.init)
        declarativeSubjects = cues.declarativeSubjects.map(CueNeedle.init)
        nonNormative = cues.nonNormative.map(CueNeedle.init)
        subordinators = cues.subordinators.map(CueNeedle.init)
        shouldPrefixes = cues.shouldPrefixes.map(CueMatcher.normalizeQuotes)
        nonNormativePrefixes = cues.nonNormativePrefixes.map(CueMatcher.normalizeQuotes)
        nonNormativeEndings = cues.nonNormativeEndings
    }

    static let english = PreparedCues(Phrasebook.english.cues)
    static let chinese = PreparedCues(Phrasebook.chinese.cues)

    /// The prepared cues of `Phrasebook.for(language)`.
    static func `for`(_ language: Language) -> PreparedCues {
        language == .en ? english : chinese
    }
}
