import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { content }` → a uniquely named type conforming to `_PreviewRegistration`
/// whose `content` is the closure's statements under `@ViewBuilder`, with the preview's name, file
/// and line, so a driver can find it at run time (`Previews.all`) and mount it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let name = node.arguments.first(where: { $0.label == nil && !($0.expression.is(ClosureExprSyntax.self)) })
            .map { $0.expression.trimmedDescription } ?? "nil"
        let closure = node.trailingClosure
            ?? node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.last
        let statements = closure?.statements.trimmedDescription ?? "FocusEngine.EmptyView()"
        let type = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.map { $0.file.trimmedDescription } ?? "\"\""
        let line = location.map { $0.line.trimmedDescription } ?? "0"
        return ["""
        struct \(type): FocusEngine._PreviewRegistration {
            static var name: String? { \(raw: name) }
            static var fileID: String { \(raw: file) }
            static var line: Int { \(raw: line) }
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
