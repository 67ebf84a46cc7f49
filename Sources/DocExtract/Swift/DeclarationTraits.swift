import SwiftSyntax

/// What `asProtocol(WithAttributesSyntax.self)`, `asProtocol(WithModifiersSyntax.self)` and
/// `asProtocol(DeclGroupSyntax.self)` give for a declaration, read from its kind
/// (`DeclSyntaxEnum`) instead: `asProtocol` is a dynamic cast, and the first cast of each node
/// type to each protocol walks every conformance record of the binary (≈ 0.2 M instructions a
/// pair). The kinds follow swift-syntax's `SyntaxTraits`; `DeclarationTraitsTests` compares them
/// with `asProtocol` on every kind of declaration.
enum DeclarationTraits {
    /// The attributes of a declaration that has them (`WithAttributesSyntax`), else nil.
    static func attributes(of decl: DeclSyntax) -> AttributeListSyntax? {
        switch decl.as(DeclSyntaxEnum.self) {
        case .accessorDecl(let node): node.attributes
        case .actorDecl(let node): node.attributes
        case .associatedTypeDecl(let node): node.attributes
        case .classDecl(let node): node.attributes
        case .deinitializerDecl(let node): node.attributes
        case .editorPlaceholderDecl(let node): node.attributes
        case .enumCaseDecl(let node): node.attributes
        case .enumDecl(let node): node.attributes
        case .extensionDecl(let node): node.attributes
        case .functionDecl(let node): node.attributes
        case .importDecl(let node): node.attributes
        case .initializerDecl(let node): node.attributes
        case .macroDecl(let node): node.attributes
        case .macroExpansionDecl(let node): node.attributes
        case .missingDecl(let node): node.attributes
        case .precedenceGroupDecl(let node): node.attributes
        case .protocolDecl(let node): node.attributes
        case .structDecl(let node): node.attributes
        case .subscriptDecl(let node): node.attributes
        case .typeAliasDecl(let node): node.attributes
        case .variableDecl(let node): node.attributes
        case .ifConfigDecl, .operatorDecl, .poundSourceLocation, .unexpectedCodeDecl: nil
        default: nil  // `usingDecl` (SPI): no attributes, modifiers or members
        }
    }

    /// The modifiers of a declaration that has them (`WithModifiersSyntax`), else nil.
    static func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
        switch decl.as(DeclSyntaxEnum.self) {
        case .actorDecl(let node): node.modifiers
        case .associatedTypeDecl(let node): node.modifiers
        case .classDecl(let node): node.modifiers
        case .deinitializerDecl(let node): node.modifiers
        case .editorPlaceholderDecl(let node): node.modifiers
        case .enumCaseDecl(let node): node.modifiers
        case .enumDecl(let node): node.modifiers
        case .extensionDecl(let node): node.modifiers
        case .functionDecl(let node): node.modifiers
        case .importDecl(let node): node.modifiers
        case .initializerDecl(let node): node.modifiers
        case .macroDecl(let node): node.modifiers
        case .macroExpansionDecl(let node): node.modifiers
        case .missingDecl(let node): node.modifiers
        case .precedenceGroupDecl(let node): node.modifiers
        case .protocolDecl(let node): node.modifiers
        case .structDecl(let node): node.modifiers
        case .subscriptDecl(let node): node.modifiers
        case .typeAliasDecl(let node): node.modifiers
        case .variableDecl(let node): node.modifiers
        case .accessorDecl, .ifConfigDecl, .operatorDecl, .poundSourceLocation, .unexpectedCodeDecl: nil
        default: nil  // `usingDecl` (SPI): no attributes, modifiers or members
        }
    }

    /// The inheritance clause and members of a type or extension (`DeclGroupSyntax`), else nil.
    static func group(of decl: DeclSyntax) -> (inheritanceClause: InheritanceClauseSyntax?, memberBlock: MemberBlockSyntax)? {
        switch decl.as(DeclSyntaxEnum.self) {
        case .actorDecl(let node): (node.inheritanceClause, node.memberBlock)
        case .classDecl(let node): (node.inheritanceClause, node.memberBlock)
        case .enumDecl(let node): (node.inheritanceClause, node.memberBlock)
        case .extensionDecl(let node): (node.inheritanceClause, node.memberBlock)
        case .protocolDecl(let node): (node.inheritanceClause, node.memberBlock)
        case .structDecl(let node): (node.inheritanceClause, node.memberBlock)
        case .accessorDecl, .associatedTypeDecl, .deinitializerDecl, .editorPlaceholderDecl, .enumCaseDecl, .functionDecl, .ifConfigDecl, .importDecl, .initializerDecl, .macroDecl, .macroExpansionDecl, .missingDecl, .operatorDecl, .poundSourceLocation, .precedenceGroupDecl, .subscriptDecl, .typeAliasDecl, .unexpectedCodeDecl, .variableDecl: nil
        default: nil  // `usingDecl` (SPI): no attributes, modifiers or members
        }
    }
}
