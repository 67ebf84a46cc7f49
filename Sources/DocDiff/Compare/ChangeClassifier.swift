import Foundation

/// Decides whether a difference between two texts is the documentation's (`real-change`), a
/// crawl defect of one side (`crawler-loss`) or only `formatting` (docs/diff.md, "Classes").
enum ChangeClassifier {
    /// The class of a difference, with the side that lost content and the reason.
    struct Verdict: Equatable {
        var `class`: Change.Class
        var lossSide: Change.Side?
        var reason: String
    }

    /// Two sentences (or declarations) that say the same thing in different forms, or not.
    static func classify(old: String, new: String) -> Verdict {
        if squash(old) == squash(new) {
            let oldSpans = codeSpans(old), newSpans = codeSpans(new)
            if oldSpans.count != newSpans.count {
                let side: Change.Side = oldSpans.count < newSpans.count ? .old : .new
                let richer = side == .old ? newSpans : oldSpans
                return Verdict(class: .crawlerLoss, lossSide: side,
                               reason: "\(side.rawValue) lacks code span markup (\(richer.first ?? "")), words run together or split")
            }
            if let side = splitIdentifierSide(old: old, new: new) {
                return Verdict(class: .crawlerLoss, lossSide: side,
                               reason: "\(side.rawValue) splits a symbol name into words (link or code text lost its form)")
            }
            return Verdict(class: .formatting, lossSide: nil, reason: "same words; spacing or markup differs")
        }
        if let side = LinkText.unresolvedSide(old: old, new: new) {
            return Verdict(class: .crawlerLoss, lossSide: side, reason: "\(side.rawValue) shows a link target (doc://, [https://…] or a -xxxxx suffix) instead of its text")
        }
        if loose(old) == loose(new) {
            return Verdict(class: .formatting, lossSide: nil, reason: "same words; punctuation, quotes or case differ")
        }
        if LinkText.masked(old) != old || LinkText.masked(new) != new, loose(LinkText.masked(old)) == loose(LinkText.masked(new)) {
            return Verdict(class: .formatting, lossSide: nil, reason: "same words; only the targets of links both crawls show unresolved differ")
        }
        if let side = LinkText.truncatedSide(old: old, new: new) {
            return Verdict(class: .crawlerLoss, lossSide: side, reason: "\(side.rawValue) shows link text cut at a hyphen (a shortened URL slug)")
        }
        if let loss = oneSidedLoss(old: old, new: new) { return loss }
        return Verdict(class: .realChange, lossSide: nil, reason: "wording differs")
    }

    /// A crawl loss: one side's tokens are the other's with runs missing, and each missing run
    /// is a code span, or at most 12 tokens (a symbol name with its labels) and leaves a gap (`labeled by .`, `the  view`, `()`).
    static func oneSidedLoss(old: String, new: String) -> Verdict? {
        let edits = WordDiff.edits(WordDiff.tokens(old), WordDiff.tokens(new))
        let deletes = edits.contains { $0.0 == .delete }, inserts = edits.contains { $0.0 == .insert }
        guard deletes != inserts else { return nil }
        let side: Change.Side = inserts ? .old : .new
        let poorer = side == .old ? old : new
        let missing = WordDiff.merge(edits).filter { $0.op != .equal }.map(\.text)
        let gap = hasGap(poorer)
        for run in missing {
            let isSpan = run.hasPrefix("`") && run.hasSuffix("`")
            let short = run.split(separator: " ").count <= 12
            guard isSpan || (short && gap) else { return nil }
        }
        let what = missing.allSatisfy { $0.hasPrefix("`") } ? "code span" : "link or code text"
        return Verdict(class: .crawlerLoss, lossSide: side,
                       reason: "\(side.rawValue) lacks \(what) \(missing.map { "“\($0)”" }.joined(separator: ", "))")
    }

    /// The side that splits a camel-case name (`Animation Context`, `s RGB`) the other writes whole.
    static func splitIdentifierSide(old: String, new: String) -> Change.Side? {
        let a = WordDiff.tokens(old), b = WordDiff.tokens(new)
        guard a.count != b.count else { return nil }
        let (split, whole): (Change.Side, [String]) = a.count > b.count ? (.old, b) : (.new, a)
        let isName = { (token: String) -> Bool in
            let scalars = Array(token.unicodeScalars)
            return zip(scalars, scalars.dropFirst()).contains { $0.properties.isLowercase && $1.properties.isUppercase }
        }
        let splitTokens = Set(split == .old ? a : b)
        return whole.contains { !splitTokens.contains($0) && isName($0) } ? split : nil
    }

    /// Whether text shows the hole a dropped span leaves: space before punctuation, two spaces,
    /// empty parentheses or quotes.
    static func hasGap(_ text: String) -> Bool {
        for pattern in [" .", " ,", " ;", " :", " )", "( ", "  ", "()", "“”", "\"\"", " 。", " ，"] where text.contains(pattern) {
            return true
        }
        return text.hasSuffix(" ") || text.hasPrefix(" ")
    }

    /// The code spans of a text, with backticks.
    static func codeSpans(_ text: String) -> [String] {
        WordDiff.tokens(text).filter { $0.count > 1 && $0.hasPrefix("`") && $0.hasSuffix("`") }
    }

    /// Text without whitespace, backticks or emphasis.
    static func squash(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "`" && $0 != "*" }.map(Character.init))
    }

    /// Sentence punctuation and quotes; not `?`, `<`, `(` and the like, which carry meaning in code.
    static let sentencePunctuation: Set<Character> = [".", ",", ";", ":", "!", "'", "\"", "“", "”", "‘", "’", "«", "»",
                                                      "。", "，", "；", "：", "！", "、", "—", "–", "-"]

    /// The squashed text lowercased, without sentence punctuation or quotes.
    static func loose(_ text: String) -> String {
        String(squash(text).lowercased().filter { !sentencePunctuation.contains($0) })
    }
}
