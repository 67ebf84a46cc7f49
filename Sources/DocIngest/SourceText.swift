import DocModel
import Foundation

/// A file's bytes decoded to clean text: the hand-off from decoding to parsing.
///
/// Line endings are `\n`, NUL bytes are gone, byte-order marks are consumed, and
/// cp1252 mojibake has been repaired; every such repair left a diagnostic.
public struct SourceText: Sendable {
    /// The decoded text.
    public var text: String
    /// The encoding the bytes were read as (`utf-8`, `utf-16le`, `windows-1252`, …).
    public var encoding: String
    /// What decoding found and did, with the file and line where known.
    public var diagnostics: [Diagnostic]

    public init(text: String, encoding: String, diagnostics: [Diagnostic] = []) {
        self.text = text
        self.encoding = encoding
        self.diagnostics = diagnostics
    }

    /// The text split into lines (without terminators); line `n` is at index `n - 1`.
    public var lines: [Substring] {
        Self.lines(of: text)
    }

    /// `text.split(separator: "\n", omittingEmptySubsequences: false)`, found by scanning UTF-8
    /// bytes instead of grapheme clusters. The same lines: a line feed is always a cluster of its
    /// own except right after a carriage return (`\r\n` is one character, which the character
    /// split does not split either).
    public static func lines(of text: String) -> [Substring] {
        var text = text
        let breaks: [Int] = text.withUTF8 { bytes in
            var offsets: [Int] = []
            guard let base = bytes.baseAddress else { return offsets }
            var start = 0
            // Each line feed found with `memchr`.
            while start < bytes.count, let hit = memchr(base + start, 0x0A, bytes.count - start) {
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if offset == 0 || bytes[offset - 1] != 0x0D { offsets.append(offset) }
                start = offset + 1
            }
            return offsets
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        for offset in breaks {
            let lineFeed = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(text[start..<lineFeed])
            start = utf8.index(after: lineFeed)
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }
}
