import Foundation
import SwiftParser
import SwiftSyntax

/// Protocols an engine API requires of a stub type an example passes to it, with witnesses.
///
/// `DocumentGroup(newDocument: MyDocument())` compiles only if `MyDocument` conforms to
/// `FileDocument`: the initializer is declared in `extension DocumentGroup where Document:
/// FileDocument`, which the engine surface records (`EngineSymbol.constraints`). For a stub
/// passed as such an argument (`T()`, `T(…)`, `T.self`), every requirement no default
/// implementation satisfies (`EngineSymbol.requirement`) gets a witness that does nothing: a
/// property with an empty value (`[]`, `nil`, `false`, `0`, `""`), an initializer delegating to
/// `init()`, a method returning nothing or throwing `ExampleStubs.Unimplemented`. When a witness
/// cannot be made (a value of another type, an associated type) the stub gets no conformance, and
/// the compile error names what is missing.
struct StubConformances {
    let surface: EngineSurfaceLookup

    /// The protocols `name` must conform to, from the engine initializers it is passed to in
    /// `tree`, and the witnesses of all of them; empty when any witness cannot be made.
    func conformances(of name: String, in tree: some SyntaxProtocol) -> (protocols: [String], witnesses: [String]) {
        let finder = ArgumentFinder(name: name, isEngineType: { !surface.initializers(of: $0).isEmpty })
        finder.walk(tree)
        let protocols = Array(Set(finder.passed.flatMap { surface.argumentConformances(label: $0.label, ofInitializerOf: $0.type) })).sorted()
        var witnesses: [String] = []
        for requirement in protocols.flatMap(surface.requirements(of:)) {
            guard let witness = Self.witness(for: requirement) else { return ([], []) }
            witnesses.append(witness)
        }
        return (protocols, witnesses)
    }

    /// A member satisfying a requirement's declaration (`static var readableContentTypes: [UTType] { get }`
    /// → `static var readableContentTypes: [UTType] { [] }`); nil when none can be made.
    static func witness(for requirement: String) -> String? {
        let file = Parser.parse(source: "protocol P { \(requirement) }")
        guard !file.hasError, let member = file.statements.first?.item.as(ProtocolDeclSyntax.self)?.memberBlock.members.first?.decl
        else { return nil }
        let unqualified = { (text: String) in text.replacingOccurrences(of: "Self.", with: "") }
        if let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let type = binding.typeAnnotation?.type.trimmedDescription, let value = emptyValue(of: type) {
            let isStatic = variable.modifiers.contains { $0.name.text == "static" }
            let settable = binding.accessorBlock?.description.contains("set") == true
            return (isStatic ? "static " : "") + "var \(name): \(unqualified(type))" + (settable ? " = \(value)" : " { \(value) }")
        }
        if let initializer = member.as(InitializerDeclSyntax.self), initializer.optionalMark == nil {
            return unqualified(initializer.with(\.leadingTrivia, []).trimmedDescription) + " { self.init() }"
        }
        if let function = member.as(FunctionDeclSyntax.self) {
            let signature = unqualified(function.with(\.leadingTrivia, []).trimmedDescription)
            guard let result = function.signature.returnClause?.type.trimmedDescription, result != "Void", result != "()" else {
                return signature + " {}"
            }
            if let value = emptyValue(of: result) { return signature + " { \(value) }" }
            if function.signature.effectSpecifiers?.throwsClause != nil { return signature + " { throw ExampleStubs.Unimplemented() }" }
        }
        return nil
    }

    /// An empty value of `type`: `[]` for arrays and dictionaries, `nil` for optionals, literals.
    static func emptyValue(of type: String) -> String? {
        if type.hasSuffix("?") { return "nil" }
        if type.hasPrefix("["), type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        return ["Bool": "false", "String": "\"\"", "Int": "0", "Double": "0", "CGFloat": "0"][type]
    }

    /// Engine initializer calls passing `name` (`E(label: Name())`, `E(label: Name.self)`).
    private final class ArgumentFinder: SyntaxVisitor {
        let name: String
        let isEngineType: (String) -> Bool
        var passed: [(type: String, label: String)] = []

        init(name: String, isEngineType: @escaping (String) -> Bool) {
            self.name = name
            self.isEngineType = isEngineType
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, isEngineType(type) else {
                return .visitChildren
            }
            for argument in node.arguments {
                guard let label = argument.label?.text else { continue }
                let created = argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                let metatype = argument.expression.as(MemberAccessExprSyntax.self).flatMap { access in
                    access.declName.baseName.text == "self" ? access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text : nil
                }
                if created == name || metatype == name { passed.append((type, label)) }
            }
            return .visitChildren
        }
    }
}
