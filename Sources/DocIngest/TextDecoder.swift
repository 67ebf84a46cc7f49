import Foundation
import DocModel

/// Decodes a file's bytes to clean text, leaving a diagnostic for everything it had to do.
///
/// Order: byte-order mark → declared charset (HTML `<meta charset>`) → strict UTF-8 →
/// cp1252 fallback; then NUL removal, line-ending normalisation and mojibake repair.
public enum TextDecoder {
    /// What kind of document the bytes are expected to hold (decides charset sniffing).
    public enum Hint: Sendable {
        case text
        case html
    }

    /// Thrown for bytes that are not text at all.
    public struct NotText: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    /// Decodes `bytes` read from `file` (a path used only in diagnostics).
    public static func decode(_ bytes: [UInt8], file: String, hint: Hint = .text) throws(NotText) -> SourceText {
        var diagnostics: [Diagnostic] = []
        func note(_ id: String, _ severity: Diagnostic.Severity, _ message: String, line: Int? = nil) {
            diagnostics.append(Diagnostic(id: "docgen.extract.\(id)", severity: severity, message: message, file: file, line: line))
        }

        if looksBinary(bytes) {
            throw NotText(diagnostic: Diagnostic(
                id: "docgen.extract.binary-input", severity: .error,
                message: "file is not text (control bytes in the first 4 KiB); skipped", file: file))
        }

        var (text, encoding) = decodeCharset(bytes, hint: hint, note: note)

        if ByteScan.contains(0, in: text) {
            let count = text.utf8.lazy.filter { $0 == 0 }.count
            text.removeAll { $0 == "\u{0}" }
            note("nul-removed", .warning, "removed \(count) NUL character(s)")
        }
        if ByteScan.contains(13, in: text) {
            let crlf = text.components(separatedBy: "\r\n").count - 1
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            note("line-endings-normalized", .note, crlf > 0 ? "converted CRLF line endings to LF" : "converted lone CR line endings to LF")
        }
        let repaired = MojibakeRepair.repair(text)
        text = repaired.text
        for repair in repaired.repairs {
            note("mojibake-repaired", .note, "repaired cp1252 mojibake \"\(repair.original)\" to \"\(repair.replacement)\"", line: repair.line)
        }
        if let (count, line) = bidiControls(in: text) {
            note("bidi-control", .warning,
                 "\(count) bidirectional control character(s) (U+202A–U+202E, U+2066–U+2069), which can make text display "
                 + "other than it reads; kept, and escaped wherever docgen writes code", line: line)
        }
        return SourceText(text: text, encoding: encoding, diagnostics: diagnostics)
    }

    /// How many embedding, override and isolate controls `text` holds, and the line of the first.
    static func bidiControls(in text: String) -> (count: Int, line: Int)? {
        // U+202A…U+202E are E2 80 AA…AE in UTF-8, U+2066…U+2069 are E2 81 A6…A9.
        guard ByteScan.containsPair(0xE2, 0x80...0x81, in: text) else { return nil }
        if let found = text.utf8.withContiguousStorageIfAvailable(bidiControls(inUTF8:)) { return found }
        return bidiControlsByByte(text)
    }

