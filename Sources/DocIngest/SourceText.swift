import DocModel

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
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
