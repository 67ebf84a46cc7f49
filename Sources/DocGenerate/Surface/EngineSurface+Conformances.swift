import SwiftParser
import SwiftSyntax

extension EngineSurfaceLookup {
    /// A lookup that does not know the engine's constraints requires no conformance.
    public func argumentConformances(label: String, ofInitializerOf typeName: String) -> [String] { [] }
    /// A lookup that does not know the engine's protocols knows no requirement.
    public func requirements(of protocolName: String) -> [String] { [] }
}

extension EngineSurface {
    /// The first (in symbol order) initializer of `typeName` taking `label` whose parameter's type
    /// names a generic parameter of the type with conformance constraints: those protocols (engine
    /// protocols only). `DocumentGroup` + `newDocument` → `FileDocument` (`extension DocumentGroup
    /// where Document: FileDocument`).
    public func argumentConformances(label: String, ofInitializerOf typeName: String) -> [String] {
        guard let type = symbols(atPath: typeName).first(where: \.isType) else { return [] }
        let generics = Self.genericParameters(type.declaration)
        guard !generics.isEmpty else { return [] }
        for initializer in members(named: "init", of: typeName) where EngineSymbol.labels(initializer.components.last ?? "")?.contains(label) == true {
            guard let parameterType = Self.parameterType(label, in: initializer.declaration) else { continue }
            let named = Set(Parser.parse(source: "let x: \(parameterType)").tokens(viewMode: .sourceAccurate).map(\.text))
            let protocols = generics.filter(named.contains).flatMap(initializer.conformances(of:))
                .filter { name in symbols(atPath: name).contains { $0.kind == "protocol" } }
            if !protocols.isEmpty { return Array(Set(protocols)).sorted() }
        }
        return []
    }

    public func requirements(of protocolName: String) -> [String] {
        (byParent[protocolName] ?? []).filter(\.requirement).map(\.declaration)
    }

    /// `struct DocumentGroup<Document, Content> where …` → `["Document", "Content"]`.
    static func genericParameters(_ declaration: String) -> [String] {
        let file = Parser.parse(source: declaration + " {}")
        guard let decl = file.statements.first?.item.as(DeclSyntax.self),
              let clause = decl.as(StructDeclSyntax.self)?.genericParameterClause ?? decl.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? decl.as(EnumDeclSyntax.self)?.genericParameterClause else { return [] }
        return clause.parameters.map(\.name.text)
    }

    /// The type of the parameter labelled `label` in an initializer's declaration.
    static func parameterType(_ label: String, in declaration: String) -> String? {
        let file = Parser.parse(source: "struct S { \(declaration) {} }")
        guard let initializer = file.statements.first?.item.as(StructDeclSyntax.self)?.memberBlock.members.first?.decl.as(InitializerDeclSyntax.self)
        else { return nil }
        return initializer.signature.parameterClause.parameters.first { $0.firstName.text == label }?.type.trimmedDescription
    }
}
