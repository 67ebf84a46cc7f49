import Foundation

/// Page text made safe to place in the report, before Mustache's `{{…}}` escapes `< > & " '`.
///
/// Page text is hostile data. Besides markup (escaped by the templates) it may carry characters
/// that HTML and XML forbid or that reorder what a reader sees: those are written as visible
/// `[U+XXXX]` markers, so the report stays well-formed and a bidi override can never disguise
/// the text around it.
enum ReportText {
    /// `text` with line endings normalised and forbidden or invisible-reordering characters shown as `[U+XXXX]`.
    static func display(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\r" { out += "\n"; continue }
            if scalar == "\n" { if !previousWasCR { out += "\n" }; continue }
            if isVisibleSafe(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "[U+" + String(format: "%04X", scalar.value) + "]"
            }
        }
        return out
    }

    /// Whether a scalar may be written as is: allowed in XML 1.0 and HTML text, and not a bidi
    /// control, byte-order mark or noncharacter.
    static func isVisibleSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return true
        case 0x00...0x1F, 0x7F...0x9F: return false
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return false
        case 0xFDD0...0xFDEF: return false
        default: return scalar.value & 0xFFFE != 0xFFFE
        }
    }

    /// The URL when it is an absolute `http` or `https` URL with a host and no whitespace,
    /// control or bidi character; nil for anything else (`javascript:`, `data:`, relative, …).
    static func httpURL(_ candidate: String?) -> String? {
        guard let candidate, !candidate.isEmpty,
              candidate.unicodeScalars.allSatisfy({ isVisibleSafe($0) && !CharacterSet.whitespacesAndNewlines.contains($0) }),
              let components = URLComponents(string: candidate),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty
        else { return nil }
        return components.string
    }

    /// A relative link to a source file: `base` (ending in `/`) and `path` with every component
    /// percent-encoded except letters, digits and `- . _ ~ ( )`, so it can never carry a scheme,
    /// query or fragment.
    static func sourceHref(base: String, path: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~()")
        let encoded = path.split(separator: "/", omittingEmptySubsequences: true).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        }
        let prefix = base.isEmpty ? "./" : (base.hasSuffix("/") ? base : base + "/")
        return prefix + encoded.joined(separator: "/")
    }
}
