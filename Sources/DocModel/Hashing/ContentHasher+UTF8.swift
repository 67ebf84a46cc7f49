/// The normal forms hashed straight from valid UTF-8: the rules of
/// `ContentNormalizer.forEachProseScalar` / `forEachCodeScalar`, with ASCII bytes tested as
/// bytes and every kept scalar hashed as the bytes it already has (a scalar's UTF-8 is its bytes
/// in the text). Only scalars outside ASCII are decoded, for the invisible, space, CJK and word
/// tests. `ContentHasherUTF8Tests` compares both with the scalar path.
extension ContentHasher {
    /// The prose normal form's bytes of `bytes`, whose links are already stripped.
    mutating func addProseUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        var emitted = false
        var lastIsCJK = false
        var pendingSpace = false
        var inTag = false
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                if !inTag, Self.isPlainProse(byte) {
                    // A run of bytes no rule touches, hashed as it is (after any pending space:
                    // an ASCII scalar is never CJK).
                    if pendingSpace, emitted { step(0x20) }
                    pendingSpace = false
                    repeat {
                        step(bytes[offset])
                        offset += 1
                    } while offset < bytes.count && Self.isPlainProse(bytes[offset])
                    lastIsCJK = false
                    emitted = true
                    continue
                }
                offset += 1
                if inTag { if byte == UInt8(ascii: ">") { inTag = false }; continue }
                if byte == UInt8(ascii: "<"), Self.opensMarkupTag(bytes, after: offset) { inTag = true; continue }
                if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "*") { continue }
                if Self.isASCIISpace(byte) { pendingSpace = emitted; continue }
                // An ASCII scalar is never CJK, so a pending space is always written before it.
                if pendingSpace, emitted { step(0x20) }
                pendingSpace = false
                step(byte)
                lastIsCJK = false
                emitted = true
                continue
            }
            let start = offset
            let scalar = Self.scalar(at: &offset, in: bytes)
            if inTag || ContentNormalizer.isInvisible(scalar) { continue }
            if scalar.properties.isWhitespace { pendingSpace = emitted; continue }
            let isCJK = ContentNormalizer.isCJK(scalar)
            if pendingSpace, emitted, !(lastIsCJK && isCJK) { step(0x20) }
            pendingSpace = false
            for index in start..<offset { step(bytes[index]) }
            lastIsCJK = isCJK
            emitted = true
        }
    }

    /// The code normal form's bytes of `bytes`.
    mutating func addCodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        var emitted = false
        var lastIsWord = false
        var pendingSpace = false
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                offset += 1
                if Self.isASCIISpace(byte) { pendingSpace = emitted; continue }
                let isWord = ContentNormalizer.isWord(Unicode.Scalar(byte))
                if pendingSpace, emitted, lastIsWord, isWord { step(0x20) }
                pendingSpace = false
                step(byte)
                lastIsWord = isWord
                emitted = true
                continue
            }
            let start = offset
            let scalar = Self.scalar(at: &offset, in: bytes)
            if ContentNormalizer.isInvisible(scalar) { continue }
            if scalar.properties.isWhitespace { pendingSpace = emitted; continue }
            let isWord = ContentNormalizer.isWord(scalar)
            if pendingSpace, emitted, lastIsWord, isWord { step(0x20) }
            pendingSpace = false
            for index in start..<offset { step(bytes[index]) }
            lastIsWord = isWord
            emitted = true
        }
    }

    /// A printable ASCII byte other than space, `<`, `` ` `` and `*`: outside a tag, prose keeps it
    /// as it is.
    @inline(__always)
    private static func isPlainProse(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "`") && byte != UInt8(ascii: "*")
    }

    /// `ContentNormalizer.isSpace` of an ASCII scalar.
    @inline(__always)
    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The scalar whose (valid, multi-byte) UTF-8 starts at `offset`; `offset` moves past it.
    @inline(__always)
    private static func scalar(at offset: inout Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        let lead = bytes[offset]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for next in 1..<length { value = value << 6 | UInt32(bytes[offset + next] & 0x3F) }
        offset += length
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// `ContentNormalizer.isMarkupTag` of the text after a `<` at `offset`: the `/` bytes it
    /// skips are skipped here, and the eight scalars it may read (at most 32 bytes) are handed
    /// to it as they are.
    private static func opensMarkupTag(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Bool {
        var start = offset
        while start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
        var end = start
        var scalars = 0
        while end < bytes.count, scalars < 8 {
            let lead = bytes[end]
            end += lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            scalars += 1
        }
        let window = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]), as: UTF8.self)
        return ContentNormalizer.isMarkupTag(Substring(window).unicodeScalars)
    }
}
