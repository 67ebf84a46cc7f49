import Foundation
import DocModel

/// Shape check for a property of a parent type: a function reading it from a parent value (or,
/// for a type property, from the type) and returning the documented type.
enum PropertyShape {
    static func source(_ structure: DeclarationStructure, parent: ParentSpelling, functionName: String) -> String? {
        guard let type = structure.type, ShapeTypeFilter.isSafe(type), let name = memberName(structure.name) else { return nil }
        // A settable property is also written (a copy, so `nonmutating` and mutating setters both compile).
        let settable = structure.accessors.contains("set")
        if structure.modifiers.contains("static") || structure.modifiers.contains("class") {
            // A type property (`SubmitLabel.done`): read from the type, not an instance.
            let metatypes = parent.genericParameters.map { "_: \($0).Type" }.joined(separator: ", ")
            let write = settable ? "    let value = \(parent.type).\(name)\n    \(parent.type).\(name) = value\n" : ""
            return "private func \(functionName)\(parent.genericList())(\(metatypes)) -> \(type)\(parent.whereClause()) {\n"
                + write + "    \(settable ? "return " : "")\(parent.type).\(name)\n}"
        }
        let write = settable ? "    var copy = subject\n    let value = copy.\(name)\n    copy.\(name) = value\n" : ""
        return "private func \(functionName)\(parent.genericList())(_ subject: \(parent.type)) -> \(type)\(parent.whereClause()) {\n"
            + write + "    \(settable ? "return " : "")subject.\(name)\n}"
    }

    /// The member's name as code spells it: an identifier, or a keyword in backticks (`` `continue` ``).
    static func memberName(_ name: String) -> String? {
        if ViewMethodShape.isIdentifier(name) { return name }
        guard name.hasPrefix("`"), name.hasSuffix("`"), name.count > 2, ViewMethodShape.isIdentifier(String(name.dropFirst().dropLast())) else {
            return nil
        }
        return name
    }
}

/// Shape check for a type: it exists with the documented generic parameters and constraints,
/// conforms to the documented protocols, and (for property wrappers) has a `wrappedValue` — of the
/// type its member page documents when the run has that page, else of some type.
enum TypeShape {
    /// `parent` qualifies a nested type (`FocusState<Value>.Binding`) and adds its generic parameters.
    ///
    /// `engine` is the engine's own declaration of the type: a dump style that strips generic
    /// parameters (`@propertyWrapper struct FocusedValue`, `<Value>` read as markup) gets the
    /// engine's (`<Value>`, its requirements), named in a comment of the check.
    static func source(_ structure: DeclarationStructure, conformances: [String], functionName: String,
                       parent: ParentSpelling? = nil, wrappedValueType: String? = nil, engine: TypeHead? = nil) -> String? {
        var structure = structure
        var inferred: [String] = []
        if structure.genericParameters.isEmpty, let engine, engine.name == structure.name, !engine.parameters.isEmpty {
            structure.genericParameters = engine.parameters.map { GenericParameter(name: $0) }
            structure.genericRequirements = engine.requirements.compactMap(Self.requirement)
            inferred = engine.parameters
        }
        guard ViewMethodShape.isIdentifier(structure.name), !structure.genericParameters.contains(where: \.isPack),
              let generics = ViewMethodShape.genericClause(structure),
              let requirements = ViewMethodShape.whereClause(structure),
              conformances.allSatisfy(ViewMethodShape.isIdentifier) else { return nil }
        let parameterNames = structure.genericParameters.map(\.name)
        let parentParameters = parent?.genericParameters ?? []
        let ownList = String(generics.dropFirst(2))
        let allList = (parentParameters + (ownList.isEmpty ? [] : [ownList])).joined(separator: ", ")
        let genericList = allList.isEmpty ? "" : "<" + allList + ">"
        let subject = (parent.map { $0.type + "." } ?? "") + structure.name
            + (parameterNames.isEmpty ? "" : "<" + parameterNames.joined(separator: ", ") + ">")
        let whereClause = parent?.whereClause(merging: requirements) ?? requirements
        let metatypes = (parentParameters + parameterNames).map { "_: \($0).Type" }.joined(separator: ", ")
        /// A file-scope check function over the type's generic parameters.
        func function(_ name: String, _ requirements: String, _ body: [String]) -> String {
            "private func \(name)\(genericList)(\(metatypes))\(requirements) {\n" + body.map { "    " + $0 }.joined(separator: "\n") + "\n}"
        }
        var lines: [String] = []
        // Dumps list a generic type's conformances without their conditions (`State` is Sendable
        // where `Value` is): a generic type's conformance to a protocol generic types forward from
        // their parameters is checked with its generic parameters conforming too — the weakest
        // reading the page allows — in a function of its own; any other conformance as it stands.
        var conditional: [String] = []
        let allParameters = parentParameters + parameterNames
        for conformance in conformances.sorted() {
            // The checker's generic parameter has a name no documented type uses for its own
            // (`TupleView<T>`: a nested `<T>` would shadow it, an error in Swift 6).
            let check = ["func conformsTo\(conformance)<Conforming: \(conformance)>(_: Conforming.Type) {}", "conformsTo\(conformance)(\(subject).self)"]
            guard !allParameters.isEmpty, Self.forwarded.contains(conformance) else { lines += check; continue }
            let extra = allParameters.map { "\($0): \(conformance)" }.joined(separator: ", ")
            let merged = whereClause.isEmpty ? " where " + extra : whereClause + ", " + extra
            let note = "// Conforms at least when " + allParameters.joined(separator: ", ") + " conform to \(conformance) (the page gives no condition)."
            conditional.append(function(functionName + "_" + conformance, merged, [note] + check))
        }
        if structure.attributes.contains("@propertyWrapper") {
            if let documented = wrappedValueType, ShapeTypeFilter.isSafe(documented) {
                lines.append("let _: (\(subject)) -> \(documented) = { $0.wrappedValue }")
            } else {
                lines.append("_ = { (wrapper: \(subject)) in wrapper.wrappedValue }")
            }
        }
        if lines.isEmpty { lines.append("_ = \(subject).self") }
        if !inferred.isEmpty {
            lines.insert("// The page's declaration names no generic parameters; <" + inferred.joined(separator: ", ") + "> are the engine's.", at: 0)
        }
        return ([function(functionName, whereClause, lines)] + conditional).joined(separator: "\n")
    }

    /// Protocols a generic type commonly conforms to only when its parameters do, as the standard
    /// library's own types do (`Array: Sendable where Element: Sendable`).
    static let forwarded: Set<String> = ["Sendable", "SendableMetatype", "Equatable", "Hashable", "Encodable", "Decodable", "Codable"]

    /// `Value : Hashable` / `Value == Int` as the symbol graph prints a requirement.
    static func requirement(_ text: String) -> GenericRequirement? {
        for (separator, relation) in [(" == ", GenericRequirement.Relation.sameType), (" : ", .conformance)] {
            let parts = text.components(separatedBy: separator)
            if parts.count == 2 { return GenericRequirement(subject: parts[0], relation: relation, constraint: parts[1]) }
        }
        return nil
    }
}
