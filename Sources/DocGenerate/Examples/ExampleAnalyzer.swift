import SwiftParser
import SwiftSyntax

/// Analyses a code example with SwiftSyntax (see `ExampleAnalysis`).
enum ExampleAnalyzer {
    /// `code` is the example as placed by `ExampleLayout` (fragments already wrapped).
    static func analyze(_ code: String, knownNames: Set<String>) -> ExampleAnalysis {
        let file = ParsedSource.file(code)
        var analysis = ExampleAnalysis(blocker: nil, freeIdentifiers: [])
        if file.hasError { analysis.blocker = "does not parse" }
        for item in file.statements {
            // Extensions go to file scope after the namespace (`FileScopePlacement`).
            guard let declaration = item.item.as(DeclSyntax.self),
                  isNestable(declaration) || declaration.is(ExtensionDeclSyntax.self) else {
                analysis.blocker = analysis.blocker
                    ?? "has a top-level item that cannot be nested in a namespace (import, operator, statement)"
                continue
            }
        }
        let names = NameCollector(viewMode: .sourceAccurate)
        names.walk(file)
        analysis.freeIdentifiers = names.referenced.subtracting(names.declared).subtracting(knownNames).sorted()
        return analysis
    }

    private static func isNestable(_ declaration: DeclSyntax) -> Bool {
        declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
            || declaration.is(FunctionDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self)
            || declaration.is(ProtocolDeclSyntax.self)  // nested protocols: SE-0404 (Swift 5.10)
    }
}

/// Names an example declares and names it refers to (bases only, not members after a dot).
final class NameCollector: SyntaxVisitor {
    private(set) var declared: Set<String> = []
    private(set) var referenced: Set<String> = []

    /// `$name` as a closure parameter (`{ $messageID in … }`) binds both `name` and `$name`.
    private func declare(_ token: TokenSyntax?) {
        guard let token else { return }
        var name = token.text.trimmingCharacters(in: ["`"])
        if name.hasPrefix("$"), name.count > 1 { name.removeFirst() }
        declared.insert(name)
    }

    private func refer(_ text: String) {
        var name = text.trimmingCharacters(in: ["`"])
        if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }
        if let first = name.first, first.isLetter { referenced.insert(name) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    /// Enum cases are named through their type (`.email`, `Field.email`), so a bare `email` is
    /// not one of them: they are kept apart from `declared`.
    private(set) var declaredCases: Set<String> = []
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        declaredCases.insert(node.name.text.trimmingCharacters(in: ["`"]))
        return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { declare(node.identifier); return .visitChildren }
    /// `if let name {` (no initializer) unwraps a `name` declared outside: a reference, not a declaration.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
        refer(name.identifier.text)
        return .skipChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.secondName ?? node.firstName)
        return .visitChildren
    }
    /// `set`, `willSet` and `didSet` without a parameter name bind `newValue` / `oldValue`.
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parameters == nil {
            switch node.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): declared.insert("newValue")
            case .keyword(.didSet): declared.insert("oldValue")
            default: break
            }
        }
        return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.secondName ?? node.firstName)
        return .visitChildren
    }

    /// A compilation condition (`#if os(macOS)`, `#if DEBUG`) names platforms and flags, not
    /// declarations: only the clause's code is read.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
        // `\.lineLimit` names a member of the key path's root, not a name of the example.
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
        refer(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        refer(node.name.text)
        return .visitChildren
    }
}
