import SwiftParser
import SwiftSyntax

/// One initializer of an engine type as `EngineSurfaceLookup.initializers(of:)` prints it
/// (`init(_ title: String, text: Binding<String>)`), parsed with SwiftParser.
struct EngineInitializer: Sendable, Hashable {
    struct Parameter: Sendable, Hashable {
        /// The argument label; nil for `_`.
        var label: String?
        /// The internal name (`titleKey`), used to name stand-ins.
        var name: String
        /// The type as written, attributes included (`@escaping () -> Void`).
        var type: String
        var hasDefault: Bool
    }

    var declaration: String
    var parameters: [Parameter]
    /// Generic parameters and their constraints (`S` → `StringProtocol`), inline or in `where`.
    var constraints: [String: [String]]

    /// Nil when `declaration` is not an initializer declaration.
    init?(_ declaration: String) {
        let file = Parser.parse(source: declaration + " {}")
        guard let initializer = file.statements.first?.item.as(InitializerDeclSyntax.self) else { return nil }
        self.declaration = declaration
        parameters = initializer.signature.parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            return Parameter(label: first == "_" ? nil : first, name: (parameter.secondName ?? parameter.firstName).text,
                             type: parameter.type.trimmedDescription, hasDefault: parameter.defaultValue != nil)
        }
        var constraints: [String: [String]] = [:]
        for generic in initializer.genericParameterClause?.parameters ?? [] {
            constraints[generic.name.text, default: []] += generic.inheritedType.map { [$0.trimmedDescription] } ?? []
        }
        for requirement in initializer.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                constraints[conformance.leftType.trimmedDescription, default: []].append(conformance.rightType.trimmedDescription)
            }
        }
        self.constraints = constraints
    }
}

/// A value that type-checks where a parameter of a given type is expected.
enum StandIn: Equatable {
    /// An expression (`"title"`, `{}`, `nil`, `{ EmptyView() }`).
    case expression(String)
    /// A binding to fresh state: `$name` with `@State private var name = initial` (or `: type = initial`).
    case state(name: String, declaration: String)

    /// A stand-in for a parameter of `type` named `name`, or nil when none is known.
    /// `constraints` are the initializer's generic parameters.
    static func of(type: String, name: String, constraints: [String: [String]]) -> StandIn? {
        let parsed = TypeSyntax(Parser.parse(source: "let x: \(type)").statements.first?.item.as(VariableDeclSyntax.self)?
            .bindings.first?.typeAnnotation?.type)
        guard let parsed else { return nil }
        return of(parsed, name: name, constraints: constraints)
    }

    private static func of(_ type: TypeSyntax, name: String, constraints: [String: [String]]) -> StandIn? {
        if let attributed = type.as(AttributedTypeSyntax.self) { return of(attributed.baseType, name: name, constraints: constraints) }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .expression("nil") }
        if let function = type.as(FunctionTypeSyntax.self) {
            let inputs = function.parameters.count
            let head = inputs == 0 ? "" : " " + Array(repeating: "_", count: inputs).joined(separator: ", ") + " in"
            let result = function.returnClause.type.trimmedDescription
            if ["Void", "()"].contains(result) { return .expression("{\(head) }") }
            if constraints[result]?.contains("View") == true || isViewGeneric(result) || result == "some View" {
                return .expression("{\(head) EmptyView() }")
            }
            return value(of: result, name: name, constraints: constraints).map { .expression("{\(head) \($0) }") }
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Binding",
           let argument = identifier.genericArgumentClause?.arguments.first?.argument.trimmedDescription {
            if let initial = literal(of: argument, constraints: constraints) {
                return .state(name: name, declaration: "@State private var \(name) = \(initial)")
            }
            if argument.hasSuffix("?") {
                return .state(name: name, declaration: "@State private var \(name): \(argument) = nil")
            }
            return nil
        }
        return value(of: type.trimmedDescription, name: name, constraints: constraints).map { .expression($0) }
    }

    /// Generic parameter names SwiftUI uses for view content.
    private static func isViewGeneric(_ name: String) -> Bool {
        ["Label", "Content", "Body", "Destination", "Prompt"].contains(name)
    }

    private static func value(of type: String, name: String, constraints: [String: [String]]) -> String? {
        if let literal = literal(of: type, constraints: constraints) {
            return literal == "\"\"" ? SwiftLiteral.escape(name) : literal
        }
        if type == "Text" { return "Text(\(SwiftLiteral.escape(name)))" }
        return nil
    }

    /// A literal of a type with an obvious empty value, or nil.
    private static func literal(of type: String, constraints: [String: [String]]) -> String? {
        switch type {
        case "String", "Substring", "LocalizedStringKey": return "\"\""
        case "Bool": return "false"
        case "Int", "Double", "CGFloat", "Float": return "0"
        default:
            return constraints[type]?.contains("StringProtocol") == true ? "\"\"" : nil
        }
    }
}
