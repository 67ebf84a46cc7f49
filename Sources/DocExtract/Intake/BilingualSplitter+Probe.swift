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
                var end = start
                var lines = 0
                var firstLineEnd = bytes.count
                while end < bytes.count {
                    if isLineBreak(at: end, in: bytes) {
                        if lines == 0 { firstLineEnd = end }
                        lines += 1
                        if lines == headerWindow { break }
                    }
                    end += 1
                }
                let window = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if header(at: 0, in: SourceText.lines(of: window)) != nil { return true }
                // The next line that may hold `---`.
                searchFrom = firstLineEnd + 1
            }
            return false
        }
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
