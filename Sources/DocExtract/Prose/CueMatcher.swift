import DocModel
import Foundation

/// Finds cue phrases in a sentence: case-insensitive at word boundaries for Latin-script
/// languages, as plain substrings for Chinese. Code spans are blanked first, so an identifier
/// such as `canFocus` or `mustRefresh` never counts as wording.
///
/// Phrases come prepared (`CueNeedle`, once per phrasebook). Matching runs on UTF-8 bytes when
/// sentence and phrase are simple text (`CueText`), else through Foundation as it always did;
/// both give the same matches.
struct CueMatcher {
    /// The prepared sentence, shared by reference with the matcher's clause matchers (a matcher
    /// is copied into every closure that matches with it). Used on one thread at a time (a
    /// matcher lives within one classification); `notCueRanges` is filled on first use.
    final class Sentence: @unchecked Sendable {
        let language: Language
        let prepared: String
        /// Whether `prepared` is simple text (`SimpleText`).
        let preparedIsSimple: Bool
        let lowered: CueText
        /// The language's not-cues (`PreparedCues.notCues`), fetched once per matcher rather than
        /// with the whole prepared phrasebook for every phrase looked for.
        let notCues: [CueNeedle]
        /// The same, prepared for one scan.
        let notCueList: CueList
        /// `wordStarts(of: lowered.bytes)`, for simple text (empty otherwise: not scanned).
        let wordStarts: [Int]
        /// Where the not-cues occur (`CueMatcher.notCueRanges()`), once asked for: the same for
        /// every cue list searched.
        var notCueRanges: [Range<String.Index>]?

        init(_ sentence: String, language: Language) {
            self.language = language
            prepared = CueMatcher.prepare(sentence)
            preparedIsSimple = SimpleText.isSimple(prepared)
            lowered = CueText(lowercasing: prepared, isSimple: preparedIsSimple)
            let cues = PreparedCues.for(language)
            notCues = cues.notCues
            notCueList = cues.notCueList
            wordStarts = lowered.isSimple ? CueMatcher.wordStarts(of: lowered.bytes) : []
        }
    }

    let sentence: Sentence
    /// The bytes of `lowered` this matcher reads: all of them, or the clause before a match.
    let window: Range<Int>

    var language: Language { sentence.language }
    var prepared: String { sentence.prepared }
    var preparedIsSimple: Bool { sentence.preparedIsSimple }
    var lowered: CueText { sentence.lowered }
    private var notCues: [CueNeedle] { sentence.notCues }
    private var wordStarts: [Int] { sentence.wordStarts }

    init(sentence: String, language: Language) {
        self.sentence = Sentence(sentence, language: language)
        self.window = 0..<self.sentence.lowered.bytes.count
    }

    /// A matcher over `window` of another's lower-cased text (a clause of a simple sentence).
    private init(clauseOf matcher: CueMatcher, window: Range<Int>) {
        sentence = matcher.sentence
        self.window = window
    }

    /// Whether any phrase of the list occurs in the sentence.
    func containsAny(_ list: CueList) -> Bool {
        anyOccurrence(in: list) { _, _ in true }
    }

    /// `containsAny(_:)` phrase by phrase, each searched for on its own (the reference for the
    /// one-scan path, `CueListScanTests`).
    func containsAnyByPhrase(_ needles: [CueNeedle]) -> Bool {
        needles.contains { contains($0) }
    }

    /// Whether the sentence starts with any of the prefixes (case-sensitive: `Use ` ≠ `use `);
    /// the prefixes have their quotes normalised already (`PreparedCues`).
    func startsWithAny(_ prefixes: [String]) -> Bool {
        let text = prepared.drop { $0.isWhitespace || $0 == "*" }
        // Simple text and a simple prefix: a byte prefix is a character prefix.
        guard preparedIsSimple else { return prefixes.contains { text.hasPrefix($0) } }
        return prefixes.contains { SimpleText.isSimple($0) ? text.utf8.starts(with: $0.utf8) : text.hasPrefix($0) }
    }

