import DocModel
import SwiftSyntax

/// Builds the model's `DeclarationStructure` from a declaration's syntax node.
enum DeclarationStructureBuilder {
    /// The structure of `decl`, or nil for syntax that is not a documentable declaration.
    static func structure(of decl: DeclSyntax) -> DeclarationStructure? {
        guard var structure = memberStructure(of: decl) ?? typeStructure(of: decl) else { return nil }
        if let attributes = DeclarationTraits.attributes(of: decl) {
            structure.attributes = attributes.map(\.trimmedText)
        }
        if let modifiers = DeclarationTraits.modifiers(of: decl) {
            structure.modifiers = modifiers.map(\.trimmedText) + structure.modifiers
        }
        return structure
    }

    /// Types, extensions, typealiases, associated types, operators and imports.
    static func typeStructure(of decl: DeclSyntax) -> DeclarationStructure? {
        if let group = DeclarationTraits.group(of: decl) {
            return groupStructure(inheriting: group.inheritanceClause, in: decl)
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            return DeclarationStructure(
                keyword: "typealias", name: alias.name.text,
                genericParameters: GenericsReader.parameters(alias.genericParameterClause),
                genericRequirements: GenericsReader.requirements(alias.genericWhereClause),
                type: alias.initializer.value.trimmedText)
        }
        if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            return DeclarationStructure(
                keyword: "associatedtype", name: associated.name.text,
                genericRequirements: GenericsReader.requirements(associated.genericWhereClause),
                type: associated.initializer?.value.trimmedText,
                inheritedTypes: inherited(associated.inheritanceClause))
        }
        if let op = decl.as(OperatorDeclSyntax.self) {
            let group = op.operatorPrecedenceAndTypes?.precedenceGroup.text
            return DeclarationStructure(modifiers: [op.fixitySpecifier.text], keyword: "operator",
                                        name: op.name.text, inheritedTypes: group.map { [$0] } ?? [])
        }
        if let group = decl.as(PrecedenceGroupDeclSyntax.self) {
            return DeclarationStructure(keyword: "precedencegroup", name: group.name.text)
        }
        if let imported = decl.as(ImportDeclSyntax.self) {
            return DeclarationStructure(keyword: "import", name: imported.path.trimmedText)
        }
        return nil
    }

    /// Structs, classes, enums, actors, protocols and extensions.
    private static func groupStructure(inheriting inheritanceClause: InheritanceClauseSyntax?, in decl: DeclSyntax) -> DeclarationStructure? {
        let inheritedTypes = inherited(inheritanceClause)
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            return DeclarationStructure(
                keyword: "extension", name: ext.extendedType.trimmedText,
                genericRequirements: GenericsReader.requirements(ext.genericWhereClause),
                inheritedTypes: inheritedTypes)
        }
        if let proto = decl.as(ProtocolDeclSyntax.self) {
            return DeclarationStructure(
                keyword: "protocol", name: proto.name.text,
                genericParameters: GenericsReader.parameters(proto.primaryAssociatedTypeClause),
                genericRequirements: GenericsReader.requirements(proto.genericWhereClause),
                inheritedTypes: inheritedTypes)
        }
        let parts: (TokenSyntax, TokenSyntax, GenericParameterClauseSyntax?, GenericWhereClauseSyntax?)
        if let s = decl.as(StructDeclSyntax.self) {
            parts = (s.structKeyword, s.name, s.genericParameterClause, s.genericWhereClause)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            parts = (c.classKeyword, c.name, c.genericParameterClause, c.genericWhereClause)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            parts = (e.enumKeyword, e.name, e.genericParameterClause, e.genericWhereClause)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            parts = (a.actorKeyword, a.name, a.genericParameterClause, a.genericWhereClause)
        } else {
            return nil
        }
        return DeclarationStructure(
            keyword: parts.0.text, name: parts.1.text,
            genericParameters: GenericsReader.parameters(parts.2),
            genericRequirements: GenericsReader.requirements(parts.3),
            inheritedTypes: inheritedTypes)
    }

    /// The types after `:` in an inheritance clause, trimmed.
    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    }
}
