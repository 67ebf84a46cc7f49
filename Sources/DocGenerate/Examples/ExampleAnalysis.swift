/// What SwiftSyntax finds in one placed code example: whether it can be compiled as a
/// namespaced set of declarations, and the names it uses but does not declare.
struct ExampleAnalysis: Sendable, Hashable {
    /// Why the example cannot be compiled as a namespace of declarations, if it cannot.
    var blocker: String?
    /// Referenced names neither declared in the example nor known engine / standard-library names.
    var freeIdentifiers: [String]
}
