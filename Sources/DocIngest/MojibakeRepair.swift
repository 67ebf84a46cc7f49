/// Repairs UTF-8 text that was once decoded as cp1252 and re-encoded (`â€”` for `—`).
///
/// Works run by run: a maximal run of non-ASCII characters that are all single cp1252
/// bytes is re-encoded to bytes and decoded as UTF-8. The run is replaced only when
/// that decoding is valid and shorter, so genuine Latin-1 text (`café`) is left alone.
enum MojibakeRepair {
    /// A repair that was made: the 1-based line, what stood there, what replaced it.
    struct Repair: Equatable {
        var line: Int
        var original: String
        var replacement: String
    }

    /// Returns the repaired text and the repairs made.
    ///
    /// Read on the text's UTF-8: the bytes between repaired runs are copied as they are (every
    /// scalar outside a repaired run is kept), so a text with nothing to repair is returned
    /// unchanged without being rebuilt scalar by scalar. `MojibakeRepairPathsTests` compares
    /// it with the scalar-by-scalar repair.
    static func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        guard ByteScan.containsCP1252LeadScalar(text) else {
            return (text, [])
        }
        var source = text
        return source.withUTF8 { bytes -> (text: String, repairs: [Repair]) in
            var output: [UInt8] = []
            var copied = 0
            var repairs: [Repair] = []
            var run: [Unicode.Scalar] = []
            var runStart = 0
            var line = 1

            func flush(at end: Int) {
                defer { run.removeAll(keepingCapacity: true) }
                guard run.count >= 2, let fixed = decodeRun(run) else { return }
                if output.isEmpty { output.reserveCapacity(bytes.count) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<runStart]))
                output.append(contentsOf: fixed.utf8)
                copied = end
                let original = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self)
                repairs.append(Repair(line: line, original: original, replacement: fixed))
            }

            var offset = 0
            while offset < bytes.count {
                let lead = bytes[offset]
                if lead < 0x80 {
                    if !run.isEmpty { flush(at: offset) }
                    if lead == UInt8(ascii: "\n") { line += 1 }
                    offset += 1
                    continue
                }
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for next in 1..<length { value = value << 6 | UInt32(bytes[offset + next] & 0x3F) }
                if let scalar = Unicode.Scalar(value), Windows1252.byte(for: scalar) != nil {
                    if run.isEmpty { runStart = offset }
                    run.append(scalar)
                } else if !run.isEmpty {
                    flush(at: offset)
                }
                offset += length
            }
            if !run.isEmpty { flush(at: bytes.count) }
            guard !repairs.isEmpty else { return (text, []) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return (String(decoding: output, as: UTF8.self), repairs)
        }
    }

    /// Decodes a run's cp1252 bytes as UTF-8 when they form valid multi-byte sequences.
    private static func decodeRun(_ run: [Unicode.Scalar]) -> String? {
        let bytes = run.compactMap(Windows1252.byte(for:))
        guard bytes.count == run.count, let lead = bytes.first, lead >= 0xC2, lead <= 0xF4 else { return nil }
        var decoded = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var codec = UTF8()
        loop: while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar): decoded.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        guard decoded.count < run.count, !decoded.contains(where: { $0.value < 0x80 }) else { return nil }
        return String(decoded)
    }
}
