/// Front matter of the plainest shape read by hand: every line `key: value`, where the key is a
/// word and the value a one-line plain scalar that no YAML rule touches.
///
/// Accepted only when each line is a key of ASCII letters, digits, `_` and `-` starting with a
/// letter (not a word YAML 1.1 resolves as null or a boolean), a colon, spaces, and a non-empty
/// value that does not start with a YAML indicator, has no `: `, ` #`, trailing `:` or trailing
/// space, no tab or control character, and no scalar libyaml treats as a line break or a byte
/// order mark; no key repeats; no empty lines, comments, indentation or document markers. For
/// such text libyaml gives a mapping of exactly these key and value texts, which is what
/// `FrontMatterYAML` reads from its events; anything else returns nil and goes to libyaml.
/// `FrontMatterPlainTests` compares the two on every page's front matter and crafted headers.
public enum FrontMatterPlain {
    /// The fields of `yaml`, or nil when it is not of the plain shape.
    public static func fields(_ yaml: String) -> [String: String]? {
        var yaml = yaml
        return yaml.withUTF8 { read($0) }
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: String]? {
        guard !bytes.isEmpty else { return nil }
        // One field per line: room for all of them up front.
        var fields = [String: String](minimumCapacity: bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            guard let (key, value) = field(UnsafeBufferPointer(rebasing: bytes[start..<end])),
                  fields.updateValue(value, forKey: key) == nil else { return nil }
            start = end + 1
        }
        return fields
    }

    /// One `key: value` line, or nil when it is not of the plain shape.
    private static func field(_ line: UnsafeBufferPointer<UInt8>) -> (String, String)? {
        guard let first = line.first, isLetter(first) else { return nil }
        var colon = 1
        while colon < line.count, isKeyByte(line[colon]) { colon += 1 }
        guard colon < line.count, colon <= 64, line[colon] == UInt8(ascii: ":") else { return nil }
        var valueStart = colon + 1
        while valueStart < line.count, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        guard valueStart > colon + 1, valueStart < line.count, !isIndicator(line[valueStart]),
              line[line.count - 1] != UInt8(ascii: " "), line[line.count - 1] != UInt8(ascii: ":") else { return nil }
        let value = UnsafeBufferPointer(rebasing: line[valueStart...])
        guard isPlainValue(value) else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: line[..<colon]), as: UTF8.self)
        guard !resolvedWords.contains(key.lowercased()) else { return nil }
        return (key, String(decoding: value, as: UTF8.self))
    }

    /// Whether every byte of `value` may stand in a one-line plain scalar as it is.
    private static func isPlainValue(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < value.count {
            let byte = value[offset]
            if byte < 0x80 {
                guard byte >= 0x20, byte != 0x7F else { return false }
                if byte == UInt8(ascii: ":") || byte == UInt8(ascii: " ") {
                    // `: ` ends a key, ` #` starts a comment.
                    let next = offset + 1 < value.count ? value[offset + 1] : 0
                    if byte == UInt8(ascii: ":"), next == UInt8(ascii: " ") { return false }
                    if byte == UInt8(ascii: " "), next == UInt8(ascii: "#") { return false }
                }
                offset += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard offset + length <= value.count else { return false }
            var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for next in 1..<length { scalar = scalar << 6 | UInt32(value[offset + next] & 0x3F) }
            guard (0xA0...0xD7FF).contains(scalar) || (0xE000...0xFFFD).contains(scalar) || scalar >= 0x10000,
                  scalar != 0x2028, scalar != 0x2029, scalar != 0xFEFF else { return false }
            offset += length
        }
        return true
    }

    /// A byte a plain scalar may not start with (YAML indicators, quotes, space).
    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
             UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"), UInt8(ascii: " "):
            return true
        default:
            return false
        }
    }

    /// Words YAML 1.1 resolves to null or a boolean: as keys, left to libyaml and Yams.
    private static let resolvedWords: Set<String> = ["null", "true", "false", "yes", "no", "on", "off", "y", "n"]

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
