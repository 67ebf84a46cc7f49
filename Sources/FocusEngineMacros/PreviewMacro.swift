import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { content }` → a uniquely named type conforming to `_PreviewRegistration`
/// whose `content` is the closure's statements under `@ViewBuilder`, so a driver can mount it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let name = node.arguments.first(where: { $0.label == nil && !($0.expression.is(ClosureExprSyntax.self)) })
            .map { $0.expression.trimmedDescription } ?? "nil"
        let closure = node.trailingClosure
            ?? node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.last
        let statements = closure?.statements.trimmedDescription ?? "FocusEngine.EmptyView()"
        let type = context.makeUniqueName("Preview")
        return ["""
        struct \(type): FocusEngine._PreviewRegistration {
            static var name: String? { \(raw: name) }
            @FocusEngine.ViewBuilder @MainActor static var content: some FocusEngine.View {
                \(raw: statements)
            }
        }
        """]
    }
}

@main
struct FocusEngineMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, EntryMacro.self]
}
