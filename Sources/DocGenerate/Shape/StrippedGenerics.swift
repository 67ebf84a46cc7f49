import DocModel
import SwiftParser
import SwiftSyntax

/// Restores the generic parameters a dump style stripped from a method's declaration
/// (`func defaultFocus(_ binding: FocusState.Binding, _ value: V, …) where V : Hashable`: `<V>` and
/// `FocusState<V>.Binding` were read as markup), from the engine's own declaration of the same
/// member. Only what the page lost is taken: a parameter's type is replaced only when it is the
/// engine's type with its generic arguments removed, and a restored name is either named by the
/// page (its where clause, another parameter) or the engine's.
enum StrippedGenerics {
    /// The repaired structure and the names it restored, or nil when nothing was stripped (or the
    /// engine's declaration cannot tell what was).
    static func restore(_ structure: DeclarationStructure, engine: EngineSymbol?) -> (structure: DeclarationStructure, restored: [String])? {
        guard let engine, let own = EngineMethod.parse(engine.declaration), own.parameters.count == structure.parameters.count
        else { return nil }
        var result = structure
        var declared = Set(structure.genericParameters.map(\.name))
        var restored: [String] = []
        // Engine generic name → the page's name for it, read from parameters that are a bare generic name.
        var names: [String: String] = [:]
        for (page, engineType) in zip(structure.parameters, own.parameters) where own.generics.contains(engineType) {
            if ViewMethodShape.isIdentifier(page.type) { names[engineType] = page.type }
        }
        for (index, (page, engineType)) in zip(structure.parameters, own.parameters).enumerated() {
            guard page.type != engineType, withoutArguments(engineType) == page.type.filter({ !$0.isWhitespace }) else { continue }
            result.parameters[index].type = rename(engineType, names)
            restored.append(result.parameters[index].type)
        }
        // Names the page uses as generic parameters without declaring them: its where clause's
        // subjects, and the engine's generic parameters the restored types now name.
        let used = structure.genericRequirements.map(\.subject) + own.generics.map { names[$0] ?? $0 }
        for name in used where !declared.contains(name) && ViewMethodShape.isIdentifier(name)
            && (structure.genericRequirements.contains { $0.subject == name } || restored.contains { GenericContext.mentions($0, name) }) {
            declared.insert(name)
            result.genericParameters.append(GenericParameter(name: name))
            restored.insert("<\(name)>", at: 0)
        }
        return restored.isEmpty ? nil : (result, restored)
    }

    /// `FocusState<V>.Binding` → `FocusState.Binding` (whitespace removed).
    static func withoutArguments(_ type: String) -> String {
        var depth = 0, result = ""
        for character in type where !character.isWhitespace {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 { result.append(character) }
        }
        return result
    }

    private static func rename(_ type: String, _ names: [String: String]) -> String {
        names.reduce(type) { GenericContext.replacing($1.key, with: $1.value, in: $0) }
    }

    /// The engine's declaration of a method: its generic parameter names and parameter types.
    struct EngineMethod {
        var generics: [String]
        var parameters: [String]

        static func parse(_ declaration: String) -> EngineMethod? {
            let file = Parser.parse(source: declaration + " {}")
            guard let function = file.statements.first?.item.as(FunctionDeclSyntax.self) else { return nil }
            return EngineMethod(generics: function.genericParameterClause?.parameters.map(\.name.text) ?? [],
                                parameters: function.signature.parameterClause.parameters.map(\.type.trimmedDescription))
        }
    }
}
