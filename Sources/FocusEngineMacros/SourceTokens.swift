/// Scanned source and its tokens, with the bracket matching and splitting the macros read by.
struct SourceTokens {
    let scanner: SourceScanner
    let tokens: [SourceScanner.Token]

    init(_ source: String) {
        scanner = SourceScanner(source)
        tokens = scanner.tokens()
    }

    /// The bytes and line breaks before the first token: the comments and whitespace the compiler
    /// includes in a node's source, which its location counts from.
    var leadingTrivia: (bytes: Int, lineBreaks: Int) {
        let end = tokens.first?.range.lowerBound ?? scanner.bytes.count
        return (end, scanner.bytes[..<end].reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
    }

    /// Whether the token at `index` exists and is the punctuation `character`.
    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard tokens.indices.contains(index) else { return false }
        return tokens[index].kind == .punctuation(UInt8(ascii: character))
    }

    /// The text of the word at `index`, or nil if it is not a word.
    func word(_ index: Int) -> String? {
        guard tokens.indices.contains(index), tokens[index].kind == .word else { return nil }
        return scanner.text(tokens[index].range)
    }

    /// The text of the tokens in `range`, from the first one's start to the last one's end.
    func text(_ range: Range<Int>) -> String {
        scanner.text(of: tokens[range])
    }

    /// The text strictly between the bracket at `open` and the one at `close`, without the
    /// whitespace at its ends.
    func inner(_ open: Int, _ close: Int) -> String {
        let start = tokens[open].range.upperBound, end = tokens[close].range.lowerBound
        return scanner.text(start..<max(start, end)).trimmingWhitespace()
    }

    /// The index of the bracket closing the `(`, `[` or `{` at `open` (the last token if it is never
    /// closed).
    func closing(_ open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            if case .punctuation(let byte) = tokens[index].kind {
                if Self.openers.contains(byte) { depth += 1 }
                if Self.closers.contains(byte) { depth -= 1 }
                if depth == 0 { return index }
            }
        }
        return tokens.count - 1
    }

    /// The ranges of `range` between the `,` tokens outside brackets.
    func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound, index = range.lowerBound
        while index < range.upperBound {
            if case .punctuation(let byte) = tokens[index].kind {
                if Self.openers.contains(byte) { index = closing(index) + 1; continue }
                if byte == UInt8(ascii: ",") { parts.append(start..<index); start = index + 1 }
            }
            index += 1
        }
        if start < range.upperBound || !parts.isEmpty { parts.append(start..<range.upperBound) }
        return parts
    }

    /// The index after the attributes (`@Name`, `@Name(…)`) and modifiers (words other than
    /// `stopWords`, with an optional `(…)` as in `private(set)`) from `index`.
    func skipAttributesAndModifiers(from index: Int, until stopWords: Set<String>) -> Int {
        var index = index
        while index < tokens.count {
            if isPunctuation(index, "@"), word(index + 1) != nil {
                index += 2
            } else if let word = word(index), !stopWords.contains(word) {
                index += 1
            } else {
                return index
            }
            if isPunctuation(index, "(") { index = closing(index) + 1 }
        }
        return index
    }

    private static let openers: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
    private static let closers: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")]
}

extension String {
    /// The string without spaces, tabs and line breaks at its ends.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
