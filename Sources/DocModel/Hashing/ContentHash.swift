/// A stable hash of normalized documentation content: 64-bit FNV-1a over UTF-8, written as 16
/// lowercase hex digits (`9f2c…`).
///
/// Stable across runs, processes and platforms (unlike `Hasher`), so a model written today can be
/// compared with one written next year. Parts are separated by U+001F so `["ab", "c"]` and
/// `["a", "bc"]` differ. See docs/model.md ("Content hashes").
public enum ContentHash {
    /// The version of the normalization and hash; bump when either changes meaning.
    public static let version = 1

    /// The hash of `parts`, in order.
    public static func of(_ parts: [String]) -> String {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { state = step(state, 0x1F) }
            for byte in part.utf8 { state = step(state, byte) }
        }
        return hex(state)
    }

    @inline(__always)
    private static func step(_ state: UInt64, _ byte: UInt8) -> UInt64 {
        (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    static func hex(_ value: UInt64) -> String {
        // Written straight into the string's storage: no digit table or byte array per hash.
        String(unsafeUninitializedCapacity: 16) { buffer in
            for position in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: value >> (UInt64(15 - position) * 4)) & 0xF
                buffer[position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }
}
