import SwiftSyntax

/// Scenarios for an example that shows the `resetFocus` environment action only as a call —
/// `@Namespace var main`, `@Environment(\.resetFocus) var resetFocus`, `resetFocus(in: main)` in
/// a body or closure nothing triggers — so mounting the example observes nothing. The case
/// declares a probe with the example's two properties: a scope `main` holding a field `Other`, a
/// field `Default` preferring default focus in `main`, and a button `Reset` calling the example's
/// action as the example calls it. Default focus lands on `Default` at appearance (R12); after
/// focus moves to `Other`, pressing `Reset` brings it back (R12: a reset re-evaluates default
/// focus whatever is focused). A reset that does nothing, or ignores the preference, fails.
enum ResetFocusProbe {
    static let other = "Other"
    static let preferred = "Default"
    static let button = "Reset"

    /// The example's action and namespace property names, when it declares both and calls the
    /// action with the namespace (`resetFocus(in: main)`).
    static func call(in tree: SourceFileSyntax) -> ResetProbe? {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for (action, namespace) in finder.calls where finder.actions.contains(action) && finder.namespaces.contains(namespace) {
            return ResetProbe(action: action, namespace: namespace)
        }
        return nil
    }

    /// The probe's scenarios: default focus at appearance, and a reset after focus moved away.
    static func scenarios(_ probe: ResetProbe) -> [(ResetProbe, Scenario)] {
        let focused = { (label: String) in CaseExpectation(observe: .focusedElement, element: label) }
        let appear = CaseStep(action: .appear)
        return [
            (probe, Scenario(kind: "reset", detail: "appear", steps: [appear], expectations: [focused(preferred)], configuration: nil)),
            (probe, Scenario(kind: "reset", detail: "reset-after-moving", steps: [
                appear, CaseStep(action: .tap, element: other), CaseStep(action: .tap, element: button),
            ], expectations: [focused(preferred)], configuration: nil, preconditions: [focused(other)], actionStep: 2)),
        ]
    }

    private final class Finder: SyntaxVisitor {
        var actions: Set<String> = []
        var namespaces: Set<String> = []
        var calls: [(String, String)] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
                let name = attribute.attributeName.trimmedDescription
                if name == "Namespace" { namespaces.formUnion(names) }
                if name == "Environment", case .argumentList(let arguments)? = attribute.arguments,
                   arguments.first?.expression.trimmedDescription == "\\.resetFocus" {
                    actions.formUnion(names)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let called = node.calledExpression.as(DeclReferenceExprSyntax.self), node.arguments.count == 1,
               let argument = node.arguments.first, argument.label?.text == "in",
               let namespace = argument.expression.as(DeclReferenceExprSyntax.self) {
                calls.append((called.baseName.text, namespace.baseName.text))
            }
            return .visitChildren
        }
    }
}

/// A view a case declares to exercise an example's `resetFocus` call (`ResetFocusProbe`): the
/// example's `@Namespace` and `@Environment(\.resetFocus)` property names.
public struct ResetProbe: Codable, Sendable, Hashable {
    public var action: String
    public var namespace: String
}
