import SwiftParser
import SwiftSyntax

/// Wraps a member fragment — top-level properties and functions including `var body` — in a
/// view struct, so it can be compiled like a declaration example.
enum FragmentWrapper {
    /// The name of the view a member fragment is wrapped in.
    static let viewName = "ExampleView"

    /// Whether `code` is a member fragment: only properties and functions, one of them `body`.
    static func isMemberFragment(_ code: String) -> Bool {
        let items = Parser.parse(source: code).statements
        guard !items.isEmpty else { return false }
        var hasBody = false
        for item in items {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                if variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }) {
                    hasBody = true
                }
            } else if !item.item.is(FunctionDeclSyntax.self) {
                return false
            }
        }
        return hasBody
    }

    /// `struct ExampleView: View {` + the fragment + `}`.
    static func wrap(_ code: String) -> String {
        "struct \(viewName): View {\n\(code)\n}"
    }
}
