/// The Windows-1252 code page, the usual source of mojibake in scraped documentation.
enum Windows1252 {
    /// Code points of bytes 0x80…0x9F (nil where cp1252 leaves the byte undefined).
    static let high: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,
    ]

    /// Reverse map from a code point to its cp1252 byte.
    static let byteForScalar: [UInt32: UInt8] = {
        var map: [UInt32: UInt8] = [:]
        for (offset, scalar) in high.enumerated() {
            if let scalar { map[scalar] = UInt8(0x80 + offset) }
        }
        return map
    }()

    /// Decodes bytes as cp1252 (undefined bytes map to the C1 control of the same value, as browsers do).
    static func decode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value: UInt32 = (0x80...0x9F).contains(byte) ? (high[Int(byte - 0x80)] ?? UInt32(byte)) : UInt32(byte)
            scalars.append(Unicode.Scalar(value)!)
        }
        return String(scalars)
    }

    /// The cp1252 byte for a scalar, if the scalar is representable as one byte.
    static func byte(for scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 || (0xA0...0xFF).contains(scalar.value) { return UInt8(scalar.value) }
        if (0x80...0x9F).contains(scalar.value) { return UInt8(scalar.value) }
        return byteForScalar[scalar.value]
    }
}
