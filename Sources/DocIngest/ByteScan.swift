import Foundation

/// Byte searches over a string's UTF-8 with `memchr`, for the tests every decoded page goes
/// through (most pages have none of what is looked for). Each answers exactly what the scan it
/// replaces answered; `ByteScanTests` compares them on crafted text.
enum ByteScan {
    /// `text.utf8.contains(byte)`.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        } ?? text.utf8.contains(byte)
    }

    /// Whether the two-byte sequence `first` + a byte in `second` occurs.
    static func containsPair(_ first: UInt8, _ second: ClosedRange<UInt8>, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(first), buffer.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index + 1 < buffer.count, second.contains(buffer[index + 1]) { return true }
                offset = index + 1
            }
            return false
        } ?? zip(text.utf8, text.utf8.dropFirst()).contains { $0 == first && second.contains($1) }
    }

    /// Whether a scalar in U+00C2…U+00F4 occurs (`MojibakeRepair`'s test for cp1252 leads): in
    /// UTF-8 those are `C3 82` … `C3 B4`.
    static func containsCP1252LeadScalar(_ text: String) -> Bool {
        containsPair(0xC3, 0x82...0xB4, in: text)
    }
}
