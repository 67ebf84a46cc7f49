/// Turns a declaration block as scraped from a page into plain Swift text.
///
/// Markdown links (`[Text](url)`) become their text (the code of a label written as one code
/// span), HTML entities are decoded, and
/// everything else — including whitespace and line breaks — is preserved, so line
/// numbers in the cleaned text still match the source file.
enum DeclarationTextCleaner {
    /// Returns `text` with markdown links replaced by their text and HTML entities decoded.
    static func clean(_ text: String) -> String {
        HTMLEntityDecoder.decode(removingMarkdownLinks(from: text))
    }

    /// Replaces every `[label](destination)` with `label`; leaves other brackets alone.
    ///
    /// Swift array types (`[CGFloat]`) and calls (`[CGFloat]()`) look like links, so a
    /// destination must look like a URL or path: no spaces, and a `/`, `#` or `:`, or a
    /// `.md` / `.html` file name.
    static func removingMarkdownLinks(from text: String) -> String {
        // A link needs a `]` character followed by a `(` one, so the bytes `](`; without them
        // the text comes back unchanged (`DeclarationTextCleanerTests`).
        guard containsLinkMiddle(text) else { return text }
        return removingMarkdownLinksByCharacter(from: text)
    }

    /// Whether the UTF-8 of `text` holds `](`.
    static func containsLinkMiddle(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "("), previous == UInt8(ascii: "]") { return true }
            previous = byte
        }
        return false
    }

    /// `removingMarkdownLinks` character by character (any text).
    static func removingMarkdownLinksByCharacter(from text: String) -> String {
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(chars.count)
        var i = 0
        while i < chars.count {
            if chars[i] == "[", let link = link(in: chars, at: i) {
                out.append(contentsOf: codeSpanContent(link.label))
                i = link.end
            } else {
                out.append(chars[i])
                i += 1
            }
        }
        return out
    }

    /// A label written as one code span (`` [`Hashable`](/documentation/Swift/Hashable) ``, as
    /// HTML-to-markdown dumps write a declaration's type links) is the code in it.
    static func codeSpanContent(_ label: String) -> String {
        guard label.count > 2, label.first == "`", label.last == "`",
              !label.dropFirst().dropLast().contains("`") else { return label }
        return String(label.dropFirst().dropLast())
    }

    /// The link starting at `start` (an opening `[`), if there is one on the same line.
    private static func link(in chars: [Character], at start: Int) -> (label: String, end: Int)? {
        var depth = 0
        var j = start
        while j < chars.count, !chars[j].isNewline {
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j + 1 < chars.count, chars[j] == "]", chars[j + 1] == "(" else { return nil }
        var k = j + 2
        while k < chars.count, chars[k] != ")", !chars[k].isWhitespace { k += 1 }
        guard k < chars.count, chars[k] == ")" else { return nil }
        let destination = chars[(j + 2)..<k]
        guard looksLikeDestination(String(destination)) else { return nil }
        return (String(chars[(start + 1)..<j]), k + 1)
    }

    /// Whether a parenthesised text is a link destination rather than Swift arguments.
    private static func looksLikeDestination(_ destination: String) -> Bool {
        guard !destination.isEmpty else { return false }
        if destination.contains(where: { $0 == "/" || $0 == "#" || $0 == ":" }) { return true }
        return destination.hasSuffix(".md") || destination.hasSuffix(".html")
    }
}
