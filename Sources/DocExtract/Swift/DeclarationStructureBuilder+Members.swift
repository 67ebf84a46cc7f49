import DocModel
import SwiftSyntax

extension DeclarationStructureBuilder {
    /// Functions, initializers, subscripts, properties, enum cases and macros.
    static func memberStructure(of decl: DeclSyntax) -> DeclarationStructure? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return functionLike(keyword: "func", name: function.name.text,
                                generics: function.genericParameterClause,
                                signature: function.signature, whereClause: function.genericWhereClause)
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return functionLike(keyword: "init", name: "init",
                                generics: initializer.genericParameterClause,
                                signature: initializer.signature, whereClause: initializer.genericWhereClause)
        }
        if let macro = decl.as(MacroDeclSyntax.self) {
            return functionLike(keyword: "macro", name: macro.name.text,
                                generics: macro.genericParameterClause,
                                signature: macro.signature, whereClause: macro.genericWhereClause)
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return subscriptStructure(subscriptDecl)
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variableStructure(variable)
        }
        if let enumCase = decl.as(EnumCaseDeclSyntax.self), let element = enumCase.elements.first {
            return DeclarationStructure(keyword: "case", name: element.name.text,
                                        parameters: ParameterReader.parameters(element.parameterClause))
        }
        if decl.is(DeinitializerDeclSyntax.self) {
            return DeclarationStructure(keyword: "deinit", name: "deinit")
        }
        return nil
    }

    private static func functionLike(keyword: String, name: String, generics: GenericParameterClauseSyntax?,
                                     signature: FunctionSignatureSyntax,
                                     whereClause: GenericWhereClauseSyntax?) -> DeclarationStructure {
        DeclarationStructure(
            keyword: keyword, name: name,
            genericParameters: GenericsReader.parameters(generics),
            genericRequirements: GenericsReader.requirements(whereClause),
            parameters: ParameterReader.parameters(signature.parameterClause.parameters),
            returnType: signature.returnClause?.type.trimmedText,
            effects: effects(async: signature.effectSpecifiers?.asyncSpecifier,
                             throws: signature.effectSpecifiers?.throwsClause))
    }

    private static func subscriptStructure(_ decl: SubscriptDeclSyntax) -> DeclarationStructure {
        let (accessors, effects) = accessorInfo(decl.accessorBlock)
        return DeclarationStructure(
            keyword: "subscript", name: "subscript",
            genericParameters: GenericsReader.parameters(decl.genericParameterClause),
            genericRequirements: GenericsReader.requirements(decl.genericWhereClause),
            parameters: ParameterReader.parameters(decl.parameterClause.parameters),
            returnType: decl.returnClause.type.trimmedText,
            effects: effects, accessors: accessors)
    }

    private static func variableStructure(_ decl: VariableDeclSyntax) -> DeclarationStructure? {
        guard let binding = decl.bindings.first else { return nil }
        let (accessors, effects) = accessorInfo(binding.accessorBlock)
        return DeclarationStructure(
            keyword: decl.bindingSpecifier.text, name: binding.pattern.trimmedText,
            type: binding.typeAnnotation?.type.trimmedText,
            effects: effects, accessors: accessors)
    }

    /// Accessor kinds (`get`, `set`) and their effects, in source order.
    private static func accessorInfo(_ block: AccessorBlockSyntax?) -> (accessors: [String], effects: [String]) {
        guard let block else { return ([], []) }
        switch block.accessors {
        case .getter:
            return (["get"], [])
        case .accessors(let list):
            // Read by index: iterating made the list's generic iterator, instantiated from a
            // mangled name on first use (≈ 0.5 M instructions once).
            var effectList: [String] = []
            var names: [String] = []
            var index = list.startIndex
            while index != list.endIndex {
                let accessor = list[index]
                names.append(accessor.accessorSpecifier.text)
                for effect in effects(async: accessor.effectSpecifiers?.asyncSpecifier,
                                      throws: accessor.effectSpecifiers?.throwsClause)
                where !effectList.contains(effect) {
                    effectList.append(effect)
                }
                index = list.index(after: index)
            }
            return (names, effectList)
        }
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` in source order.
    static func effects(async asyncToken: TokenSyntax?, throws clause: ThrowsClauseSyntax?) -> [String] {
        var found: [(AbsolutePosition, String)] = []
        if let asyncToken { found.append((asyncToken.position, asyncToken.text)) }
        if let clause { found.append((clause.position, clause.trimmedText)) }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
