/// Refuses text nested too deeply for SwiftParser to handle safely.
///
/// swift-syntax 603 bounds the nesting of the trees it builds, but its lookahead recurses
/// without that bound: a few thousand `[` in type position overflow the stack and crash the
/// process. Its lookahead for `[` is also exponential in the number of open `[` (each level
/// doubles the time: 16 levels take seconds). Real Swift is never nested anywhere near
/// these limits, so deeper text is reported as unparseable before SwiftParser sees it.
enum NestingGuard {
    /// Deepest nesting of brackets (plus generic angle brackets on a line) let through.
    static let limit = 128
    /// Most `[` open at once let through.
    static let squareLimit = 12

    /// Where nesting first exceeds `limit`: 1-based line and column, or nil when it never does.
    ///
    /// Counts `(`, `[`, `{` against their closers over the whole text, and `<` directly
    /// after an identifier (generic arguments) against `>`, per line. Strings and comments
    /// are not skipped, which can only make the guard stricter than needed.
    static func firstExcess(in text: String) -> (line: Int, column: Int)? {
        // Most bytes change nothing: skip them by table, count lines and find columns from where
        // the line started (`NestingGuardTests` compares with the byte-by-byte walk).
        var text = text
        return text.withUTF8 { bytes -> (line: Int, column: Int)? in
            var depth = 0, angles = 0, squares = 0, line = 1, lineStart = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                guard isMarked[Int(byte)] else { continue }
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                    lineStart = offset + 1
                    angles = 0
                case UInt8(ascii: "("), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: "["):
                    depth += 1
                    squares += 1
                case UInt8(ascii: "]"):
                    depth = max(depth - 1, 0)
                    squares = max(squares - 1, 0)
                case UInt8(ascii: ")"), UInt8(ascii: "}"):
                    depth = max(depth - 1, 0)
                case UInt8(ascii: "<"):
                    let previous = offset > 0 ? bytes[offset - 1] : 0
                    if isIdentifierByte(previous) || previous == UInt8(ascii: "<") { angles += 1 }
                default:  // ">"
                    angles = max(angles - 1, 0)
                }
                if depth + angles > limit || squares > squareLimit { return (line, offset - lineStart + 1) }
            }
            return nil
        }
    }

    /// The bytes `firstExcess` acts on.
    private static let isMarked: [Bool] = (0..<256).map { byte in
        "\n({[]})<>".utf8.contains(UInt8(byte))
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