    /// `startsWithAny(_:)` with each prefix's simplicity and bytes known (`CuePrefixes`).
    func startsWithAny(_ prefixes: CuePrefixes) -> Bool {
        let text = leadTrimmed
        guard preparedIsSimple else { return prefixes.texts.contains { text.hasPrefix($0) } }
        for index in prefixes.texts.indices {
            if let bytes = prefixes.simpleBytes[index] {
                if text.utf8.starts(with: bytes) { return true }
            } else if text.hasPrefix(prefixes.texts[index]) {
                return true
            }
        }
        return false
    }

    /// `prepared` without leading whitespace and `*`. Simple text is skipped on its bytes while
    /// they are ASCII (tab, line feed and space are its only ASCII whitespace characters); at a
    /// non-ASCII byte, and for other text, character by character (`CueMatcherPreparationTests`).
    var leadTrimmed: Substring {
        if preparedIsSimple {
            let utf8 = prepared.utf8
            var index = utf8.startIndex
            while index != utf8.endIndex {
                switch utf8[index] {
                case 0x09, 0x0A, 0x20, UInt8(ascii: "*"): utf8.formIndex(after: &index)
                case 0x80...: return leadTrimmedByCharacter
                default: return prepared[index...]
                }
            }
            return prepared[index...]
        }
        return leadTrimmedByCharacter
    }

    /// `leadTrimmed` character by character (any text).
    var leadTrimmedByCharacter: Substring { prepared.drop { $0.isWhitespace || $0 == "*" } }

    /// Whether the sentence, without trailing whitespace, ends with any of `endings`.
    func endsWithAny(_ endings: [String]) -> Bool {
        let scalars = prepared.unicodeScalars
        let spaces = CharacterSet.whitespacesAndNewlines
        guard let first = scalars.firstIndex(where: { !spaces.contains($0) }),
              let last = scalars.lastIndex(where: { !spaces.contains($0) }) else { return false }
        let text = String(scalars[first...last])
        return endings.contains { !$0.isEmpty && text.hasSuffix($0) }
    }

    /// Whether a subject phrase is directly followed by a third-person verb form (`SwiftUI remaps`).
    func containsSubjectVerb(_ subjects: CueList) -> Bool {
        anyOccurrence(in: subjects) { _, range in isFollowedByVerb(range) }
    }

    /// `containsSubjectVerb(_:)` phrase by phrase.
    func containsSubjectVerbByPhrase(_ subjects: [CueNeedle]) -> Bool {
        subjects.contains { subject in anyOccurrence(of: subject) { isFollowedByVerb($0) } }
    }

    /// Whether a third-person verb form (`remaps`) follows `range` after whitespace.
    private func isFollowedByVerb(_ range: Range<String.Index>) -> Bool {
        let lowered = lowered.text
        let word = lowered[range.upperBound...].drop(while: \.isWhitespace).prefix(while: \.isLetter)
        return range.upperBound < lowered.endIndex && lowered[range.upperBound].isWhitespace
            && word.count > 2 && word.hasSuffix("s") && !word.hasSuffix("ss")
    }

    /// Whether any phrase occurs other than inside a clause opened by one of `subordinators`.
    /// A phrase that opens with a clause mark (`, use`) starts its own clause: nothing before
    /// the mark subordinates it.
    func containsAny(_ phrases: CueList, outside subordinators: CueList) -> Bool {
        anyOccurrence(in: phrases) { phrase, range in
            phrase.startsWithClauseMark || !clause(before: range).containsAny(subordinators)
        }
    }

    /// `containsAny(_:outside:)` phrase by phrase, subordinators too.
    func containsAnyByPhrase(_ phrases: [CueNeedle], outside subordinators: [CueNeedle]) -> Bool {
        phrases.contains { phrase in
            anyOccurrence(of: phrase) { phrase.startsWithClauseMark || !clause(before: $0).containsAnyByPhrase(subordinators) }
        }
    }

