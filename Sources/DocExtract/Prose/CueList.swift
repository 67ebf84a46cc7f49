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
    /// The same grouping of only the simple phrases that need no word boundary before them: the
    /// ones that can match right after an ASCII letter, digit or `_`.
    let midWordOrder: [Int]
    let midWordStarts: [Int]
    /// Indices of the phrases that are not simple text, matched one by one.
    let others: [Int]
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
        (order, starts) = Self.flattened(groups)
        (midWordOrder, midWordStarts) = Self.flattened(groups.map { group in group.filter { !needles[$0].startsWithWord } })
        self.others = others
        bytes = needles.flatMap(\.lowered.bytes)
        byteStarts = needles.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.lowered.bytes.count) }
    }

    /// Groups laid end to end, and where each starts (`starts[b]..<starts[b + 1]` is group `b`).
    private static func flattened(_ groups: [[Int]]) -> (order: [Int], starts: [Int]) {
        var starts = [0]
        for group in groups { starts.append(starts[starts.count - 1] + group.count) }
        return (groups.flatMap { $0 }, starts)
    }

    convenience init(_ phrases: [String]) {
        self.init(phrases.map(CueNeedle.init))
    }
}
