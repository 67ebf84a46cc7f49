/// The normal forms content hashes are taken over, so that a re-wrap, a change of markup or
/// crawler chrome is not a change of content.
///
/// Prose: inline markup removed (code-span backticks, `*`/`**` emphasis, `[text](url)` links
/// reduced to their text, HTML tags), invisible characters (zero-width spaces and joiners, soft
/// hyphens, BOM) dropped, every run of whitespace (including no-break and ideographic spaces)
/// one space, no space between two CJK characters, trimmed. Code: whitespace kept only where it
/// separates two word characters (as one space), so re-indenting or re-wrapping is no change.
public enum ContentNormalizer {
    /// The normal form of a sentence, paragraph or heading.
    public static func prose(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        forEachProseScalar(text) { out.append($0) }
        return String(out)
    }

    /// The scalars of `prose(text)`, in order, without building the string.
    @inline(__always)
    static func forEachProseScalar(_ text: String, _ emit: (Unicode.Scalar) -> Void) {
        let stripped = stripLinks(text)
        let scalars = stripped.unicodeScalars
        var emitted = false
        var last: Unicode.Scalar = " "
        var pendingSpace = false
        var inTag = false
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            if inTag { if scalar == ">" { inTag = false }; continue }
            if scalar == "<", isMarkupTag(scalars[index...]) { inTag = true; continue }
            if isInvisible(scalar) || scalar == "`" || scalar == "*" { continue }
            if isSpace(scalar) { pendingSpace = emitted; continue }
            if pendingSpace, emitted, !(isCJK(last) && isCJK(scalar)) { emit(" "); last = " " }
            pendingSpace = false
            emit(scalar)
            last = scalar
            emitted = true
        }
    }

    /// The normal form of a code listing or declaration.
    public static func code(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        forEachCodeScalar(text) { out.append($0) }
        return String(out)
    }

    /// The scalars of `code(text)`, in order, without building the string.
    @inline(__always)
    static func forEachCodeScalar(_ text: String, _ emit: (Unicode.Scalar) -> Void) {
        var emitted = false
        var last: Unicode.Scalar = " "
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) { continue }
            if isSpace(scalar) { pendingSpace = emitted; continue }
            if pendingSpace, emitted, isWord(last), isWord(scalar) { emit(" "); last = " " }
            pendingSpace = false
            emit(scalar)
            last = scalar
            emitted = true
        }
    }

    /// `[text](target)` → `text`; anything else unchanged.
    static func stripLinks(_ text: String) -> String {
        // The bytes `](` occur wherever the characters do; the character search decides.
        guard containsLinkBytes(text), text.contains("](") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"),
                  rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
                  let end = rest[close...].firstIndex(of: ")") else { break }
            result += rest[..<open]
            result += rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    static func containsLinkBytes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count >= 2, let base = utf8.baseAddress else { return false }
            // `]` is rare in prose: eight bytes at a time are passed over unless one of them is
            // `]` (a zero byte after XOR with `]]]]]]]]`); only such words are looked at bytewise.
            let ones: UInt64 = 0x0101_0101_0101_0101
            var index = 0
            while index + 8 <= utf8.count - 1 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ (ones &* 0x5D)
                if (word &- ones) & ~word & (ones &* 0x80) == 0 {
                    index += 8
                    continue
                }
                for offset in index..<(index + 8) where utf8[offset] == UInt8(ascii: "]") && utf8[offset + 1] == UInt8(ascii: "(") {
                    return true
                }
                index += 8
            }
            while index < utf8.count - 1 {
                if utf8[index] == UInt8(ascii: "]"), utf8[index + 1] == UInt8(ascii: "(") { return true }
                index += 1
            }
            return false
        }
    }

    @inline(__always)
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD: return true
        default: return false
        }
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let value = scalar.value | 0x20  // ASCII letters fold to lower case
            return scalar == "_" || scalar == "$" || scalar == "@" || scalar == "#"
                || (value >= 0x61 && value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        }
        return scalar == "_" || scalar == "$" || scalar == "@" || scalar == "#" || scalar.properties.isAlphabetic
            || ("0"..."9").contains(scalar)
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: return true
        default: return false
        }
    }

    /// Inline HTML tags a crawler may leave in prose; `Binding<Bool>` is not one.
    static let markupTags: Set<String> = ["a", "b", "br", "code", "em", "i", "p", "span", "strong", "sup", "sub", "wbr"]

    /// Whether the text after a `<` opens or closes a markup tag (`code>`, `/em>`, `a href=…>`).
    static func isMarkupTag(_ rest: Substring.UnicodeScalarView) -> Bool {
        var name = ""
        for scalar in rest.drop(while: { $0 == "/" }).prefix(8) {
            if scalar == ">" || scalar == " " || scalar == "/" { return markupTags.contains(name.lowercased()) }
            name.unicodeScalars.append(scalar)
        }
        return false
    }
}
