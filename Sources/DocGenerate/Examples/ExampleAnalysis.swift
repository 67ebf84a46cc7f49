/// What SwiftSyntax finds in one code example: whether it can be compiled as a namespaced set of
/// declarations, the names it uses but does not declare, its views and their focus bindings.
struct ExampleAnalysis: Sendable, Hashable {
    /// A view type declared at the top level of the example.
    struct ViewType: Sendable, Hashable {
        var name: String
        /// Whether `Name()` creates it (every stored property has a default or a wrapper that needs none).
        var isMountable: Bool
        /// `TextField("Title", …).focused($state)` pairs whose state is a `@FocusState … Bool`.
        var boolFocusFields: [FocusField]
    }

    /// A text field with a literal title bound to a Boolean focus state.
    struct FocusField: Sendable, Hashable {
        var title: String
        var state: String
    }

    /// Why the example cannot be compiled as a namespace of declarations, if it cannot.
    var blocker: String?
    /// Referenced names neither declared in the example nor known engine / standard-library names.
    var freeIdentifiers: [String]
    var views: [ViewType]
}
