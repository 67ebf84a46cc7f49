import Foundation

/// How `CueMatcher` prepares a sentence: quotes normalised, code spans blanked — on bytes for
/// simple text, character by character otherwise (`CueMatcherPreparationTests` compares them).
extension CueMatcher {
    /// The sentence with code spans replaced by a neutral placeholder and quotes normalised.
    static func prepare(_ sentence: String) -> String {
        let normalized = normalizeQuotes(sentence)
        guard containsBacktick(normalized) else { return normalized }
        if SimpleText.isSimple(normalized) {
            // Every scalar is a character: cut the code spans out of the bytes.
            var result: [UInt8] = []
            result.reserveCapacity(normalized.utf8.count + 8)
            var inCode = false
            for byte in normalized.utf8 {
                if byte == UInt8(ascii: "`") {
                    if !inCode { result += [UInt8(ascii: "c"), UInt8(ascii: "o"), UInt8(ascii: "d"), UInt8(ascii: "e")] }
                    inCode.toggle()
                } else if !inCode {
                    result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
        return prepareByCharacter(normalized)
    }

    /// Whether `text` holds a backtick (`memchr` on contiguous UTF-8).
    static func containsBacktick(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: "`")), bytes.count) != nil
        } ?? text.utf8.contains(UInt8(ascii: "`"))
    }

    /// `prepare`'s code-span blanking character by character (any text; `normalized` has its
    /// quotes normalised).
    static func prepareByCharacter(_ normalized: String) -> String {
        var result = ""
        var inCode = false
        for char in normalized {
            if char == "`" {
                if !inCode { result += "code" }
                inCode.toggle()
            } else if !inCode {
                result.append(char)
            }
        }
        return result
    }

    /// `’` and `‘` as `'` (whole characters, as Foundation's replacement matched them).
    static func normalizeQuotes(_ text: String) -> String {
        guard containsCurlyQuote(text) else { return text }
        if SimpleText.isSimple(text) {
            // Every scalar is a character: replace the quotes' bytes (E2 80 98/99) by `'`.
            var result: [UInt8] = []
            result.reserveCapacity(text.utf8.count)
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x98 || bytes[index + 2] == 0x99 {
                    result.append(UInt8(ascii: "'"))
                    index += 3
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
        return normalizeQuotesByCharacter(text)
    }

    /// Whether `text` holds `’` or `‘`: on contiguous UTF-8 a `memchr` to each `E2` and a look
    /// at the two bytes after it (E2 80 98/99), else by scalar (`CueMatcherPreparationTests`).
    static func containsCurlyQuote(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, 0xE2, bytes.count - offset) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x98 || bytes[index + 2] == 0x99 { return true }
                offset = index + 1
            }
            return false
        }
        return found ?? text.unicodeScalars.contains { $0 == "\u{2019}" || $0 == "\u{2018}" }
    }

    /// `normalizeQuotes` character by character (any text).
    static func normalizeQuotesByCharacter(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for char in text { result.append(char == "’" || char == "‘" ? "'" : char) }
        return result
    }
}
