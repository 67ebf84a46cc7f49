import DocModel

/// Shape checks for the members a type page lists beside its properties: initializers,
/// subscripts, enumeration cases, and protocols. Each is a private function that compiles only if
/// the engine declares the member with the documented labels, parameter types, generic
/// requirements and result type.
///
/// | declaration | check |
/// |---|---|
/// | `init(_ keyPath: KeyPath<FocusedValues, Value?>)` on `FocusedValue<Value>` | `func f<Value>(_ p0: KeyPath<FocusedValues, Value?>) -> FocusedValue<Value> { FocusedValue(p0) }` |
/// | `init() where Value == Bool` on `FocusState<Value>` | the same-type requirement makes `Value` concrete: `func f() -> FocusState<Bool> { FocusState() }` |
/// | `subscript<Key>(key: Key.Type) -> Key.Value? where Key : FocusedValueKey { get set }` | `func f<Key>(_ subject: FocusedValues, _ p0: Key.Type) -> Key.Value? where … { var copy = subject; let value = copy[p0]; copy[p0] = value; return subject[p0] }` |
/// | `case zoomIn` in `Direction` | `func f() -> AccessibilityZoomGestureAction.Direction { .zoomIn }` |
/// | `protocol FocusedValueKey` | `func f<T: FocusedValueKey>(_: T.Type) {}` |
enum MemberCallShapes {
    static func initializer(_ structure: DeclarationStructure, parent: ParentSpelling, functionName: String) -> String? {
        guard let call = Call(structure, isSubscript: false) else { return nil }
        var generic = GenericContext(parent: parent, own: structure)
        guard generic.concretise() else { return nil }
        let throwing = structure.effects.contains("throws")
        let body = (throwing ? "try " : "") + generic.parentType + "(" + call.arguments + ")"
        return "\(actor(structure))private func \(functionName)\(generic.list)(\(call.parameters))\(throwing ? " throws" : "") -> \(generic.parentType)\(generic.whereClause) {\n    \(body)\n}"
    }

    static func `subscript`(_ structure: DeclarationStructure, parent: ParentSpelling, functionName: String) -> String? {
        guard let call = Call(structure, isSubscript: true), let result = structure.returnType, ShapeTypeFilter.isSafe(result) else { return nil }
        var generic = GenericContext(parent: parent, own: structure)
        guard generic.concretise() else { return nil }
        let subject = "_ subject: \(generic.parentType)" + (call.parameters.isEmpty ? "" : ", " + call.parameters)
        var lines: [String] = []
        if structure.accessors.contains("set") {
            lines += ["var copy = subject", "let value = copy[\(call.arguments)]", "copy[\(call.arguments)] = value"]
        }
        lines.append("return subject[\(call.arguments)]")
        return "\(actor(structure))private func \(functionName)\(generic.list)(\(subject)) -> \(result)\(generic.whereClause) {\n"
            + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }

    static func enumerationCase(_ structure: DeclarationStructure, parent: ParentSpelling, functionName: String) -> String? {
        guard structure.parameters.isEmpty, let name = PropertyShape.memberName(structure.name) else { return nil }
        return "private func \(functionName)\(parent.genericList())(\(parent.genericParameters.map { "_: \($0).Type" }.joined(separator: ", "))) -> \(parent.type)\(parent.whereClause()) {\n    .\(name)\n}"
    }

    static func `protocol`(_ structure: DeclarationStructure, functionName: String) -> String? {
        guard ViewMethodShape.isIdentifier(structure.name) else { return nil }
        return "private func \(functionName)<T: \(structure.name)>(_: T.Type) {\n    _ = T.self\n}"
    }

    private static func actor(_ structure: DeclarationStructure) -> String {
        structure.attributes.contains("@MainActor") ? "@MainActor " : ""
    }

    /// The parameters of the shape function and the arguments of the call.
    private struct Call {
        var parameters: String
        var arguments: String

        init?(_ structure: DeclarationStructure, isSubscript: Bool) {
            var parameters: [String] = []
            var arguments: [String] = []
            for (index, parameter) in structure.parameters.enumerated() {
                let type = (parameter.attributes + [parameter.type]).joined(separator: " ")
                guard ShapeTypeFilter.isSafe(type), !parameter.isVariadic else { return nil }
                // A subscript's parameter has an argument label only when it declares one; a
                // function's or initializer's name is its label unless `_` is given.
                let label = isSubscript ? parameter.label : (parameter.label ?? parameter.name)
                guard label == nil || label == "_" || ViewMethodShape.isIdentifier(label!) else { return nil }
                // A result builder (`@ViewBuilder label: …`) stays before the parameter's name (in
                // the type's position it is an unknown attribute); `@escaping`, actors stay in the type.
                let (builders, typeAttributes) = EngineSurface.parameterAttributes(parameter.attributes)
                let written: [String] = builders + ["_ p\(index):"] + typeAttributes + [parameter.type]
                parameters.append(written.joined(separator: " "))
                arguments.append(label == nil || label == "_" ? "p\(index)" : "\(label!): p\(index)")
            }
            self.parameters = parameters.joined(separator: ", ")
            self.arguments = arguments.joined(separator: ", ")
        }
    }
}

/// The generic parameters and requirements of a member's shape function: the parent's and the
/// member's own, with same-type requirements on the parent's parameters (`where Value == Bool`,
/// `where Value == T?`) substituted into the parent's spelling.
struct GenericContext {
    private(set) var parentType: String
    private var parameters: [String]
    private var requirements: [String]
    private var fixed: [String: String]
    private var own: DeclarationStructure

    init(parent: ParentSpelling, own: DeclarationStructure) {
        parentType = parent.type
        parameters = parent.genericParameters
        requirements = parent.requirements
        fixed = parent.fixed
        self.own = own
    }

    /// Applies the member's requirements; false when one cannot be spelled safely.
    mutating func concretise() -> Bool {
        guard let clause = ViewMethodShape.genericClause(own) else { return false }
        for requirement in own.genericRequirements {
            guard ShapeTypeFilter.isSafe(requirement.subject), ShapeTypeFilter.isSafe(requirement.constraint) else { return false }
            // The engine's extension already fixes it: a requirement that restates it (or a
            // conformance of it) is dropped; a same-type one naming another type is kept, and the
            // check then fails to compile, naming the difference.
            if let type = fixed[requirement.subject], requirement.relation != .sameType || requirement.constraint == type { continue }
            if requirement.relation == .sameType, let index = parameters.firstIndex(of: requirement.subject) {
                let name = parameters.remove(at: index)
                parentType = Self.replacing(name, with: requirement.constraint, in: parentType)
                requirements = requirements.filter { !Self.mentions($0, name) }
            } else {
                let relation = requirement.relation == .sameType ? "==" : ":"
                requirements.append("\(requirement.subject) \(relation) \(requirement.constraint)")
            }
        }
        parameters += clause.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return true
    }

    var list: String { parameters.isEmpty ? "" : "<" + parameters.joined(separator: ", ") + ">" }
    var whereClause: String { requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ") }

    private static func words(_ text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// Whether `text` names `name` as a whole word.
    static func mentions(_ text: String, _ name: String) -> Bool {
        words(text).contains { $0 == name }
    }

    /// `text` with every whole-word `name` replaced.
    static func replacing(_ name: String, with replacement: String, in text: String) -> String {
        var result = ""
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += word == name ? replacement : word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }
}
