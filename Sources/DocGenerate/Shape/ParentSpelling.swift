import SwiftParser
import SwiftSyntax

/// How a member page's enclosing type is spelled in a shape check, read from the engine's own
/// declarations of each enclosing type: `FocusState<Value>.Binding`, with the generic parameters
/// (`Value`) and requirements (`Value : Hashable`) a shape function must declare to name it. A
/// parameter the symbol's own extension fixes is spelled as its type (`Button<Text>`).
///
/// This replaces a hand-kept table of parent types: any nesting depth, any generic parent the
/// engine declares.
struct ParentSpelling: Sendable, Hashable {
    /// The qualified type (`FocusState<Value>.Binding`).
    var type: String
    var genericParameters: [String]
    var requirements: [String]
    /// Parameters the symbol's extension fixes, and their types (`["Label": "Text"]`).
    var fixed: [String: String] = [:]

    /// The enclosing types of `symbol` (all path components but the last), or nil when the
    /// symbol is top-level or an enclosing type is not a struct, class or enum the engine declares.
    static func of(_ symbol: EngineSymbol?, surface: EngineSurface) -> ParentSpelling? {
        guard let symbol else { return nil }
        let components = symbol.components.dropLast()
        guard !components.isEmpty else { return nil }
        var spelling = ParentSpelling(type: "", genericParameters: [], requirements: [])
        for depth in 1...components.count {
            let path = components.prefix(depth).joined(separator: "/")
            guard let declaration = surface.symbols(atPath: path).first?.declaration,
                  let part = TypeHead.parse(declaration) else { return nil }
            // A parameter the symbol's extension fixes (`extension Button where Label == Text`) is
            // spelled as that type and declared by no shape function.
            let fixed = Dictionary(uniqueKeysWithValues: part.parameters.compactMap { name in symbol.sameType(of: name).map { (name, $0) } })
            spelling.fixed.merge(fixed) { _, new in new }
            let arguments = part.parameters.map { fixed[$0] ?? $0 }
            spelling.type += (spelling.type.isEmpty ? "" : ".") + part.name
                + (arguments.isEmpty ? "" : "<" + arguments.joined(separator: ", ") + ">")
            spelling.genericParameters += part.parameters.filter { fixed[$0] == nil }
            spelling.requirements += part.requirements.filter { requirement in
                !fixed.keys.contains { requirement.hasPrefix($0 + " :") || requirement.hasPrefix($0 + ":") }
            }
        }
        return spelling
    }

    /// `<Value>` (with a leading comma when `after` is true, for appending to another list).
    func genericList(after: Bool = false) -> String {
        guard !genericParameters.isEmpty else { return "" }
        return after ? ", " + genericParameters.joined(separator: ", ") : "<" + genericParameters.joined(separator: ", ") + ">"
    }

    /// ` where Value : Hashable` merged with `other` requirements (`" where …"` or empty).
    func whereClause(merging other: String = "") -> String {
        var all = requirements
        if other.hasPrefix(" where ") { all.append(String(other.dropFirst(" where ".count))) }
        return all.isEmpty ? "" : " where " + all.joined(separator: ", ")
    }
}

/// The name, generic parameters and requirements of a type declaration as the symbol graph prints it.
struct TypeHead: Sendable, Hashable {
    var name: String
    var parameters: [String]
    var requirements: [String]

    /// The head of a type declaration whose requirements the shape checks can spell (`ShapeTypeFilter`).
    static func parse(_ declaration: String) -> TypeHead? {
        guard let head = parseAnyRequirements(declaration), head.requirements.allSatisfy(ShapeTypeFilter.isSafe) else { return nil }
        return head
    }

    /// The head of a type declaration (struct, class, enum), whatever its requirements.
    static func parseAnyRequirements(_ declaration: String) -> TypeHead? {
        let file = Parser.parse(source: declaration + " {}")
        for item in file.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            let name: TokenSyntax, clause: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?
            if let node = decl.as(StructDeclSyntax.self) {
                (name, clause, whereClause) = (node.name, node.genericParameterClause, node.genericWhereClause)
            } else if let node = decl.as(ClassDeclSyntax.self) {
                (name, clause, whereClause) = (node.name, node.genericParameterClause, node.genericWhereClause)
            } else if let node = decl.as(EnumDeclSyntax.self) {
                (name, clause, whereClause) = (node.name, node.genericParameterClause, node.genericWhereClause)
            } else {
                return nil
            }
            var parameters: [String] = [], requirements: [String] = []
            for parameter in clause?.parameters ?? [] {
                parameters.append(parameter.name.text)
                if let inherited = parameter.inheritedType?.trimmedDescription {
                    requirements.append("\(parameter.name.text) : \(inherited)")
                }
            }
            for requirement in whereClause?.requirements ?? [] {
                requirements.append(requirement.requirement.trimmedDescription)
            }
            return TypeHead(name: name.text, parameters: parameters, requirements: requirements)
        }
        return nil
    }
}
