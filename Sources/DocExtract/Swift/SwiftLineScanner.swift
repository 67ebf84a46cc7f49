/// Tracks bracket depth line by line through Swift text, skipping strings and comments.
///
/// A heuristic, not a lexer: it knows single-line, multi-line and raw string literals with
/// interpolation, and line and nested block comments — enough to find where a listing's
/// braces balance without parsing it.
struct SwiftLineScanner {
    /// Where the scanner is between characters.
    private enum Mode {
        case code
        /// Inside a string literal; `hashes` is the raw delimiter count.
        case string(multiline: Bool, hashes: Int)
        /// Inside an interpolation; `depth` is the bracket depth where it closes.
        case interpolation(depth: Int)
        case blockComment(nesting: Int)
    }

    /// Open `{`, `(` and `[` minus closed ones, in code, since the scan began.
    private(set) var depth = 0
    private var modes: [Mode] = [.code]

    /// Scans one line and returns the lowest depth reached during it.
    mutating func scan(_ line: Substring) -> Int {
        var lowest = depth
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            i = step(chars, i)
            lowest = min(lowest, depth)
        }
        if case .string(multiline: false, _) = modes.last { modes.removeLast() }
        return lowest
    }

    /// Consumes the token at `i` and returns the index after it.
    private mutating func step(_ chars: [Character], _ i: Int) -> Int {
        switch modes.last ?? .code {
        case .blockComment(let nesting):
            if starts(chars, i, "*/") {
                modes.removeLast()
                if nesting > 1 { modes.append(.blockComment(nesting: nesting - 1)) }
                return i + 2
            }
            if starts(chars, i, "/*") {
                modes[modes.count - 1] = .blockComment(nesting: nesting + 1)
                return i + 2
            }
            return i + 1
        case .string(let multiline, let hashes):
            return stepInString(chars, i, multiline: multiline, hashes: hashes)
        case .code, .interpolation:
            return stepInCode(chars, i)
        }
    }

    private mutating func stepInCode(_ chars: [Character], _ i: Int) -> Int {
        let c = chars[i]
        if starts(chars, i, "//") { return chars.count }
        if starts(chars, i, "/*") {
            modes.append(.blockComment(nesting: 1))
            return i + 2
        }
        var hashes = 0
        while i + hashes < chars.count, chars[i + hashes] == "#" { hashes += 1 }
        if i + hashes < chars.count, chars[i + hashes] == "\"" {
            let quote = i + hashes
            let multiline = starts(chars, quote, "\"\"\"")
            modes.append(.string(multiline: multiline, hashes: hashes))
            return quote + (multiline ? 3 : 1)
        }
        switch c {
        case "{", "(", "[": depth += 1
        case "}", "]": depth -= 1
        case ")":
            depth -= 1
            if case .interpolation(let closing) = modes.last, depth == closing { modes.removeLast() }
        default: break
        }
        return i + max(hashes, 1)
    }

    private mutating func stepInString(_ chars: [Character], _ i: Int, multiline: Bool, hashes: Int) -> Int {
        let delimiter = String(repeating: "#", count: hashes)
        if starts(chars, i, "\\" + delimiter + "(") {
            modes.append(.interpolation(depth: depth))
            depth += 1
            return i + hashes + 2
        }
        if chars[i] == "\\", hashes == 0 { return i + 2 }
        let closing = (multiline ? "\"\"\"" : "\"") + delimiter
        if starts(chars, i, closing) {
            modes.removeLast()
            return i + closing.count
        }
        return i + 1
    }

    private func starts(_ chars: [Character], _ i: Int, _ text: String) -> Bool {
        var j = i
        for c in text {
            guard j < chars.count, chars[j] == c else { return false }
            j += 1
        }
        return true
    }
}
