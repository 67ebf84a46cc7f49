/// Cheap tests on single lines of scraped text: does a line open code, is it prose.
enum CodeLineHeuristics {
    /// Words that begin a Swift declaration or statement.
    static let keywords: Set<String> = [
        "struct", "class", "enum", "protocol", "extension", "actor", "func", "var", "let",
        "import", "typealias", "init", "deinit", "subscript", "private", "fileprivate", "public",
        "internal", "open", "final", "static", "nonisolated", "override", "indirect", "macro",
        "return", "if", "guard", "else", "for", "while", "repeat", "switch", "case", "default",
        "break", "continue", "defer", "do", "catch", "throw", "try", "await", "async",
    ]

    /// Keywords that can start a listing.
    private static let openers: Set<String> = [
        "struct", "class", "enum", "protocol", "extension", "actor", "func", "var", "let",
        "import", "typealias", "private", "fileprivate", "public", "internal", "final", "open",
        "static", "nonisolated", "indirect",
    ]

    /// Whether a line can be the first line of a listing: a declaration keyword, an
    /// attribute, `#Preview`/`#if`, a comment, or a call or trailing closure (`VStack {`,
    /// `Text("a")`).
    static func startsLikeCode(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return false }
        if text.hasPrefix("//") || text.hasPrefix("/*") { return true }
        if first == "@" || first == "#" {
            return text.dropFirst().first.map { $0.isLetter || $0 == "_" } ?? false
        }
        let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if openers.contains(String(word)) {
            return text.dropFirst(word.count).first.map { $0 == " " || $0 == "<" || $0 == "(" } ?? false
        }
        guard first.isLetter || first == "_" else { return false }
        let callee = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let after = text.dropFirst(callee.count).drop { $0 == " " }
        return after.first == "(" || after.first == "{"
    }

    /// Whether a line reads as prose rather than code: only words, numbers and sentence
    /// punctuation, not starting with a Swift keyword, `.`, or a comment.
    static func isProse(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return false }
        if first == "." || text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") { return false }
        if containsCodePunctuation(text) { return false }
        let firstWord = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return !keywords.contains(String(firstWord))
    }

    /// Punctuation that marks a line as code (`isProse`), each a one-scalar ASCII character.
    private static let codePunctuationText = "{}()[]=;@$\"<>`#\\+*/&|^%"
    static let codePunctuation = Set(codePunctuationText)

    /// Whether each byte value is one of `codePunctuation`'s.
    private static let codePunctuationBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in codePunctuationText.utf8 { table[Int(byte)] = true }
        return table
    }()

    /// Whether `text` holds a `codePunctuation` character. In simple text (`SimpleText`) every
    /// scalar is a character of its own, so a byte test decides; other text is read by character
    /// (`CodeLineHeuristicsTests` compares the two).
    static func containsCodePunctuation(_ text: Substring) -> Bool {
        guard SimpleText.isSimple(text) else { return containsCodePunctuationByCharacter(text) }
        return text.utf8.contains { codePunctuationBytes[Int($0)] }
    }

    /// `containsCodePunctuation` character by character (any text).
    static func containsCodePunctuationByCharacter(_ text: Substring) -> Bool {
        text.contains { codePunctuation.contains($0) }
    }
}