    /// `bidiControls(in:)` on contiguous UTF-8: `memchr` to each `E2`, lines counted only up to
    /// the first control (`ByteScanTests` compares it with `bidiControlsByByte`).
    static func bidiControls(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, line: Int)? {
        guard let base = bytes.baseAddress else { return nil }
        var count = 0
        var first = -1
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, 0xE2, bytes.count - offset) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if index + 2 < bytes.count, isBidiControl(bytes[index + 1], bytes[index + 2]) {
                count += 1
                if first < 0 { first = index }
            }
            offset = index + 1
        }
        guard count > 0 else { return nil }
        var line = 1
        for byte in UnsafeBufferPointer(rebasing: bytes[..<first]) where byte == 10 { line += 1 }
        return (count, line)
    }

    /// `bidiControls(in:)` byte by byte, for any text.
    static func bidiControlsByByte(_ text: String) -> (count: Int, line: Int)? {
        var count = 0
        var firstLine = 0
        var line = 1
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte == 10 { line += 1 }
            if previous.0 == 0xE2, isBidiControl(previous.1, byte) {
                count += 1
                if firstLine == 0 { firstLine = line }
            }
            previous = (previous.1, byte)
        }
        return count > 0 ? (count, firstLine) : nil
    }

    /// Whether `E2` followed by these two bytes is an embedding, override or isolate control.
    private static func isBidiControl(_ second: UInt8, _ third: UInt8) -> Bool {
        (second == 0x80 && (0xAA...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third))
    }

    private static func decodeCharset(
        _ bytes: [UInt8], hint: Hint,
        note: (String, Diagnostic.Severity, String, Int?) -> Void
    ) -> (String, String) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            note("bom-removed", .note, "removed UTF-8 byte-order mark", 1)
            return decodeUTF8(bytes.dropFirst(3), note: note)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            note("utf16-decoded", .note, "decoded UTF-16 little-endian (byte-order mark)", nil)
            return (decodeUTF16(bytes.dropFirst(2), bigEndian: false), "utf-16le")
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            note("utf16-decoded", .note, "decoded UTF-16 big-endian (byte-order mark)", nil)
            return (decodeUTF16(bytes.dropFirst(2), bigEndian: true), "utf-16be")
        }
        if hint == .html, let declared = CharsetSniffer.declaredCharset(in: bytes) {
            switch declared {
            case "windows-1252", "iso-8859-1", "latin1", "us-ascii", "iso-8859-15", "ascii":
                if String(validating: bytes, as: UTF8.self) == nil || bytes.allSatisfy({ $0 < 0x80 }) {
                    note("charset-declared", .note, "decoded as windows-1252 per <meta charset=\"\(declared)\">", nil)
                    return (Windows1252.decode(bytes), "windows-1252")
                }
                note("charset-mismatch", .warning, "<meta charset=\"\(declared)\"> declared but the bytes are valid UTF-8; read as UTF-8", nil)
            case "utf-8", "utf8":
                break
            default:
                note("charset-unsupported", .warning, "unsupported <meta charset=\"\(declared)\">; read as UTF-8", nil)
            }
        }
        return decodeUTF8(bytes[...], note: note)
    }

    /// Strict UTF-8, else windows-1252 (which maps every byte) with a warning naming the first bad line.
    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, note: (String, Diagnostic.Severity, String, Int?) -> Void) -> (String, String) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, "utf-8") }
        note("invalid-utf8", .warning, "bytes are not valid UTF-8; decoded as windows-1252", firstInvalidLine(bytes))
        return (Windows1252.decode(bytes), "windows-1252")
    }

    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? (a << 8 | b) : (b << 8 | a))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Binary if more than 1 in 20 of the first 4 KiB are control bytes other than tab, newline,
    /// form feed, CR and NUL (UTF-16 and NUL-padded text). Random bytes hold about 1 in 10.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return false }
        let count = min(bytes.count, 4096)
        guard count > 0 else { return false }
        let controls = bytes.withUnsafeBufferPointer { controlBytes(in: UnsafeBufferPointer(rebasing: $0[..<count])) }
        return controls * 20 > count
    }

    /// How many bytes of `bytes` are control bytes other than tab, newline, form feed, CR and
    /// NUL: eight at a time, looking at single bytes only in a word holding a byte below 0x20.
    static func controlBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        func isCounted(_ byte: UInt8) -> Bool { byte < 0x20 && byte != 9 && byte != 10 && byte != 13 && byte != 12 && byte != 0 }
        guard let base = bytes.baseAddress else { return 0 }
        var controls = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            // Per byte: the high bit of (low seven bits + 0x60) or of the byte itself is set
            // exactly when the byte is 0x20 or more (no carry crosses a byte).
            let atLeastSpace = ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x6060_6060_6060_6060) | word
            if ~atLeastSpace & 0x8080_8080_8080_8080 != 0 {
                for index in offset..<(offset + 8) where isCounted(bytes[index]) { controls += 1 }
            }
            offset += 8
        }
        while offset < bytes.count {
            if isCounted(bytes[offset]) { controls += 1 }
            offset += 1
        }
        return controls
    }

    private static func firstInvalidLine(_ bytes: ArraySlice<UInt8>) -> Int? {
        var line = 1
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 10 { line += 1 }
            if byte >= 0x80 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                let end = min(index + length, bytes.endIndex)
                if length == 1 || String(validating: bytes[index..<end], as: UTF8.self) == nil { return line }
                index = end
                continue
            }
            index += 1
        }
        return nil
    }
}
