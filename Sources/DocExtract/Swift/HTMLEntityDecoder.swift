/// Decodes the HTML character references found in scraped declaration text.
enum HTMLEntityDecoder {
    /// Named entities that occur in documentation pages.
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "hellip": "…", "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’",
        "ldquo": "“", "rdquo": "”", "rarr": "→", "larr": "←",
    ]

    /// Returns `text` with `&name;`, `&#NN;` and `&#xHH;` references decoded; unknown ones stay.
    static func decode(_ text: String) -> String {
        // No `&` byte, no reference (the character search below finds only a lone `&` anyway).
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let afterAmp = rest.index(after: amp)
            let limit = rest[afterAmp...].prefix(12)
            if let semi = limit.firstIndex(of: ";"),
               let decoded = decodeReference(String(rest[afterAmp..<semi])) {
                out += decoded
                rest = rest[rest.index(after: semi)...]
            } else {
                out.append("&")
                rest = rest[afterAmp...]
            }
        }
        out += rest
        return out
    }

    /// The text for one reference body (`amp`, `#60`, `#x3C`), or nil if it is not one.
    private static func decodeReference(_ body: String) -> String? {
        if let value = named[body] { return value }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let scalar: UInt32?
        if digits.first == "x" || digits.first == "X" {
            scalar = UInt32(digits.dropFirst(), radix: 16)
        } else {
            scalar = UInt32(digits, radix: 10)
        }
        guard let scalar, let unicode = Unicode.Scalar(scalar) else { return nil }
        return String(Character(unicode))
    }
}
