import Foundation

/// Makes page-derived text safe to place in generated Swift.
///
/// Every string that comes from a page (claim text, ids, paths, URLs, declarations shown as
/// text) goes through `escape` (inside a string literal) or `SwiftComment.sanitize` (inside a
/// `//` comment). Nothing from a page is ever placed in code position except type syntax that
/// passed `ShapeTypeFilter`.
public enum SwiftLiteral {
    /// A complete, double-quoted single-line Swift string literal whose value is `text`.
    ///
    /// Escapes `\` and `"` (so `\(`, `"""` and `#"` cannot start interpolation or another
    /// literal), line breaks and other control characters, and bidirectional-formatting
    /// characters (shown as `\u{…}` so the source reads the same as it compiles).
    public static func escape(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if SwiftComment.needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// Makes page-derived text safe inside a `//` comment: one line, no `*/` or `/*`, no control or
/// bidirectional-formatting characters (replaced by `U+XXXX`).
public enum SwiftComment {
    public static func sanitize(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += " "
            } else if needsEscape(scalar) {
                result += "U+" + String(scalar.value, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        while result.contains("*/") || result.contains("/*") {
            result = result.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
        }
        return result
    }

    /// Bidirectional marks, embeddings, overrides and isolates (the "Trojan Source" characters).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
        default: return false
        }
    }

    /// Control characters, line/paragraph separators and bidirectional marks, embeddings,
    /// overrides and isolates (U+200E–U+200F, U+202A–U+202E, U+2066–U+2069, U+061C).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C, 0x2028, 0x2029, 0xFEFF: return true
        default: return false
        }
    }
}
