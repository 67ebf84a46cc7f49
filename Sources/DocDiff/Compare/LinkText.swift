import Foundation

/// How crawls render links they could not resolve or shortened: a link's target shown instead of
/// its text, DocC disambiguation suffixes, link text cut at a hyphen (docs/diff.md, "Classes").
enum LinkText {
    /// What an unresolved link's target is replaced with by ``masked(_:)``.
    static let placeholder = "⟨link⟩"

    /// The side whose text shows a link's target instead of its text: a `doc://` or bracketed
    /// `[https://…]` link, or a DocC disambiguation suffix (`body-8kl5o`) on a word the other side has bare.
    static func unresolvedSide(old: String, new: String) -> Change.Side? {
        let marks = { (text: String, other: String) -> Bool in
            text.contains("doc://") && !other.contains("doc://") || text.contains("[http") && !other.contains("[http")
                || hasDisambiguationSuffix(text, other)
        }
        switch (marks(old, new), marks(new, old)) {
        case (true, false): return .old
        case (false, true): return .new
        default: return nil
        }
    }

    /// Whether `text` has `word-xxxxx` (4–6 lowercase letters and digits, at least one digit)
    /// where `other` has `word`.
    static func hasDisambiguationSuffix(_ text: String, _ other: String) -> Bool {
        let otherWords = Set(other.split(whereSeparator: { $0.isWhitespace }).map { $0.trimmingCharacters(in: .punctuationCharacters) })
        return text.split(whereSeparator: { $0.isWhitespace }).contains { raw in
            let word = raw.trimmingCharacters(in: .punctuationCharacters)
            guard let dash = word.lastIndex(of: "-") else { return false }
            let suffix = word[word.index(after: dash)...]
            return (4...6).contains(suffix.count) && suffix.contains(where: \.isNumber)
                && suffix.allSatisfy { $0.isNumber || ($0.isLowercase && $0.isASCII) } && otherWords.contains(String(word[..<dash]))
        }
    }

    /// `text` with every shown link target (a word holding `://`: `doc://…`, `[https://…]`)
    /// replaced by ``placeholder``, sentence punctuation after it kept.
    static func masked(_ text: String) -> String {
        guard text.contains("://") else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard word.contains("://") else { return String(word) }
            var body = Substring(word), tail = ""
            while let last = body.last, ChangeClassifier.sentencePunctuation.contains(last) {
                tail = String(last) + tail
                body = body.dropLast()
            }
            return placeholder + tail
        }.joined(separator: " ")
    }

    /// The side whose link text is the other's cut at a hyphen (`Adding-Interactivity-with` for
    /// `Adding-Interactivity-with-Gestures`, link text a crawl made from a shortened URL slug),
    /// every other word equal.
    static func truncatedSide(old: String, new: String) -> Change.Side? {
        let a = old.split(whereSeparator: \.isWhitespace), b = new.split(whereSeparator: \.isWhitespace)
        guard a.count == b.count, a != b else { return nil }
        var side: Change.Side?
        for (x, y) in zip(a, b) where x != y {
            let p = x.trimmingCharacters(in: .punctuationCharacters), q = y.trimmingCharacters(in: .punctuationCharacters)
            let found: Change.Side
            if isCut(p, of: q) { found = .old } else if isCut(q, of: p) { found = .new } else { return nil }
            guard side == nil || side == found else { return nil }
            side = found
        }
        return side
    }

    /// Whether `short` is hyphenated and `long` is `short` continued after a hyphen.
    private static func isCut(_ short: String, of long: String) -> Bool {
        short.contains("-") && long.count > short.count && long.hasPrefix(short + "-")
    }
}
