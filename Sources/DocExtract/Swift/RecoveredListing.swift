import DocModel

/// A code listing found in unfenced text scraped from a rendered page.
public struct RecoveredListing: Sendable, Hashable {
    /// The listing's lines in the source file.
    public var lines: LineRange
    /// The listing's text, its lines joined with `\n`.
    public var code: String
    /// What kind of Swift it is.
    public var shape: CodeExample.Shape

    public init(lines: LineRange, code: String, shape: CodeExample.Shape) {
        self.lines = lines
        self.code = code
        self.shape = shape
    }
}
