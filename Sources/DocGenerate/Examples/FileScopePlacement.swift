import SwiftParser
import SwiftSyntax

/// Where the top-level items of a declarations example go: types, functions and protocols nest in
/// the example's namespace enum; **extensions**, which Swift allows only at file scope, are placed
/// after it.
///
/// Each extension is made `fileprivate` (unless it states its own access level), so the same
/// member declared by examples of different pages — `extension FocusedValues { @Entry var item }`
/// is how every page of a chapter begins — compiles once per generated file without clashing. An
/// extension of a type the example itself declares names it through the namespace
/// (`extension ContentView` → `extension Namespace.ContentView`). The example's text is otherwise
/// unchanged, so compiler errors still map back to its lines.
struct FileScopePlacement: Sendable, Hashable {
    /// The items nested in the namespace, verbatim (with their comments).
    var nested: String
    /// The extensions, rewritten for file scope, in page order.
    var extensions: [String]
    /// `Type.member` for every member the extensions declare (`FocusedValues.selectedItem`), and
    /// `typealias.Name` for every alias.
    var members: [String]
    /// `fileprivate typealias Name = Namespace.Name` for the example's own types its extensions
    /// name (they cannot see into the namespace).
    var aliases: [String] = []
    /// Every name the extensions' members reference (for aliases of imported types).
    var referencedNames: Set<String> = []

    /// The placement of `code`; nil when it has no extension at its top level.
    static func of(_ code: String, namespace: String) -> FileScopePlacement? {
        placements.value(Key(code: code, namespace: namespace)) { compute(code, namespace: namespace) }
    }

    private struct Key: Hashable, Sendable {
        var code: String
        var namespace: String
    }

    /// Recent placements: an example's placement is asked for by every rendering of its wrapped source.
    private static let placements = Memo<Key, FileScopePlacement?>(capacity: 64)

    private static func compute(_ code: String, namespace: String) -> FileScopePlacement? {
        let items = ParsedSource.file(code).statements
        guard items.contains(where: { $0.item.is(ExtensionDeclSyntax.self) }) else { return nil }
        let declared = Set(ExamplePlanner.declaredTypes(code))
        var nested: [String] = []
        var extensions: [String] = []
        var members: [String] = []
        for item in items {
            guard let decl = item.item.as(ExtensionDeclSyntax.self) else {
                nested.append(item.description)
                continue
            }
            let extended = decl.extendedType.trimmedDescription
            members += memberNames(decl).map { extended + "." + $0 }
            extensions.append(rewrite(decl, qualifying: declared.contains(extended) ? namespace : nil))
        }
        let referenced = NameCollector(viewMode: .sourceAccurate)
        for item in items where item.item.is(ExtensionDeclSyntax.self) {
            if let decl = item.item.as(ExtensionDeclSyntax.self) { referenced.walk(decl.memberBlock) }
        }
        let aliased = declared.intersection(referenced.referenced).sorted()
        members += aliased.map { "typealias." + $0 }
        return FileScopePlacement(nested: nested.joined(), extensions: extensions, members: members,
                                  aliases: aliased.map { "fileprivate typealias \($0) = \(namespace).\($0)" },
                                  referencedNames: referenced.referenced)
    }

    /// Names of the properties, functions, types and subscripts an extension declares.
    static func memberNames(_ decl: ExtensionDeclSyntax) -> [String] {
        decl.memberBlock.members.flatMap { member -> [String] in
            let item = member.decl
            if let variable = item.as(VariableDeclSyntax.self) {
                return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            if let function = item.as(FunctionDeclSyntax.self) { return [function.name.text] }
            if let type = item.as(StructDeclSyntax.self) { return [type.name.text] }
            if let type = item.as(EnumDeclSyntax.self) { return [type.name.text] }
            if let type = item.as(ClassDeclSyntax.self) { return [type.name.text] }
            if let alias = item.as(TypeAliasDeclSyntax.self) { return [alias.name.text] }
            return []
        }
    }

    private static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "public", "package", "open"]

    /// The extension with `fileprivate ` before its keyword (after any attributes) unless it
    /// states an access level, and its extended type qualified by `namespace` when given.
    private static func rewrite(_ decl: ExtensionDeclSyntax, qualifying namespace: String?) -> String {
        var text = ""
        text += decl.leadingTrivia.description
        var trimmed = decl.with(\.leadingTrivia, [])
        if let namespace {
            let type = trimmed.extendedType
            let qualified = TypeSyntax(IdentifierTypeSyntax(name: .identifier(namespace + "." + type.trimmedDescription)))
                .with(\.leadingTrivia, type.leadingTrivia).with(\.trailingTrivia, type.trailingTrivia)
            trimmed = trimmed.with(\.extendedType, qualified)
        }
        let hasAccess = trimmed.modifiers.contains { accessLevels.contains($0.name.text) }
        guard !hasAccess else { return text + trimmed.description }
        let attributes = trimmed.attributes.description
        let rest = trimmed.with(\.attributes, []).description
        return text + attributes + "fileprivate " + rest
    }

    /// The wrapped source's file-scope statements are exactly these extensions and aliases (and
    /// `extraAliases` more).
    func matches(_ statements: some Collection<CodeBlockItemSyntax>, extraAliases: Int = 0) -> Bool {
        statements.count == extensions.count + aliases.count + extraAliases
            && statements.prefix(extensions.count).allSatisfy { $0.item.is(ExtensionDeclSyntax.self) }
            && statements.dropFirst(extensions.count).allSatisfy { $0.item.is(TypeAliasDeclSyntax.self) }
    }
}
