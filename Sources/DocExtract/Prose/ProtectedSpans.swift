/// Marks the characters of a text that a sentence boundary may never fall inside:
/// code spans, balanced parentheses and brackets (markdown link targets included), and URLs.
///
/// Unbalanced openers protect nothing, so a stray `(` or backtick cannot swallow a paragraph.
struct ProtectedSpans {
    private(set) var mask: [Bool]

    /// What a text may hold that protects something; a pass whose opener the text lacks marks
    /// nothing and is skipped.
    struct Openers: OptionSet {
        let rawValue: UInt8
        static let backtick = Openers(rawValue: 1)
        static let parenthesis = Openers(rawValue: 2)
        static let fullWidthParenthesis = Openers(rawValue: 4)
        static let bracket = Openers(rawValue: 8)
        /// `://`, which both URL schemes hold.
        static let schemeSeparator = Openers(rawValue: 16)
        static let all: Openers = [.backtick, .parenthesis, .fullWidthParenthesis, .bracket, .schemeSeparator]
    }

    /// The protected characters of `chars`; `openers` must include every kind the text holds
    /// (the default assumes all).
    init<C: SentenceCharacter>(_ chars: [C], openers: Openers = .all) {
        mask = Array(repeating: false, count: chars.count)
        if openers.contains(.backtick) { markCodeSpans(chars) }
        if openers.contains(.parenthesis) { markBalanced(chars, open: "(", close: ")") }
        if openers.contains(.fullWidthParenthesis) { markBalanced(chars, open: "（", close: "）") }
        if openers.contains(.bracket) { markBalanced(chars, open: "[", close: "]") }
        if openers.contains(.schemeSeparator) { markURLs(chars) }
    }

    subscript(index: Int) -> Bool { mask[index] }

    private mutating func markCodeSpans<C: SentenceCharacter>(_ chars: [C]) {
        var open: Int?
        for (index, char) in chars.enumerated() where char == "`" {
            if let start = open {
                for inner in start...index { mask[inner] = true }
                open = nil
            } else {
                open = index
            }
        }
    }

    private mutating func markBalanced<C: SentenceCharacter>(_ chars: [C], open: C, close: C) {
        var stack: [Int] = []
        // Most characters are not brackets: compare first scalars before whole characters.
        let openScalar = open.firstScalar!, closeScalar = close.firstScalar!
        for (index, char) in chars.enumerated() where !mask[index] {
            let first = char.firstScalar
            guard first == openScalar || first == closeScalar else { continue }
            if char == open {
                stack.append(index)
            } else if char == close, let start = stack.popLast(), stack.isEmpty {
                // Only outermost pairs need marking; inner pairs lie inside them.
                for inner in start...index { mask[inner] = true }
            }
        }
    }

    /// URLs from `https://` / `http://` to the next whitespace. The scheme is found character by
    /// character (Foundation's search compared the same whole characters).
    private mutating func markURLs<C: SentenceCharacter>(_ chars: [C]) {
        for scheme in [C.elements(of: "https://"), C.elements(of: "http://")] {
            var searchStart = 0
            while let start = Self.firstIndex(of: scheme, in: chars, from: searchStart) {
                var end = start
                while end < chars.count, !chars[end].isWhitespace { end += 1 }
                // Trailing punctuation ends the sentence, not the URL.
                while end > start, Self.endsURL(chars[end - 1]) { end -= 1 }
                for index in start..<end { mask[index] = true }
                searchStart = start + scheme.count
            }
        }
    }

    /// Trailing punctuation that ends the sentence rather than the URL.
    private static func endsURL<C: SentenceCharacter>(_ char: C) -> Bool {
        switch char {
        case ".", ",", ";", ":", "!", "?", ")", "]", "”", "\"", "'": true
        default: false
        }
    }

    private static func firstIndex<C: SentenceCharacter>(of needle: [C], in chars: [C], from start: Int) -> Int? {
        guard chars.count - start >= needle.count else { return nil }
        for index in start...(chars.count - needle.count) where chars[index] == needle[0] {
            if chars[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }
}
