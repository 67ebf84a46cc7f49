import DocModel

/// Shape check for a `View` method: a generic function that calls it with the documented
/// argument labels and parameter types and returns `some View`; a second one leaves out the
/// parameters documented with default values.
enum ViewMethodShape {
    static func source(_ structure: DeclarationStructure, functionName: String) -> String? {
        guard structure.returnType == "some View", isIdentifier(structure.name),
              !structure.genericParameters.contains(where: \.isPack),
              let generics = genericClause(structure), let requirements = whereClause(structure) else { return nil }
        var parameters: [(declaration: String, hasDefault: Bool)] = []
        var arguments: [(argument: String, hasDefault: Bool)] = []
        for (index, parameter) in structure.parameters.enumerated() {
            let type = (parameter.attributes + [parameter.type]).joined(separator: " ")
            guard ShapeTypeFilter.isSafe(type), !parameter.isVariadic else { return nil }
            let label = parameter.label ?? parameter.name
            guard label == "_" || isIdentifier(label) else { return nil }
            // A result builder (`@ViewBuilder content: …`) stays before the parameter's name (in the
            // type's position it is an unknown attribute); `@escaping`, actors stay in the type.
            let (builders, typeAttributes) = EngineSurface.parameterAttributes(parameter.attributes)
            let written: [String] = builders + ["_ p\(index):"] + typeAttributes + [parameter.type]
            parameters.append((written.joined(separator: " "), parameter.defaultValue != nil))
            arguments.append((label == "_" ? "p\(index)" : "\(label): p\(index)", parameter.defaultValue != nil))
        }
        func signature(_ kept: [String]) -> String {
            "<Subject: View\(generics)>(_ subject: Subject\(kept.map { ", " + $0 }.joined())) -> some View\(requirements)"
        }
        var functions = [function(functionName, signature(parameters.map(\.declaration)),
                                  call(structure.name, arguments.map(\.argument)))]
        if arguments.contains(where: \.hasDefault) {
            functions.append(function(functionName + "UsingDefaults",
                                      signature(parameters.filter { !$0.hasDefault }.map(\.declaration)),
                                      call(structure.name, arguments.filter { !$0.hasDefault }.map(\.argument))))
        }
        return functions.joined(separator: "\n\n")
    }

    private static func function(_ name: String, _ signature: String, _ body: String) -> String {
        "private func \(name)\(signature) {\n    \(body)\n}"
    }

    private static func call(_ name: String, _ arguments: [String]) -> String {
        "subject.\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// `, Value` or `, Value: Hashable` for each generic parameter; nil if one is unsafe.
    static func genericClause(_ structure: DeclarationStructure) -> String? {
        var clause = ""
        for parameter in structure.genericParameters {
            guard isIdentifier(parameter.name) else { return nil }
            clause += ", \(parameter.name)"
            if let constraint = parameter.constraint {
                guard ShapeTypeFilter.isSafe(constraint) else { return nil }
                clause += ": \(constraint)"
            }
        }
        return clause
    }

    /// ` where A : B, C == D`, or `""`; nil if a requirement is unsafe.
    static func whereClause(_ structure: DeclarationStructure) -> String? {
        var requirements: [String] = []
        for requirement in structure.genericRequirements {
            guard ShapeTypeFilter.isSafe(requirement.subject), ShapeTypeFilter.isSafe(requirement.constraint) else { return nil }
            let relation = requirement.relation == .sameType ? "==" : ":"
            requirements.append("\(requirement.subject) \(relation) \(requirement.constraint)")
        }
        return requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
