import Foundation

/// The head of a text that format detection reads, found on UTF-8 bytes.
enum DetectionHead {
    /// The byte length of the first `count` characters of `bytes` when they and the scalar after
    /// them are simple (`SimpleText.isSimpleScalar`: then every scalar is a character and the
    /// next one cannot extend the last) — the bytes `SimpleText.prefix(text, characters: count)`
    /// keeps on its fast path; nil otherwise. Eight printable ASCII bytes at a time where it can.
    static func simpleEnd(of bytes: UnsafeBufferPointer<UInt8>, characters count: Int) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        var taken = 0
        while offset < bytes.count {
            if taken + 8 <= count, offset + 8 <= bytes.count,
               SimpleText.isPrintableASCII(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) {
                offset += 8
                taken += 8
                continue
            }
            guard let (simple, length) = SimpleText.simpleScalar(at: offset, in: bytes), simple else { return nil }
            if taken == count { return offset }
            offset += length
            taken += 1
        }
        return offset
    }

    /// Whether `bytes` starts with the ASCII `prefix`.
    static func hasPrefix(_ prefix: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        prefix.withUTF8Buffer { pin in
            pin.count <= bytes.count && (pin.count == 0 || memcmp(bytes.baseAddress!, pin.baseAddress!, pin.count) == 0)
        }
    }

    /// The offset of the first occurrence of the ASCII `needle` in `bytes`.
    static func offset(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        needle.withUTF8Buffer { pin in offset(of: pin, in: bytes, from: 0) }
    }

    /// The offset of the first occurrence of `pin` in `bytes` at or after `start`.
    static func offset(of pin: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard !pin.isEmpty else { return nil }
        return SimpleText.firstOffset(of: pin, in: bytes, from: start)
    }
}
