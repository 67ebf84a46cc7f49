import Foundation

/// The characters `trimmed(_:)` removes: Foundation's `CharacterSet.whitespaces` and
/// `.whitespacesAndNewlines` (decided without Foundation for ASCII), or any other set.
enum TrimSet {
    /// Unicode general category Zs and tab, as `CharacterSet.whitespaces`.
    case whitespaces
    /// Category Z*, U+000A–U+000D, U+0085 and tab, as `CharacterSet.whitespacesAndNewlines`.
    case whitespacesAndNewlines
    /// Exactly the scalars of the string, as `CharacterSet(charactersIn:)`.
    case characters(String)
    /// `.whitespaces` plus the scalars of the string.
    case whitespacesAnd(String)

    private static let foundationWhitespaces = CharacterSet.whitespaces
    private static let foundationWhitespacesAndNewlines = CharacterSet.whitespacesAndNewlines

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .whitespaces:
            return scalar.isASCII ? scalar == " " || scalar == "\t" : Self.foundationWhitespaces.contains(scalar)
        case .whitespacesAndNewlines:
            return scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value)
                : Self.foundationWhitespacesAndNewlines.contains(scalar)
        case .characters(let characters):
            return characters.unicodeScalars.contains(scalar)
        case .whitespacesAnd(let characters):
            return TrimSet.whitespaces.contains(scalar) || characters.unicodeScalars.contains(scalar)
        }
    }
}

extension String {
    /// `trimmingCharacters(in:)` without the round trip through `NSString` and UTF-16: the
    /// scalars in `set` removed from both ends. Same result for sets of BMP characters (every
    /// set docgen trims), which is what Foundation compares UTF-16 units against.
    func trimmed(_ set: TrimSet) -> String {
        let scalars = Substring(self).unicodeScalars
        let kept = scalars.untrimmedRange(set)
        return kept == scalars.startIndex..<scalars.endIndex ? self : String(scalars[kept])
    }
}

extension Substring {
    /// `trimmingCharacters(in:)` without Foundation; see `String.trimmed(_:)`.
    func trimmed(_ set: TrimSet) -> String {
        String(unicodeScalars[unicodeScalars.untrimmedRange(set)])
    }
}

extension Substring.UnicodeScalarView {
    /// The range left when scalars in `set` are removed from both ends.
    func untrimmedRange(_ set: TrimSet) -> Range<Index> {
        var start = startIndex
        var end = endIndex
        while start < end, set.contains(self[start]) { formIndex(after: &start) }
        while end > start {
            let before = index(before: end)
            guard set.contains(self[before]) else { break }
            end = before
        }
        return start..<end
    }
}
