import DocModel
import SwiftSyntax

/// Reads generic parameter clauses and `where` clauses into the model.
enum GenericsReader {
    /// The parameters of `<Value, each T, V: Hashable>`; empty when there is no clause.
    static func parameters(_ clause: GenericParameterClauseSyntax?) -> [GenericParameter] {
        guard let clause else { return [] }
        return clause.parameters.map { parameter in
            GenericParameter(name: parameter.name.text,
                             constraint: parameter.inheritedType?.trimmedText,
                             isPack: parameter.specifier?.tokenKind == .keyword(.each))
        }
    }

    /// The primary associated types of `protocol P<Element>`, read as generic parameters.
    static func parameters(_ clause: PrimaryAssociatedTypeClauseSyntax?) -> [GenericParameter] {
        guard let clause else { return [] }
        return clause.primaryAssociatedTypes.map { GenericParameter(name: $0.name.text) }
    }

    /// The requirements of `where A : P, B == C`; empty when there is no clause.
    static func requirements(_ clause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
        guard let clause else { return [] }
        return clause.requirements.map { requirement($0.requirement) }
    }

    private static func requirement(_ requirement: GenericRequirementSyntax.Requirement) -> GenericRequirement {
        switch requirement {
        case .conformanceRequirement(let conformance):
            let constraint = conformance.rightType.trimmedText
            let isLayout = constraint == "AnyObject"
            return GenericRequirement(subject: conformance.leftType.trimmedText,
                                      relation: isLayout ? .other : .conformance,
                                      constraint: constraint)
        case .sameTypeRequirement(let sameType):
            return GenericRequirement(subject: sameType.leftType.trimmedText,
                                      relation: .sameType,
                                      constraint: sameType.rightType.trimmedText)
        case .layoutRequirement(let layout):
            var constraint = layout.layoutSpecifier.text
            if let size = layout.size {
                constraint += "(" + size.text + (layout.alignment.map { ", " + $0.text } ?? "") + ")"
            }
            return GenericRequirement(subject: layout.type.trimmedText, relation: .other,
                                      constraint: constraint)
        }
    }
}
