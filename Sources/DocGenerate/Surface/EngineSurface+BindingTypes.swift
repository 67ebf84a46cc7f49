import SwiftParser
import SwiftSyntax

extension EngineSurface {
    /// The value type of a labelled `Binding` parameter, by callee and label (`Toggle` + `isOn` →
    /// `Bool`, `Stepper` + `value` → …), read from the engine's declarations of top-level types'
    /// initializers and `View` methods: a free `$name` passed there is state of that type
    /// (`StubSynthesizer`). Only concrete types (not a declaration's generic parameters) on which
    /// every overload with that label agrees.
    public static let bindingValueTypes: [String: String] = bundled.bindingValueTypes()

    /// See `bindingValueTypes`.
    func bindingValueTypes() -> [String: String] {
        var found: [String: Set<String>] = [:]
        for symbol in symbols where symbol.kind == "init" || (symbol.kind == "method" && symbol.parentPath == "View") {
            let callee = symbol.kind == "init" ? (symbol.parentPath ?? "") : symbol.baseName
            guard !callee.isEmpty, !callee.contains("/") else { continue }
            // An initializer's type may be generic too (`Picker<Label, SelectionValue, Content>`).
            let typeGenerics = symbol.kind == "init"
                ? symbols(atPath: callee).flatMap { TypeHead.parseAnyRequirements($0.declaration)?.parameters ?? [] } : []
            for (label, type) in Self.labelledBindings(symbol.declaration) where !typeGenerics.contains(type) {
                found["\(callee)|\(label)", default: []].insert(type)
            }
        }
        return found.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The labelled parameters of a declaration whose type is `Binding<T>` with `T` a plain type
    /// name that is not one of the declaration's generic parameters: (label, T).
    static func labelledBindings(_ declaration: String) -> [(String, String)] {
        guard declaration.contains("Binding<") else { return [] }
        let tree = Parser.parse(source: declaration)
        guard let item = tree.statements.first?.item else { return [] }
        let clause: FunctionParameterClauseSyntax?
        let generics: GenericParameterClauseSyntax?
        if let function = item.as(FunctionDeclSyntax.self) {
            (clause, generics) = (function.signature.parameterClause, function.genericParameterClause)
        } else if let initializer = item.as(InitializerDeclSyntax.self) {
            (clause, generics) = (initializer.signature.parameterClause, initializer.genericParameterClause)
        } else {
            return []
        }
        let genericNames = Set(generics?.parameters.map(\.name.text) ?? [])
        return clause?.parameters.compactMap { parameter -> (String, String)? in
            let label = parameter.firstName.text
            guard label != "_", let type = parameter.type.as(IdentifierTypeSyntax.self), type.name.text == "Binding",
                  let argument = type.genericArgumentClause?.arguments.first, type.genericArgumentClause?.arguments.count == 1,
                  let value = argument.argument.as(IdentifierTypeSyntax.self), value.genericArgumentClause == nil,
                  !genericNames.contains(value.name.text) else { return nil }
            return (label, value.name.text)
        } ?? []
    }
}
