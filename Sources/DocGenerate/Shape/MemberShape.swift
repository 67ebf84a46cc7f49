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
    static func source(_ structure: DeclarationStructure, conformances: [String], functionName: String,
                       parent: ParentSpelling? = nil, wrappedValueType: String? = nil) -> String? {
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
        var lines: [String] = []
        for conformance in conformances.sorted() {
            lines.append("func conformsTo\(conformance)<T: \(conformance)>(_: T.Type) {}")
            lines.append("conformsTo\(conformance)(\(subject).self)")
        }
        if structure.attributes.contains("@propertyWrapper") {
            if let documented = wrappedValueType, ShapeTypeFilter.isSafe(documented) {
                lines.append("let _: (\(subject)) -> \(documented) = { $0.wrappedValue }")
            } else {
                lines.append("_ = { (wrapper: \(subject)) in wrapper.wrappedValue }")
            }
        }
        if lines.isEmpty { lines.append("_ = \(subject).self") }
        return "private func \(functionName)\(genericList)(\(metatypes))\(whereClause) {\n"
            + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }
}
