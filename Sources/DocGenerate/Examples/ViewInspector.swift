import SwiftSyntax

/// Reads a view struct of an example: can it be created with `()`, and which literal-titled
/// text fields are bound with `.focused($state)` to a `@FocusState` Boolean.
enum ViewInspector {
    /// Wrappers whose properties need no initial value.
    private static let selfInitialising: Set<String> = ["FocusState", "AccessibilityFocusState", "Namespace", "Environment"]

    static func view(_ structure: StructDeclSyntax) -> ExampleAnalysis.ViewType {
        var mountable = true
        var boolFocusStates: Set<String> = []
        for member in structure.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let wrappers = Set(variable.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text
            })
            for binding in variable.bindings where binding.accessorBlock == nil {
                if binding.initializer == nil, wrappers.isDisjoint(with: selfInitialising) { mountable = false }
                if wrappers.contains("FocusState"), binding.typeAnnotation?.type.trimmedDescription == "Bool",
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    boolFocusStates.insert(name)
                }
            }
        }
        let finder = FocusedFieldFinder(viewMode: .sourceAccurate)
        finder.walk(structure.memberBlock)
        let fields = finder.fields.filter { boolFocusStates.contains($0.state) }
        return .init(name: structure.name.text, isMountable: mountable && structure.genericParameterClause == nil,
                     boolFocusFields: Array(Set(fields)).sorted { ($0.title, $0.state) < ($1.title, $1.state) })
    }
}

/// Finds `TextField("Title", …).focused($state)` with a plain string-literal title.
final class FocusedFieldFinder: SyntaxVisitor {
    private(set) var fields: [ExampleAnalysis.FocusField] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "focused",
              node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
              let reference = argument.expression.as(DeclReferenceExprSyntax.self),
              reference.baseName.text.hasPrefix("$"),
              let field = member.base?.as(FunctionCallExprSyntax.self),
              field.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TextField",
              let title = field.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              field.arguments.first?.label == nil,
              let text = title.representedLiteralValue else { return .visitChildren }
        fields.append(.init(title: text, state: String(reference.baseName.text.dropFirst())))
        return .visitChildren
    }
}