    /// Characters that end a clause (`clause(before:)`).
    static let clauseMarks: Set<Character> = Set(",;:(—，；：（")

    func contains(_ needle: CueNeedle) -> Bool {
        anyOccurrence(of: needle) { _ in true }
    }

    /// Whether `body` holds for an occurrence of a phrase of `list` as `anyOccurrence(of:where:)`
    /// decides for each phrase — for simple text in one pass over the window: at each byte only
    /// the phrases starting with it are compared, and a phrase that needs a word boundary before
    /// it is skipped after an ASCII letter, digit or `_` (where `isBoundary(before:)` fails).
    private func anyOccurrence(in list: CueList, where body: (CueNeedle, Range<String.Index>) -> Bool) -> Bool {
        guard lowered.isSimple else {
            return list.needles.contains { needle in anyOccurrence(of: needle) { body(needle, $0) } }
        }
        for index in list.others {
            let needle = list.needles[index]
            if anyOccurrence(of: needle, where: { body(needle, $0) }) { return true }
        }
        let checksNotCues = !notCues.isEmpty && window == 0..<lowered.bytes.count
        var excluded: [Range<String.Index>]?
        return scan(list) { index, offset, length in
            let needle = list.needles[index]
            guard needle.isCJK || (isBoundary(before: offset, needle) && isBoundary(after: offset + length, needle)) else { return false }
            let range = lowered.index(atByte: offset)..<lowered.index(atByte: offset + length)
            if checksNotCues {
                if excluded == nil { excluded = notCueRanges() }
                if excluded!.contains(where: { $0.overlaps(range) }) { return false }
            }
            return body(needle, range)
        }
    }

