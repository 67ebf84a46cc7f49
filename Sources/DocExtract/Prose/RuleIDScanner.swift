import Foundation

/// Finds a rule id at the start of a block without a regular expression, for the pattern shape
/// `rule-markers.json` uses: `^` + literal ASCII letters + `[0-9]+` + a look-ahead for one of a
/// set of ASCII characters, e.g. `^R[0-9]+(?=[ \t(])`. A pattern of any other shape gives no
/// scanner and is matched by `NSRegularExpression` as before (`RuleIDScannerTests` compares the
/// two). Compiling the expression costs a process ≈ 8 M instructions (ICU's static sets).
struct RuleIDScanner: Sendable, Equatable {
    /// The literal the id starts with (`R`).
    let prefix: [UInt8]
    /// The bytes one of which must follow the digits (not part of the id).
    let followers: [UInt8]

    /// The scanner for `pattern`, or nil when the pattern is not of the shape described above.
    init?(pattern: String) {
        var rest = Substring(pattern)
        guard rest.hasPrefix("^") else { return nil }
        rest = rest.dropFirst()
        let letters = rest.prefix { $0.isASCII && $0.isLetter }
        guard !letters.isEmpty else { return nil }
        rest = rest.dropFirst(letters.count)
        guard rest.hasPrefix("[0-9]+(?=["), rest.hasSuffix("])") else { return nil }
        let set = rest.dropFirst("[0-9]+(?=[".count).dropLast(2)
        var followers: [UInt8] = []
        var escaped = false
        for character in set {
            guard let ascii = character.asciiValue else { return nil }
            if escaped {
                guard ascii == UInt8(ascii: "t") else { return nil }
                followers.append(0x09)
                escaped = false
            } else if ascii == UInt8(ascii: "\\") {
                escaped = true
            } else {
                // A class's special characters would need ICU's reading; plain ones only.
                guard ascii >= 0x20, ascii < 0x7F, !"[]^-&".utf8.contains(ascii) else { return nil }
                followers.append(ascii)
            }
        }
        guard !escaped, !followers.isEmpty else { return nil }
        prefix = Array(letters.utf8)
        self.followers = followers
    }

    /// The length in bytes of the rule id `text` starts with, or nil when it starts with none.
    func idLength(in text: Substring) -> Int? {
        let utf8 = text.utf8
        guard utf8.starts(with: prefix) else { return nil }
        var index = utf8.index(utf8.startIndex, offsetBy: prefix.count)
        var digits = 0
        while index < utf8.endIndex, utf8[index] >= UInt8(ascii: "0"), utf8[index] <= UInt8(ascii: "9") {
            digits += 1
            index = utf8.index(after: index)
        }
        guard digits > 0, index < utf8.endIndex, followers.contains(utf8[index]) else { return nil }
        return prefix.count + digits
    }
}

/// The rule-id pattern of `rule-markers.json`: scanned by hand when it has the usual shape
/// (`RuleIDScanner`), else matched as the regular expression it is.
struct RuleIDMatcher: @unchecked Sendable {
    let scanner: RuleIDScanner?
    /// Compiled only for a pattern the scanner does not read (immutable once made).
    let expression: NSRegularExpression?

    init(pattern: String) throws {
        scanner = RuleIDScanner(pattern: pattern)
        expression = scanner == nil ? try NSRegularExpression(pattern: pattern) : nil
    }

    /// The rule id in `text` (at its start, for the patterns the data uses), or nil.
    func idRange(in text: String) -> Range<String.Index>? {
        if let scanner {
            return scanner.idLength(in: text[...]).map { text.startIndex..<text.utf8.index(text.startIndex, offsetBy: $0) }
        }
        guard let expression, let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return Range(match.range, in: text)
    }
}
