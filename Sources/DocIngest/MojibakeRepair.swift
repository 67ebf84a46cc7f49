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
    static func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        guard ByteScan.containsCP1252LeadScalar(text) else {
            return (text, [])
        }
        var output = String.UnicodeScalarView()
        var repairs: [Repair] = []
        var run: [Unicode.Scalar] = []
        var line = 1

        func flush() {
            defer { run.removeAll(keepingCapacity: true) }
            guard run.count >= 2, let fixed = decodeRun(run) else {
                output.append(contentsOf: run)
                return
            }
            output.append(contentsOf: fixed.unicodeScalars)
            var original = String.UnicodeScalarView()
            original.append(contentsOf: run)
            repairs.append(Repair(line: line, original: String(original), replacement: fixed))
        }

        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80, Windows1252.byte(for: scalar) != nil {
                run.append(scalar)
            } else {
                flush()
                output.append(scalar)
                if scalar == "\n" { line += 1 }
            }
        }
        flush()
        return (String(output), repairs)
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