    /// Calls `found` with (needle index, byte offset, length) for each place in the window where
    /// a simple phrase of `list` starts (by offset, then phrasebook order) until it returns true.
    private func scan(_ list: CueList, _ found: (Int, Int, Int) -> Bool) -> Bool {
        let lower = window.lowerBound, upper = window.upperBound
        let wordStarts = sentence.wordStarts
        return sentence.lowered.bytes.withUnsafeBufferPointer { hay in
            list.order.withUnsafeBufferPointer { order in
                list.starts.withUnsafeBufferPointer { starts in
                    list.midWordOrder.withUnsafeBufferPointer { midWordOrder in
                        list.midWordStarts.withUnsafeBufferPointer { midWordStarts in
                            list.bytes.withUnsafeBufferPointer { needles in
                                list.byteStarts.withUnsafeBufferPointer { byteStarts in
                                    /// Whether a phrase of the group for `offset` matches there and `found` accepts it.
                                    func matches(at offset: Int, afterWord: Bool) -> Bool {
                                        let first = Int(hay[offset])
                                        // After a word byte only the phrases needing no boundary can match
                                        // (the others are skipped there, in the same order).
                                        let group = afterWord ? midWordOrder : order
                                        let groupStarts = afterWord ? midWordStarts : starts
                                        let from = groupStarts[first], to = groupStarts[first + 1]
                                        for slot in from..<to {
                                            let index = group[slot]
                                            let start = byteStarts[index], length = byteStarts[index + 1] - start
                                            guard length <= upper - offset else { continue }
                                            // The first byte matches; compare the second before calling `memcmp`.
                                            if length > 1, hay[offset + 1] != needles[start + 1] { continue }
                                            guard length <= 2 || memcmp(hay.baseAddress! + offset + 2, needles.baseAddress! + start + 2, length - 2) == 0
                                            else { continue }
                                            if found(index, offset, length) { return true }
                                        }
                                        return false
                                    }
                                    guard lower < upper else { return false }
                                    if midWordOrder.isEmpty {
                                        // Every phrase needs a word boundary before it: only the window's start
                                        // and the offsets after a non-word byte (`wordStarts`) can match.
                                        if matches(at: lower, afterWord: false) { return true }
                                        var next = Self.firstIndex(in: wordStarts, after: lower)
                                        while next < wordStarts.count, wordStarts[next] < upper {
                                            if matches(at: wordStarts[next], afterWord: false) { return true }
                                            next += 1
                                        }
                                        return false
                                    }
                                    var offset = lower
                                    while offset < upper {
                                        let first = Int(hay[offset])
                                        if starts[first] < starts[first + 1],
                                           matches(at: offset, afterWord: offset > lower && Self.isASCIIWordByte(hay[offset - 1])) {
                                            return true
                                        }
                                        offset += 1
                                    }
                                    return false
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The index of the first element of the ascending `offsets` above `offset`.
    private static func firstIndex(in offsets: [Int], after offset: Int) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The offsets of `bytes` after a byte that is not an ASCII letter, digit or `_` (and 0): the
    /// only places a phrase needing a word boundary before it can match.
    static func wordStarts(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { bytes in
            [Int](unsafeUninitializedCapacity: bytes.count) { starts, count in
                var afterWord = false
                count = 0
                for offset in bytes.indices {
                    if !afterWord {
                        starts[count] = offset
                        count += 1
                    }
                    afterWord = isASCIIWordByte(bytes[offset])
                }
            }
        }
    }

    /// ASCII letters, digits and `_`: the ASCII bytes whose character `isWordCharacter`.
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"): true
        default: false
        }
    }

    /// Where the not-cues occur in the sentence.
    private func notCueRanges() -> [Range<String.Index>] {
        if let known = sentence.notCueRanges { return known }
        let ranges = findNotCueRanges()
        sentence.notCueRanges = ranges
        return ranges
    }

    /// `notCueRanges()` found anew: for simple text the simple not-cues in one scan (the ranges'
    /// order differs from `notCueRangesByPhrase()`'s, which no caller depends on: they are only
    /// tested for overlaps; `CueListScanTests` compares the two as sets).
    func findNotCueRanges() -> [Range<String.Index>] {
        guard lowered.isSimple else { return notCueRangesByPhrase() }
        let list = sentence.notCueList
        var ranges: [Range<String.Index>] = []
        for index in list.others {
            _ = rawOccurrence(of: list.needles[index]) { ranges.append($0); return false }
        }
        _ = scan(list) { index, offset, length in
            let needle = list.needles[index]
            if needle.isCJK || (isBoundary(before: offset, needle) && isBoundary(after: offset + length, needle)) {
                ranges.append(lowered.index(atByte: offset)..<lowered.index(atByte: offset + length))
            }
            return false
        }
        return ranges
    }

    /// The not-cues' ranges found one not-cue at a time.
    func notCueRangesByPhrase() -> [Range<String.Index>] {
        notCues.flatMap { notCue in
            var ranges: [Range<String.Index>] = []
            _ = rawOccurrence(of: notCue) { ranges.append($0); return false }
            return ranges
        }
    }

    /// Whether `body` holds for an occurrence of `needle` as a whole phrase that overlaps no
    /// occurrence of a not-cue (`Phrasebook.Cues.notCues`; ranges index `lowered.text`; a
    /// clause matcher only ever asks whether one exists).
    private func anyOccurrence(of needle: CueNeedle, where body: (Range<String.Index>) -> Bool) -> Bool {
        guard !notCues.isEmpty, window == 0..<lowered.bytes.count else { return rawOccurrence(of: needle, where: body) }
        var excluded: [Range<String.Index>]?
        return rawOccurrence(of: needle) { range in
            if excluded == nil { excluded = notCueRanges() }
            return !excluded!.contains { $0.overlaps(range) } && body(range)
        }
    }

    /// Whether `body` holds for an occurrence of `needle` as a whole phrase, not-cues aside.
    private func rawOccurrence(of needle: CueNeedle, where body: (Range<String.Index>) -> Bool) -> Bool {
        guard lowered.isSimple, needle.lowered.isSimple else {
            let haystack = window == 0..<lowered.bytes.count ? lowered.text
                : String(decoding: lowered.bytes[window], as: UTF8.self)
            return Self.occurrences(of: needle, in: haystack).contains(where: body)
        }
        let length = needle.lowered.bytes.count
        return lowered.anyByteMatch(of: needle.lowered.bytes, in: window) { offset in
            guard needle.isCJK || (isBoundary(before: offset, needle) && isBoundary(after: offset + length, needle)) else {
                return false
            }
            return body(lowered.index(atByte: offset)..<lowered.index(atByte: offset + length))
        }
    }

    private func isBoundary(before offset: Int, _ needle: CueNeedle) -> Bool {
        guard offset > window.lowerBound, needle.startsWithWord else { return true }
        return !Character(lowered.scalar(endingAt: offset)).isWordCharacter
    }

    private func isBoundary(after offset: Int, _ needle: CueNeedle) -> Bool {
        guard offset < window.upperBound, needle.endsWithWord else { return true }
        return !Character(lowered.scalar(startingAt: offset)).isWordCharacter
    }

    /// The clause marks' UTF-8, for simple text (each mark is a simple scalar).
    private static let clauseMarkBytes: [[UInt8]] = clauseMarks.map { Array($0.utf8) }

    /// The clause that leads up to `range`: back to the previous clause mark.
    func clause(before range: Range<String.Index>) -> CueMatcher {
        guard lowered.isSimple else { return clauseByCharacter(before: range) }
        // Every scalar is a character: find the last mark's bytes before the range.
        let end = lowered.text.utf8.distance(from: lowered.text.utf8.startIndex, to: range.lowerBound)
        var start = 0
        lowered.bytes.withUnsafeBufferPointer { bytes in
            var index = end - 1
            while index >= 0 {
                let byte = bytes[index]
                for mark in Self.clauseMarkBytes where mark[0] == byte && index + mark.count <= end
                    && mark.indices.allSatisfy({ bytes[index + $0] == mark[$0] }) {
                    start = index + mark.count
                    return
                }
                index -= 1
            }
        }
        return CueMatcher(clauseOf: self, window: start..<end)
    }

    /// `clause(before:)` character by character (any text; `CueListScanTests` compares the
    /// two for simple text).
    func clauseByCharacter(before range: Range<String.Index>) -> CueMatcher {
        let head = lowered.text[..<range.lowerBound]
        let start = head.lastIndex(where: { Self.clauseMarks.contains($0) }).map { head.index(after: $0) } ?? head.startIndex
        guard lowered.isSimple else { return CueMatcher(sentence: String(head[start...]), language: language) }
        let text = lowered.text.utf8
        return CueMatcher(clauseOf: self, window: text.distance(from: text.startIndex, to: start)
                                                 ..< text.distance(from: text.startIndex, to: range.lowerBound))
    }

    /// Foundation matching, for text outside the fast path: ranges in `haystack` where the
    /// needle occurs as a whole phrase.
    private static func occurrences(of needle: CueNeedle, in haystack: String) -> [Range<String.Index>] {
        let needleText = needle.lowered.text
        guard !needleText.isEmpty else { return [] }
        var result: [Range<String.Index>] = []
        var searchStart = haystack.startIndex
        while let range = haystack.range(of: needleText, range: searchStart..<haystack.endIndex) {
            if needle.isCJK || (isBoundary(haystack, before: range.lowerBound, needle: needleText)
                && isBoundary(haystack, after: range.upperBound, needle: needleText)) {
                result.append(range)
            }
            searchStart = haystack.index(after: range.lowerBound)
        }
        return result
    }

    private static func isBoundary(_ text: String, before index: String.Index, needle: String) -> Bool {
        guard index > text.startIndex, needle.first?.isWordCharacter == true else { return true }
        return !text[text.index(before: index)].isWordCharacter
    }

    private static func isBoundary(_ text: String, after index: String.Index, needle: String) -> Bool {
        guard index < text.endIndex, needle.last?.isWordCharacter == true else { return true }
        return !text[index].isWordCharacter
    }
}

extension Character {
    /// Letters, digits and underscore: the characters a Latin word is made of.
    var isWordCharacter: Bool { (isLetter && !isCJK) || isNumber || self == "_" }
}
