import DocIngest
import Foundation

/// Whether a text holds a crawl header, reading only the lines around each `---`.
extension BilingualSplitter {
    /// How many lines `header(at:in:)` may read: the `---` line and twelve after it.
    static let headerWindow = 13

    /// `headerRange(in: SourceText.lines(of: text), from: 0) != nil`, without splitting the whole
    /// text into lines: a header starts only on a line holding `---` (`containsThreeHyphens`), so
    /// each such line is found with `memmem`, and `header(at:in:)` is asked about it given that
    /// line and the twelve after it — all it reads. Lines end at a line feed not preceded by a
    /// carriage return, as `SourceText.lines` splits them. `CrawlHeaderProbeTests`.
    static func hasHeader(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            guard bytes.baseAddress != nil else { return false }
            var searchFrom = 0
            while searchFrom < bytes.count,
                  let offset = ("---" as StaticString).withUTF8Buffer({ DetectionHead.offset(of: $0, in: bytes, from: searchFrom) }) {
                let start = lineStart(before: offset, in: bytes)
                let firstLineEnd = lineEnd(from: start, in: bytes)
                guard mayStartHeader(lineAt: start, in: bytes) else {
                    searchFrom = firstLineEnd + 1
                    continue
                }
                var end = firstLineEnd
                var lines = 1
                while end < bytes.count, lines < headerWindow {
                    end = lineEnd(from: end + 1, in: bytes)
                    lines += 1
                }
                let window = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if header(at: 0, in: SourceText.lines(of: window)) != nil { return true }
                // The next line that may hold `---`.
                searchFrom = firstLineEnd + 1
            }
            return false
        }
    }

    /// Whether `header(at:in:)` may find a header on the line starting at `start`, decided on
    /// bytes: false only when it returns nil — the line, trimmed, does not start with `---`; or
    /// it is `---` and spaces only, and of the twelve lines after it the first that is not
    /// blank starts with a character that is a single ASCII scalar starting no key (which
    /// `fields(in:)` finds nothing in, `---` included), or there is none. A non-ASCII byte where
    /// a decision needs a character, or anything else on the `---` line, leaves it to
    /// `header(at:in:)`.
    private static func mayStartHeader(lineAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = skipSpaces(from: start, in: bytes)
        guard offset < bytes.count, !isLineBreak(at: offset, in: bytes) else { return false }
        guard bytes[offset] < 0x80 else { return true }
        guard offset + 3 <= bytes.count, bytes[offset] == UInt8(ascii: "-"), bytes[offset + 1] == UInt8(ascii: "-"),
              bytes[offset + 2] == UInt8(ascii: "-") else { return false }
        offset = skipSpaces(from: offset + 3, in: bytes)
        if offset < bytes.count, !isLineBreak(at: offset, in: bytes) { return true }
        var probes = 0
        while offset < bytes.count, probes < 12 {
            // `offset` is at a line break: the next line starts after it.
            offset = skipSpaces(from: offset + 1, in: bytes)
            probes += 1
            if offset == bytes.count || isLineBreak(at: offset, in: bytes) { continue }
            let first = bytes[offset]
            if first >= 0x80 || (offset + 1 < bytes.count && bytes[offset + 1] >= 0x80) { return true }
            return asciiKeyStarts[Int(first)]
        }
        return false
    }

    /// The first offset at or after `offset` that is not a space or tab.
    private static func skipSpaces(from offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = offset
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
        return offset
    }

    /// The offset of the break ending the line that starts at `start`, or the end of the text.
    private static func lineEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start
        while end < bytes.count, !isLineBreak(at: end, in: bytes) { end += 1 }
        return end
    }

    /// Whether the byte at `offset` ends a line (`SourceText.lines`).
    @inline(__always)
    private static func isLineBreak(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes[offset] == 0x0A && (offset == 0 || bytes[offset - 1] != 0x0D)
    }

    /// The offset where the line holding `offset` starts.
    private static func lineStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = offset
        while start > 0, !isLineBreak(at: start - 1, in: bytes) { start -= 1 }
        return start
    }
}
