/// A reader of JSON data files (the phrasebooks, the rule markers) that hands out one value at a
/// time: no value tree, no `Decoder`, none of `JSONDecoder`'s dynamic casts — whose first-time
/// protocol-conformance lookups cost a process several million instructions each decode.
///
/// Strict where JSON is: a string must be valid UTF-8 without raw control characters, escapes
/// are JSON's (`\uXXXX` with surrogate pairs), literals are `true`, `false`, `null`, and nothing
/// but whitespace may follow the top-level value. Where `JSONDecoder` is lenient this reader is
/// too: a trailing comma may close an array or object, of a key repeated in one object the first
/// value counts, and a skipped number's bytes are not checked (the files use no numbers).
final class JSONPullReader {
    /// Why the data could not be read: what was expected, at which byte offset.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var expected: String
        var offset: Int
        var description: String { "JSON: expected \(expected) at byte \(offset)" }
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads an object, calling `member` with each key; `member` must read that key's value.
    func readObject(_ member: (String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        var keys: Set<String> = []
        if try peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            let key = try readString()
            try expect(UInt8(ascii: ":"))
            if keys.insert(key).inserted { try member(key) } else { try skipValue() }
            if try peek() == UInt8(ascii: ",") {
                position += 1
                if try peek() == UInt8(ascii: "}") {
                    position += 1
                    return
                }
                continue
            }
            try expect(UInt8(ascii: "}"))
            return
        }
    }

    /// Reads an array, calling `element` once per element; `element` must read it.
    func readArray(_ element: () throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try element()
            if try peek() == UInt8(ascii: ",") {
                position += 1
                if try peek() == UInt8(ascii: "]") {
                    position += 1
                    return
                }
                continue
            }
            try expect(UInt8(ascii: "]"))
            return
        }
    }

    /// Reads an array of strings.
    func readStringArray() throws -> [String] {
        var strings: [String] = []
        try readArray { strings.append(try readString()) }
        return strings
    }

    /// Reads a string.
    func readString() throws -> String {
        try expect(UInt8(ascii: "\""))
        // Most strings have no escapes: up to the closing quote, made at once.
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            // ASCII is valid UTF-8 as it stands.
            let content = bytes[position..<end]
            if content.allSatisfy({ $0 < 0x80 }) {
                position = end + 1
                return String(decoding: content, as: UTF8.self)
            }
            guard let string = String(validating: content, as: UTF8.self) else {
                throw Failure(expected: "a string of valid UTF-8", offset: end)
            }
            position = end + 1
            return string
        }
        var utf8: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw Failure(expected: "a string of valid UTF-8", offset: position - 1)
                }
                return string
            case UInt8(ascii: "\\"):
                try readEscape(into: &utf8)
            case ..<0x20:
                throw Failure(expected: "an escaped control character", offset: position - 1)
            default:
                utf8.append(byte)
            }
        }
        throw Failure(expected: "the end of the string", offset: position)
    }

    /// Reads and discards one value of any kind.
    func skipValue() throws {
        switch try peek() {
        case UInt8(ascii: "{"): try readObject { _ in try skipValue() }
        case UInt8(ascii: "["): try readArray { try skipValue() }
        case UInt8(ascii: "\""): _ = try readString()
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        default: try skipNumber()
        }
    }

    /// Checks that only whitespace follows the value read.
    func finish() throws {
        skipWhitespace()
        guard position == bytes.count else { throw Failure(expected: "the end of the data", offset: position) }
    }

    /// A failure for the value just read, when its content is not what the caller accepts.
    func invalid(_ expected: String) -> Failure {
        Failure(expected: expected, offset: position)
    }

    private func readEscape(into utf8: inout [UInt8]) throws {
        guard position < bytes.count else { throw Failure(expected: "an escape", offset: position) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var value = try readHex4()
            if (0xD800..<0xDC00).contains(value) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw Failure(expected: "a low surrogate", offset: position)
                }
                position += 2
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw Failure(expected: "a low surrogate", offset: position - 4) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(value) {
                throw Failure(expected: "a high surrogate first", offset: position - 4)
            }
            utf8.append(contentsOf: String(Character(Unicode.Scalar(value)!)).utf8)
        default:
            throw Failure(expected: "a JSON escape", offset: position - 1)
        }
    }

    private func readHex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw Failure(expected: "four hex digits", offset: position) }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure(expected: "four hex digits", offset: position)
            }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }

    /// Skips a number as `JSONDecoder` skips one it does not decode: a `-` or digit, then every
    /// byte a number may hold (digits, `.`, `e`, `E`, `+`, `-`), unchecked.
    private func skipNumber() throws {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "-") || isDigit(bytes[position]) else {
            throw Failure(expected: "a value", offset: position)
        }
        position += 1
        while position < bytes.count, isDigit(bytes[position]) || "+-.eE".utf8.contains(bytes[position]) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func expectLiteral(_ literal: String) throws {
        let start = position
        guard bytes[position...].starts(with: literal.utf8) else { throw Failure(expected: literal, offset: start) }
        position += literal.utf8.count
    }

    /// The next byte after whitespace, not consumed.
    private func peek() throws -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { throw Failure(expected: "more data", offset: position) }
        return bytes[position]
    }

    private func expect(_ byte: UInt8) throws {
        guard try peek() == byte else { throw Failure(expected: "'\(Character(Unicode.Scalar(byte)))'", offset: position) }
        position += 1
    }

    private func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }
}
