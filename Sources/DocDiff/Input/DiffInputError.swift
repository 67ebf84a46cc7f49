/// Input `docgen diff` cannot compare: never a partial diff, always the file and a stable id
/// (docs/diff.md, "Errors").
public struct DiffInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Stable id (`docgen.diff.not-a-model`).
    public var id: String
    /// The file or folder at fault.
    public var file: String
    public var message: String

    public init(_ id: String, file: String, _ message: String) {
        self.id = "docgen.diff." + id
        self.file = file
        self.message = message
    }

    /// `file: error: message [id]`, as diagnostics print.
    public var description: String { "\(file): error: \(message) [\(id)]" }
}
