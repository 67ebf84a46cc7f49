import DocModel

/// What `ExampleAnalyzer` found out about a code listing.
public struct ExampleAnalysis: Sendable, Hashable {
    /// What kind of Swift the listing is.
    public var shape: CodeExample.Shape
    /// Whether it parses without errors in its natural wrapping (a member fragment inside a
    /// type, statements inside a function).
    public var parsesCleanly: Bool
    /// SwiftParser's errors, at source-file lines and columns.
    public var diagnostics: [ParseDiagnostic]

    public init(shape: CodeExample.Shape, parsesCleanly: Bool, diagnostics: [ParseDiagnostic] = []) {
        self.shape = shape
        self.parsesCleanly = parsesCleanly
        self.diagnostics = diagnostics
    }
}
