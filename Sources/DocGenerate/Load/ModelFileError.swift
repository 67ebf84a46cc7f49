/// A model folder that cannot be read whole, naming the file at fault (docs/diff.md, "Errors";
/// docs/generate.md). Every reader of a model (`generate`, `diff`, `report`, `run`) refuses it the
/// same way; each command prints it with its own id prefix (`docgen.diff.not-a-model`).
public struct ModelFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong: `not-a-model`, `schema-version`, `duplicate-page-id`, `page-missing`,
    /// `unreadable` or `page-id-mismatch`.
    public var kind: String
    /// The file or folder at fault.
    public var file: String
    public var message: String

    public init(_ kind: String, file: String, _ message: String) {
        self.kind = kind
        self.file = file
        self.message = message
    }

    /// `file: error: message [docgen.model.kind]`.
    public var description: String { "\(file): error: \(message) [docgen.model.\(kind)]" }
}
