/// How docgen's JSON writers spell a string (`JSONPrinter` for the generic encoder path,
/// `PageRecordJSON` for page records): quoted; `"` and `\` escaped; `\b \f \n \r \t`; other
/// controls as `\u00XX` (lower-case hex); `/` and everything else as UTF-8 — as `JSONEncoder.docgen`.
enum JSONStringBytes {
    static func append(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        write(value, runs: { bytes.append(contentsOf: $0) }, escaped: { escape($0) { bytes.append($0) } })
        bytes.append(UInt8(ascii: "\""))
    }

    /// `value`'s UTF-8 between the quotes: `runs` gets each stretch written as it is, `escaped`
    /// each byte in between that needs escaping (`needsEscape`), in order.
    @inline(__always)
    static func write(_ value: String, runs: (UnsafeBufferPointer<UInt8>) -> Void, escaped: (UInt8) -> Void) {
        var value = value
        value.withUTF8 { utf8 in
            var mark = 0
            // Every index found is a byte to escape (or the end): the scan is exact.
            var index = firstEscapeCandidate(in: utf8, from: 0)
            while index < utf8.count {
                runs(UnsafeBufferPointer(rebasing: utf8[mark..<index]))
                escaped(utf8[index])
                mark = index + 1
                index = firstEscapeCandidate(in: utf8, from: mark)
            }
            runs(UnsafeBufferPointer(rebasing: utf8[mark...]))
        }
    }

    /// Whether `byte` is written escaped: a control, `"` or `\`.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C
    }

    /// The first index at or after `start` that may need escaping, `utf8.count` when none does:
    /// eight bytes at a time, a word without a control, `"` or `\` skipped whole (the usual
    /// zero-byte test: a byte of `x` is zero only if its bit is set in
    /// `(x - 0x01…) & ~x & 0x80…`, and a set bit in that mask always comes with some zero byte —
    /// so a word whose mask is empty has none). The index returned is exact: a flagged word is
    /// read byte by byte. `JSONStringBytesTests` compares it with the byte loop.
    static func firstEscapeCandidate(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = utf8.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= utf8.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
                let control = (word &- ones &* 0x20) & ~word
                let flagged = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | control) & highs
                if flagged != 0 { break }
                index += 8
            }
        }
        while index < utf8.count, !needsEscape(utf8[index]) { index += 1 }
        return index
    }

    /// The bytes that stand for `byte` (one that `needsEscape`).
    @inline(__always)
    static func escape(_ byte: UInt8, _ emit: (UInt8) -> Void) {
        emit(0x5C)
        switch byte {
        case UInt8(ascii: "\""): emit(UInt8(ascii: "\""))
        case 0x5C: emit(0x5C)
        case 0x08: emit(UInt8(ascii: "b"))
        case 0x0C: emit(UInt8(ascii: "f"))
        case 0x0A: emit(UInt8(ascii: "n"))
        case 0x0D: emit(UInt8(ascii: "r"))
        case 0x09: emit(UInt8(ascii: "t"))
        default:
            let digits: [UInt8] = Array("0123456789abcdef".utf8)
            for digit in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]] {
                emit(digit)
            }
        }
    }
}
