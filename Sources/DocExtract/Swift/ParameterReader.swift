import DocModel
import SwiftSyntax

/// Reads function, subscript, macro and enum-case parameters into the model.
///
/// Attributes written on the parameter (`@ViewBuilder`) and on its type (`@escaping`,
/// `@MainActor`) go to `attributes`; `type` is the type without them, specifiers
/// such as `inout` kept; a variadic parameter's `...` is dropped from `type`.
enum ParameterReader {
    /// The parameters of a function-like parameter clause.
    static func parameters(_ list: FunctionParameterListSyntax) -> [DeclaredParameter] {
        list.map { parameter in
            let (label, name) = names(first: parameter.firstName, second: parameter.secondName)
            let (type, typeAttributes) = split(parameter.type)
            let attributes = parameter.attributes.map(\.trimmedText) + typeAttributes
            return DeclaredParameter(label: label, name: name, type: type,
                                     defaultValue: parameter.defaultValue?.value.trimmedText,
                                     attributes: attributes,
                                     isVariadic: parameter.ellipsis != nil)
        }
    }

    /// The associated values of an enum case (`case link(URL, title: String)`).
    static func parameters(_ clause: EnumCaseParameterClauseSyntax?) -> [DeclaredParameter] {
        guard let clause else { return [] }
        return clause.parameters.map { parameter in
            var label: String?
            var name = ""
            if let first = parameter.firstName {
                (label, name) = names(first: first, second: parameter.secondName)
            }
            let (type, attributes) = split(parameter.type)
            return DeclaredParameter(label: label, name: name, type: type,
                                     defaultValue: parameter.defaultValue?.value.trimmedText,
                                     attributes: attributes)
        }
    }

    /// Label and name: `_ x` → (`_`, `x`), `of x` → (`of`, `x`), `x` → (nil, `x`), `_` → (`_`, `_`).
    private static func names(first: TokenSyntax, second: TokenSyntax?) -> (String?, String) {
        if let second { return (first.text, second.text) }
        if first.tokenKind == .wildcard { return ("_", "_") }
        return (nil, first.text)
    }

    /// A type without its attributes, and those attributes.
    static func split(_ type: TypeSyntax) -> (type: String, attributes: [String]) {
        guard let attributed = type.as(AttributedTypeSyntax.self), !attributed.attributes.isEmpty else {
            return (type.trimmedText, [])
        }
        let parts = [attributed.specifiers.trimmedText,
                     attributed.lateSpecifiers.trimmedText,
                     attributed.baseType.trimmedText].filter { !$0.isEmpty }
        return (parts.joined(separator: " "), attributed.attributes.map(\.trimmedText))
    }
}
