import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside `extension EnvironmentValues` or `extension FocusedValues`
/// → accessors reading and writing `self[__Key_name.self]` and a peer key type `__Key_name`:
///
/// - `EnvironmentValues`: an `EnvironmentKey` whose `defaultValue` is the initializer, evaluated on
///   every read of an unset value (as a computed property, like SwiftUI's expansion).
/// - `FocusedValues`: a `FocusedValueKey` whose `Value` is the property's type without its `?`;
///   the default is always nil, so the type must be optional and an initializer other than `nil`
///   is an error.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let entry = try Entry(declaration, context: context) else { return [] }
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let entry = try Entry(declaration, context: context) else { return [] }
        switch entry.container {
        case .focusedValues:
            guard let type = entry.type, let wrapped = optionalWrapped(type) else {
                throw EntryError("FocusedValues entries must have an Optional type: their default is always nil")
            }
            if let value = entry.initializer, value.trimmedDescription != "nil" {
                throw EntryError("FocusedValues entries cannot specify a default value: it is always nil")
            }
            return ["""
            private struct __Key_\(raw: entry.name): FocusEngine.FocusedValueKey {
                typealias Value = \(raw: wrapped)
            }
            """]
        case .environmentValues:
            guard let value = entry.initializer else {
                throw EntryError("EnvironmentValues entries need a default value: @Entry var name: Type = value")
            }
            if let type = entry.type {
                return ["""
                private struct __Key_\(raw: entry.name): FocusEngine.EnvironmentKey {
                    typealias Value = \(raw: type.trimmedDescription)
                    static var defaultValue: Value { \(raw: value.trimmedDescription) }
                }
                """]
            }
            return ["""
            private struct __Key_\(raw: entry.name): FocusEngine.EnvironmentKey {
                nonisolated(unsafe) static let defaultValue = \(raw: value.trimmedDescription)
            }
            """]
        }
    }

    /// `T?` → `T`, `Optional<T>` → `T`; nil for a non-optional type.
    static func optionalWrapped(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmedDescription }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType.trimmedDescription }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
           let argument = named.genericArgumentClause?.arguments.first, named.genericArgumentClause?.arguments.count == 1 {
            return argument.argument.trimmedDescription
        }
        return nil
    }
}

/// The parts of an `@Entry` property the expansion needs.
struct Entry {
    enum Container { case environmentValues, focusedValues }

    let name: String
    let type: TypeSyntax?
    let initializer: ExprSyntax?
    let container: Container

    init?(_ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw EntryError("@Entry applies to a single `var name: Type` property")
        }
        guard binding.accessorBlock == nil else { throw EntryError("@Entry applies to a stored property, not a computed one") }
        name = identifier.identifier.text
        type = binding.typeAnnotation?.type
        initializer = binding.initializer?.value
        guard let extended = context.lexicalContext.lazy.compactMap({ $0.as(ExtensionDeclSyntax.self) }).first else {
            throw EntryError("@Entry is used inside `extension EnvironmentValues` or `extension FocusedValues`")
        }
        switch extended.extendedType.trimmedDescription {
        case "EnvironmentValues", "FocusEngine.EnvironmentValues", "SwiftUI.EnvironmentValues": container = .environmentValues
        case "FocusedValues", "FocusEngine.FocusedValues", "SwiftUI.FocusedValues": container = .focusedValues
        case let other:
            throw EntryError("@Entry in `extension \(other)`: the engine supports EnvironmentValues and FocusedValues entries")
        }
    }
}

/// A diagnostic shown at the `@Entry` attribute.
struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
