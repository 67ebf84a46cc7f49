import DocModel
import SwiftSyntax

/// Decides a listing's shape from its top-level syntax items.
enum ExampleShapeClassifier {
    /// Modifiers that a declaration can only carry inside a type.
    private static let memberOnlyModifiers: Set<String> = [
        "static", "class", "override", "mutating", "nonmutating", "lazy", "weak", "unowned",
        "required", "convenience", "dynamic",
    ]

    /// The shape of a listing whose top-level items are `items`.
    static func shape(of items: [Syntax]) -> CodeExample.Shape {
        guard !items.isEmpty else { return .other }
        let decls = items.compactMap { $0.as(DeclSyntax.self) }
        if decls.count == items.count {
            if decls.contains(where: isMemberOnly) { return .memberFragment }
            return decls.allSatisfy { $0.is(VariableDeclSyntax.self) } ? .statements : .declarations
        }
        if items.count == 1, let expression = items[0].as(ExprSyntax.self), !isStatementLike(expression) {
            return .expression
        }
        return .statements
    }

    /// Whether `decl` only makes sense as a member of a type: a property with a wrapper or
    /// named `body`, an initializer, a subscript, an enum case, or member-only modifiers.
    static func isMemberOnly(_ decl: DeclSyntax) -> Bool {
        if decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self)
            || decl.is(SubscriptDeclSyntax.self) || decl.is(EnumCaseDeclSyntax.self)
            || decl.is(AssociatedTypeDeclSyntax.self) {
            return true
        }
        if let modifiers = DeclarationTraits.modifiers(of: decl),
           containsElement(of: modifiers, where: { memberOnlyModifiers.contains($0.name.text) }) {
            return true
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            if !variable.attributes.isEmpty { return true }
            return containsElement(of: variable.bindings) { $0.pattern.trimmedText == "body" }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return function.name.text == "body"
        }
        return false
    }

    /// Whether a single top-level expression is really a statement (assignment, `if`, `switch`).
    private static func isStatementLike(_ expression: ExprSyntax) -> Bool {
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return true }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return containsElement(of: sequence.elements) { $0.is(AssignmentExprSyntax.self) }
        }
        return false
    }

    /// `collection.contains(where: predicate)`, read by index: iterating makes the collection's
    /// generic iterator, whose metadata its first use instantiates at run time from a mangled
    /// name (a scan of every conformance record for its element's conformance, ≈ 0.5 M
    /// instructions each).
    private static func containsElement<C: SyntaxCollection>(of collection: C, where predicate: (C.Element) -> Bool) -> Bool {
        var index = collection.startIndex
        while index != collection.endIndex {
            if predicate(collection[index]) { return true }
            index = collection.index(after: index)
        }
        return false
    }
}
