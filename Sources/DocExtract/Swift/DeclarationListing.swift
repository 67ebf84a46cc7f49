import DocModel
import SwiftParser
import SwiftSyntax

/// A listing made only of Swift declarations without bodies: `func focusable(_ isFocusable: Bool
/// = true) -> some View`, `var isFocused: Bool { get }`, `static let edit: FocusInteractions`,
/// `@MainActor protocol Scene`. Such a
/// listing states what the API is (a page's declaration, a requirement, a member of a page
/// joined into another's text), not what to do with it: it is no example to compile.
///
/// Stored properties (`@FocusState var isFocused: Bool`) and declarations with bodies are code,
/// not declaration listings.
enum DeclarationListing {
    /// Whether every top-level item of `code` is a declaration without a body (at least one).
    static func isBodiless(_ code: String) -> Bool {
        LargeStack.run {
            let file = Parser.parse(source: code)
            let items = Array(file.statements)
            guard !items.isEmpty else { return false }
            return items.allSatisfy { item in
                guard let declaration = item.item.as(DeclSyntax.self) else { return false }
                return isBodiless(declaration)
            } && (!file.hasError || items.allSatisfy { isTypeHeader($0.item.as(DeclSyntax.self)) })
        }
    }

    private static func isBodiless(_ declaration: DeclSyntax) -> Bool {
        if let function = declaration.as(FunctionDeclSyntax.self) { return function.body == nil }
        if let initializer = declaration.as(InitializerDeclSyntax.self) { return initializer.body == nil }
        if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) { return accessorsWithoutBodies(subscriptDecl.accessorBlock) }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            // A static stored property must have a value: without one it is declared, not defined.
            let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            return !variable.bindings.isEmpty && variable.bindings.allSatisfy { binding in
                binding.initializer == nil
                    && (accessorsWithoutBodies(binding.accessorBlock) || isStatic && binding.accessorBlock == nil && binding.typeAnnotation != nil)
            }
        }
        return isTypeHeader(declaration)
    }

    /// `{ get set }`: accessors named, none with a body.
    private static func accessorsWithoutBodies(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block, case .accessors(let accessors) = block.accessors, !accessors.isEmpty else { return false }
        return accessors.allSatisfy { $0.body == nil }
    }

    /// A type's header without its member block (`struct FocusState<Value> where Value : Hashable`).
    private static func isTypeHeader(_ declaration: DeclSyntax?) -> Bool {
        guard let declaration else { return false }
        let block: MemberBlockSyntax?
        if let type = declaration.as(StructDeclSyntax.self) { block = type.memberBlock }
        else if let type = declaration.as(ClassDeclSyntax.self) { block = type.memberBlock }
        else if let type = declaration.as(EnumDeclSyntax.self) { block = type.memberBlock }
        else if let type = declaration.as(ProtocolDeclSyntax.self) { block = type.memberBlock }
        else if let type = declaration.as(ActorDeclSyntax.self) { block = type.memberBlock }
        else { return false }
        return block?.leftBrace.presence == .missing
    }
}
