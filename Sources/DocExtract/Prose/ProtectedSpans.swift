/// Marks the characters of a text that a sentence boundary may never fall inside:
/// code spans, balanced parentheses and brackets (markdown link targets included), and URLs.
///
/// Unbalanced openers protect nothing, so a stray `(` or backtick cannot swallow a paragraph.
struct ProtectedSpans {
    private(set) var mask: [Bool]

    init(_ chars: [Character]) {
        mask = Array(repeating: false, count: chars.count)
        markCodeSpans(chars)
        markBalanced(chars, open: "(", close: ")")
        markBalanced(chars, open: "（", close: "）")
        markBalanced(chars, open: "[", close: "]")
        markURLs(chars)
    }

    subscript(index: Int) -> Bool { mask[index] }

    private mutating func markCodeSpans(_ chars: [Character]) {
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

    private mutating func markBalanced(_ chars: [Character], open: Character, close: Character) {
        var stack: [Int] = []
        for (index, char) in chars.enumerated() where !mask[index] {
            if char == open {
                stack.append(index)
            } else if char == close, let start = stack.popLast(), stack.isEmpty {
                // Only outermost pairs need marking; inner pairs lie inside them.
                for inner in start...index { mask[inner] = true }
            }
        }
    }

    private mutating func markURLs(_ chars: [Character]) {
        let text = String(chars)
        for scheme in ["https://", "http://"] {
            var searchStart = text.startIndex
            while let range = text.range(of: scheme, range: searchStart..<text.endIndex) {
                let start = text.distance(from: text.startIndex, to: range.lowerBound)
                var end = start
                while end < chars.count, !chars[end].isWhitespace { end += 1 }
                // Trailing punctuation ends the sentence, not the URL.
                while end > start, ".,;:!?)]”\"'".contains(chars[end - 1]) { end -= 1 }
                for index in start..<end { mask[index] = true }
                searchStart = range.upperBound
            }
        }
    }
}
