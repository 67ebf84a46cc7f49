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
        let digits = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: 16)
        for position in 0..<16 {
            bytes[15 - position] = digits[Int((value >> (UInt64(position) * 4)) & 0xF)]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
