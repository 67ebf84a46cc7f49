/// `ContentHash.of(parts)` computed as the parts are produced: no part is built as a string.
///
/// `part()` starts the next part (writing the U+001F separator before every part but the first);
/// what follows is hashed as that part's UTF-8 bytes. `hex` equals `ContentHash.of` of the same
/// parts.
struct ContentHasher {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    private var started = false

    /// Starts a new part.
    @inline(__always)
    mutating func part() {
        if started { step(0x1F) }
        started = true
    }

    @inline(__always)
    mutating func step(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// The UTF-8 bytes of `text`.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in for byte in utf8 { step(byte) } }
    }

    mutating func add(_ text: StaticString) {
        text.withUTF8Buffer { utf8 in for byte in utf8 { step(byte) } }
    }

    /// The UTF-8 bytes of one scalar.
    @inline(__always)
    mutating func add(_ scalar: Unicode.Scalar) {
        if scalar.value < 0x80 {
            step(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            for byte in UTF8.encode(scalar)! { step(byte) }
        }
    }

    /// `ContentNormalizer.prose(text)`'s bytes, read from the UTF-8 (`addProseUTF8`).
    mutating func addProse(_ text: String) {
        var stripped = ContentNormalizer.stripLinks(text)
        stripped.withUTF8 { addProseUTF8($0) }
    }

    /// `ContentNormalizer.code(text)`'s bytes, read from the UTF-8 (`addCodeUTF8`).
    mutating func addCode(_ text: String) {
        var text = text
        text.withUTF8 { addCodeUTF8($0) }
    }

    /// `ContentNormalizer.prose(text)`'s bytes scalar by scalar (`forEachProseScalar`): the
    /// definition `addProse` is tested against.
    mutating func addProseByScalars(_ text: String) {
        ContentNormalizer.forEachProseScalar(text) { add($0) }
    }

    /// `ContentNormalizer.code(text)`'s bytes scalar by scalar (`forEachCodeScalar`).
    mutating func addCodeByScalars(_ text: String) {
        ContentNormalizer.forEachCodeScalar(text) { add($0) }
    }

    /// The hash as `ContentHash` writes it: 16 lower-case hex digits.
    var hex: String { ContentHash.hex(state) }
}
