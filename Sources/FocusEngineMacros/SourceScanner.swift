/// The tokens of a piece of Swift source, as far as the engine's macros need to see them: words
/// (identifiers, keywords, numbers, backticked names), string literals as one token each, and
/// every other character as punctuation of its own. Comments and whitespace are skipped.
///
/// The compiler hands a macro plugin the source text of the nodes it expands; this scanner is what
/// lets the plugin read that text without a Swift parser. It never fails: text it cannot read
/// (an unterminated string, a stray byte) still becomes tokens, and the compiler, which parses the
/// expansion again, reports what is wrong with it.
struct SourceScanner {
    /// One token: its kind and its byte range in the scanned text.
    struct Token: Equatable {
        /// What a token is.
        enum Kind: Equatable {
            /// An identifier, keyword or number (`Preview`, `var`, `42`, `` `default` ``, `$0`).
            case word
            /// A string literal, interpolations and delimiters included.
            case string
            /// Any other character, one token each (`(`, `{`, `:`, `?`, `-`, `>`, `@`, `#`).
            case punctuation(UInt8)
        }

        let kind: Kind
        let range: Range<Int>
    }

    let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text from the first token's start to the last token's end, or "" for no tokens.
    func text(of tokens: ArraySlice<Token>) -> String {
        guard let first = tokens.first, let last = tokens.last else { return "" }
        return text(first.range.lowerBound..<last.range.upperBound)
    }

    /// Every token of the text.
    func tokens() -> [Token] {
        var tokens: [Token] = []
        var index = 0
        scan(from: &index, into: &tokens, until: nil)
        return tokens
    }

    /// Scans tokens from `index` until the byte `closer` at depth zero (consumed, not appended) or
    /// the end of the text: an interpolation inside a string literal ends at its `)`.
    private func scan(from index: inout Int, into tokens: inout [Token], until closer: UInt8?) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isSpace(byte) { index += 1; continue }
            if byte == UInt8(ascii: "/"), skipComment(at: &index) { continue }
            let start = index
            if let literal = stringLiteral(at: index) {
                index = literal
                tokens.append(Token(kind: .string, range: start..<index))
            } else if byte == UInt8(ascii: "`") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 10 { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                tokens.append(Token(kind: .word, range: start..<index))
            } else if Self.isWord(byte) {
                while index < bytes.count, Self.isWord(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .word, range: start..<index))
            } else {
                if let closer {
                    if byte == closer, depth == 0 { index += 1; return }
                    if byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: ")") { depth -= 1 }
                }
                index += 1
                tokens.append(Token(kind: .punctuation(byte), range: start..<index))
            }
        }
    }

    /// Skips a `//` or (nested) `/* */` comment at `index`; false if none starts there.
    private func skipComment(at index: inout Int) -> Bool {
        guard index + 1 < bytes.count else { return false }
        if bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != 10 { index += 1 }
            return true
        }
        guard bytes[index + 1] == UInt8(ascii: "*") else { return false }
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1; index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1; index += 2
                if depth == 0 { return true }
            } else {
                index += 1
            }
        }
        return true
    }

    /// The end of a string literal starting at `start` (`"…"`, `"""…"""`, `#"…"#`, with
    /// interpolations), or nil if none starts there.
    private func stringLiteral(at start: Int) -> Int? {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let multiline = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
                index += 1 + hashes
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "(") {
                    index += 1
                    var ignored: [Token] = []
                    scan(from: &index, into: &ignored, until: UInt8(ascii: ")"))
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\""), closes(at: index, multiline: multiline, hashes: hashes) {
                return index + (multiline ? 3 : 1) + hashes
            } else if byte == 10, !multiline {
                return index
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private func closes(at index: Int, multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        guard index + quotes <= bytes.count,
              bytes[index..<index + quotes].allSatisfy({ $0 == UInt8(ascii: "\"") }) else { return false }
        return hashesFollow(index + quotes, count: hashes)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 11 || byte == 12
    }

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character.
    private static func isWord(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }
}
