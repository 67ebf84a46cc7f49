import Foundation

/// Substring search and replacement with a byte-level fast path.
///
/// Foundation's `contains`, `range(of:)` and `replacingOccurrences(of:with:)` compare grapheme
/// clusters up to canonical equivalence, through `NSString` and UTF-16. For *simple* text —
/// every scalar a cluster of its own and canonically equivalent only to itself (ASCII without
/// CR, precomposed Latin, general punctuation, CJK ideographs and punctuation, full-width forms)
/// — that is UTF-8 byte equality, and matches start and end on scalar boundaries. When both
/// strings are simple these functions compare bytes; otherwise they call Foundation, so the
/// result is Foundation's either way.
enum SimpleText {
    /// Whether every scalar of `text` is simple (see `isSimpleScalar`).
    static func isSimple<S: StringProtocol>(_ text: S) -> Bool {
        if let simple = text.utf8.withContiguousStorageIfAvailable(isSimpleUTF8) { return simple }
        return text.unicodeScalars.allSatisfy(isSimpleScalar)
    }

    /// `isSimple` on a string's (valid) UTF-8: ASCII bytes tested directly, other scalars decoded
    /// in place (`SimpleTextTests` compares it with the scalar test).
    static func isSimpleUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while true {
            index = printableASCIIEnd(base, from: index, to: bytes.count)
            guard index < bytes.count else { return true }
            guard let (simple, length) = simpleScalar(at: index, in: bytes), simple else { return false }
            index += length
        }
    }

    /// The first offset in `start..<end` whose byte is not printable ASCII (`0x20...0x7E`, each a
    /// simple scalar), or `end`: eight bytes at a time, then byte by byte.
    @inline(__always)
    static func printableASCIIEnd(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while end - index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            guard isPrintableASCII(word) else { break }
            index += 8
        }
        while index < end, base[index] >= 0x20, base[index] <= 0x7E { index += 1 }
        return index
    }

    /// Whether all eight bytes of `word` are in `0x20...0x7E`: no high bit, none that a `+ 1`
    /// carries into the high bit (`0x7F`), and none that a `- 0x20` borrows into it (below `0x20`;
    /// the lowest such byte sets its own high bit whatever the bytes above it hold).
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        return (word | (word &+ ones) | (word &- 0x20 &* ones)) & highs == 0
    }

    /// Whether the scalar whose UTF-8 starts at `offset` is simple, and its length in bytes; nil
    /// for a sequence cut off by the end of the buffer.
    @inline(__always)
    static func simpleScalar(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Bool, Int)? {
        let lead = bytes[offset]
        if lead < 0x80 { return (isSimpleASCII(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard offset + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for next in 1..<length { value = value << 6 | UInt32(bytes[offset + next] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (isSimpleScalar(scalar), length)
    }

    /// An ASCII byte that is a simple scalar (`isSimpleScalar`): tab, line feed, printable.
    static func isSimpleASCII(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || (byte >= 0x20 && byte <= 0x7E)
    }

    /// A scalar that is a grapheme cluster on its own and canonically equivalent only to itself.
    static func isSimpleScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x20...0x7E: return true
        case 0xA0...0x2FF: return true  // Latin-1, Latin Extended, IPA, spacing modifiers (no combining marks)
        case 0x2010...0x2027, 0x2030...0x205E: return true  // dashes, quotes, bullets, primes (no format controls)
        case 0x2190...0x2199, 0x2713: return true  // plain arrows and the check mark (no decompositions)
        case 0x3000...0x3029, 0x3030...0x303F: return true  // CJK punctuation without the tone marks
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return true  // CJK ideographs (not the compatibility block)
        case 0xFF01...0xFF60: return true  // full-width forms (not the half-width sound marks)
        default: return false
        }
    }

    /// `String(text.prefix(count))`: in simple text every scalar is a character, so the first
    /// `count` scalars are the first `count` characters and no grapheme breaking is needed.
    static func prefix(_ text: String, characters count: Int) -> String {
        // On contiguous UTF-8: count `count` simple scalars (each a character), then require the
        // next scalar to be simple too (not to extend the last character); the prefix is the
        // bytes counted. Anything else takes the general path.
        let end = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress else { return 0 }
            var offset = 0
            var taken = 0
            while offset < bytes.count {
                // Printable ASCII bytes are simple scalars: take up to `count - taken` at once.
                let run = printableASCIIEnd(base, from: offset, to: min(bytes.count, offset + (count - taken)))
                taken += run - offset
                offset = run
                guard offset < bytes.count else { break }
                guard let (simple, length) = simpleScalar(at: offset, in: bytes), simple else { return nil }
                if taken == count { return offset }
                offset += length
                taken += 1
            }
            return offset
        }
        if let end = end ?? nil {
            return String(text[..<text.utf8.index(text.utf8.startIndex, offsetBy: end)])
        }
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var taken = 0
        while index != scalars.endIndex, taken < count {
            guard isSimpleScalar(scalars[index]) else { return String(text.prefix(count)) }
            scalars.formIndex(after: &index)
            taken += 1
        }
        // The next scalar must start a character of its own (not extend the last one).
        if index != scalars.endIndex, !isSimpleScalar(scalars[index]) { return String(text.prefix(count)) }
        return String(text[..<index])
    }

    /// `text.contains(needle)` as Foundation decides it.
    static func contains(_ text: String, _ needle: String, textIsSimple: Bool? = nil) -> Bool {
        guard !needle.isEmpty, textIsSimple ?? isSimple(text), isSimple(needle) else { return text.contains(needle) }
        return firstByteOffset(of: needle, in: text) != nil
    }

    /// Foundation's `text.range(of: needle)`.
    static func range(of needle: String, in text: String) -> Range<String.Index>? {
        guard !needle.isEmpty, isSimple(text), isSimple(needle) else { return text.range(of: needle) }
        guard let offset = firstByteOffset(of: needle, in: text) else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }

    /// Foundation's `text.replacingOccurrences(of: target, with: replacement)`.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        guard !target.isEmpty, isSimple(text), isSimple(target) else {
            return text.replacingOccurrences(of: target, with: replacement)
        }
        guard var offset = firstByteOffset(of: target, in: text) else { return text }
        let bytes = Array(text.utf8), needle = Array(target.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        while true {
            result += bytes[copied..<offset]
            result += replacement.utf8
            copied = offset + needle.count
            guard let next = firstByteOffset(of: needle, in: bytes, from: copied) else { break }
            offset = next
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The byte offset of the first occurrence of `needle` in `text`.
    static func firstByteOffset(of needle: String, in text: String) -> Int? {
        var text = text, needle = needle
        return text.withUTF8 { hay in needle.withUTF8 { pin in firstOffset(of: pin, in: hay, from: 0) } }
    }

    static func firstByteOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { hay in needle.withUnsafeBufferPointer { pin in firstOffset(of: pin, in: hay, from: start) } }
    }

    /// The offset of the first occurrence of `pin` in `hay` at or after `start` (an empty `pin`
    /// occurs at `start`): `memchr` for its first byte, `memcmp` for the rest.
    static func firstOffset(of pin: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = hay.baseAddress, let first = pin.first else { return pin.isEmpty ? start : nil }
        var start = start
        while hay.count - start >= pin.count {
            guard let found = memchr(base + start, Int32(first), hay.count - start - pin.count + 1) else { return nil }
            let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, pin.baseAddress!, pin.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}
