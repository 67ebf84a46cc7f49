/// A word-level diff of two sentences or listings (longest common subsequence over tokens).
///
/// Tokens: a code span with its backticks, a run of letters/digits/`_`, or any other single
/// non-space character; whitespace separates tokens and is not one.
public enum WordDiff {
    /// Token pairs beyond this many (old × new) are diffed as a whole replacement.
    static let cellLimit = 400_000

    /// The tokens of `text`.
    public static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inSpan = false
        func flush() { if !current.isEmpty { tokens.append(current); current = "" } }
        for character in text {
            if inSpan {
                current.append(character)
                if character == "`" { inSpan = false; flush() }
            } else if character == "`" {
                flush(); current.append(character); inSpan = true
            } else if character.isWhitespace {
                flush()
            } else if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                flush(); tokens.append(String(character))
            }
        }
        flush()
        return tokens
    }

    /// The edits turning `old` into `new`, adjacent tokens of one op joined by a space.
    public static func diff(_ old: String, _ new: String) -> [WordEdit] {
        merge(edits(tokens(old), tokens(new)))
    }

    /// Token-level edits (one token each).
    static func edits(_ a: [String], _ b: [String]) -> [(WordEdit.Op, String)] {
        if a.count * b.count > cellLimit {
            return a.map { (.delete, $0) } + b.map { (.insert, $0) }
        }
        // lengths[i][j]: LCS length of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [(WordEdit.Op, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append((.equal, a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                result.append((.delete, a[i])); i += 1
            } else {
                result.append((.insert, b[j])); j += 1
            }
        }
        return result
    }

    static func merge(_ edits: [(WordEdit.Op, String)]) -> [WordEdit] {
        var merged: [WordEdit] = []
        for (op, token) in edits {
            if let last = merged.last, last.op == op {
                merged[merged.count - 1].text += " " + token
            } else {
                merged.append(WordEdit(op: op, text: token))
            }
        }
        return merged
    }
}
