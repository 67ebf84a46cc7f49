import Foundation

/// A cue list prepared for one scan of a sentence (`CueMatcher.anyOccurrence(in:where:)`): its
/// simple phrases grouped by first byte, so each byte of the sentence is looked at once instead
/// of searched for once per phrase (≈ 200 phrases per English sentence).
final class CueList: Sendable {
    /// The phrases, in phrasebook order.
    let needles: [CueNeedle]
    /// Indices into `needles` of the simple phrases, grouped by first byte: those starting with
    /// byte `b` are `order[starts[b]..<starts[b + 1]]`, in phrasebook order.
    let order: [Int]
    let starts: [Int]
    /// Indices of the phrases that are not simple text, matched one by one.
    let others: [Int]
    /// For each needle, whether its first character is a word character (a boundary is needed
    /// before it) — the same as `needles[i].startsWithWord`, kept flat for the scan.
    let needsWordStart: [Bool]
    /// Every needle's lower-cased UTF-8, one after another: needle `i` is
    /// `bytes[byteStarts[i]..<byteStarts[i + 1]]`.
    let bytes: [UInt8]
    let byteStarts: [Int]

    init(_ needles: [CueNeedle]) {
        self.needles = needles
        var groups = [[Int]](repeating: [], count: 256)
        var others: [Int] = []
        for (index, needle) in needles.enumerated() {
            if needle.lowered.isSimple, let first = needle.lowered.bytes.first { groups[Int(first)].append(index) } else { others.append(index) }
        }
        var starts = [0]
        for group in groups { starts.append(starts[starts.count - 1] + group.count) }
        order = groups.flatMap { $0 }
        self.starts = starts
        self.others = others
        needsWordStart = needles.map(\.startsWithWord)
        bytes = needles.flatMap(\.lowered.bytes)
        byteStarts = needles.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.lowered.bytes.count) }
    }

    convenience init(_ phrases: [String]) {
        self.init(phrases.map(CueNeedle.init))
    }
}
