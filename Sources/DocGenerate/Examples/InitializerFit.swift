import SwiftSyntax

/// Which of two same-named types, declared by two examples of a page, a third example can use:
/// the one whose initializers take the arguments the third passes. `SearchedView()` fits a view
/// whose stored properties all have values or wrappers, not one that needs `searchText:`.
enum InitializerFit {
    /// One parameter of an initializer: its argument label (`_` for none) and whether a call may omit it.
    struct Parameter: Equatable {
        var label: String
        var optional: Bool
    }

    /// Whether every call `name(…)` in `caller` fits an initializer of the structure `name` that
    /// `declarer` declares; true when `caller` makes no such call, or `declarer` declares no such
    /// structure (nothing to tell the candidates apart by).
    static func fits(_ name: String, caller: String, declarer: String) -> Bool {
        let calls = self.calls(of: name, in: caller)
        guard !calls.isEmpty, let initializers = initializers(of: name, in: declarer) else { return true }
        return calls.allSatisfy { call in initializers.contains { accepts($0, call) } }
    }

    /// The argument labels (`_` for none) of each call `name(…)` in `code`.
    static func calls(of name: String, in code: String) -> [[String]] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [[String]] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                    found.append(node.arguments.map { $0.label?.text ?? "_" })
                }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(ParsedSource.file(code))
        return finder.found
    }

    /// The initializers of the top-level structure `name` in `code`: its `init`s, or without one
    /// its memberwise initializer (stored instance properties in order; one with a value, a
    /// wrapper attribute or an optional type may be omitted; a `let` with a value is no
    /// parameter). nil when `code` declares no such structure.
    static func initializers(of name: String, in code: String) -> [[Parameter]]? {
        for item in ParsedSource.file(code).statements {
            guard let declaration = item.item.as(StructDeclSyntax.self), declaration.name.text == name else { continue }
            let members = declaration.memberBlock.members.map(\.decl)
            let explicit = members.compactMap { $0.as(InitializerDeclSyntax.self) }.map { initializer in
                initializer.signature.parameterClause.parameters.map {
                    Parameter(label: $0.firstName.text, optional: $0.defaultValue != nil)
                }
            }
            if !explicit.isEmpty { return explicit }
            var memberwise: [Parameter] = []
            for member in members {
                guard let variable = member.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let hasValue = binding.initializer != nil
                    if variable.bindingSpecifier.text == "let", hasValue { continue }
                    let optional = hasValue || !variable.attributes.isEmpty || binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                    memberwise.append(Parameter(label: identifier.identifier.text, optional: optional))
                }
            }
            return [memberwise]
        }
        return nil
    }

    /// Whether a call with `labels` fits `parameters`, in order, omitting only optional ones.
    static func accepts(_ parameters: [Parameter], _ labels: [String]) -> Bool {
        var next = labels[...]
        for parameter in parameters {
            if let label = next.first, label == parameter.label {
                next = next.dropFirst()
            } else if !parameter.optional {
                return false
            }
        }
        return next.isEmpty
    }
}
