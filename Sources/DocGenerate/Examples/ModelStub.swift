import SwiftSyntax

/// Finds the property a model type is created for: `@StateObject private var viewModel = ViewModel()`.
enum ModelProperty {
    static func holding(_ type: String, in tree: some SyntaxProtocol) -> String? {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == type {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            return name
        }
        return nil
    }
}

/// An `ObservableObject` stub with the members an example uses on one property:
/// `$m.x` and `m.x` → `@Published var x = …` (a string, or the value type of the engine binding
/// `$m.x` is passed to: `isOn:` → `false`), `m.x += 1` → a number,
/// `m.f()` → a recording method.
enum ModelStub {
    static func declaration(_ type: String, property: String, in tree: some SyntaxProtocol) -> String? {
        guard let members = members(of: [property], in: tree, published: true) else { return nil }
        return "final class \(type): ObservableObject { \(members.joined(separator: "; ")) }"
    }

    /// Member declarations for what the example uses on `properties` (all of one type), sorted
    /// by name; nil when a use has no stub (an operator, a subscript, conflicting kinds).
    static func members(of properties: [String], in tree: some SyntaxProtocol, published: Bool) -> [String]? {
        let collector = FreeNameUses(names: Set(properties))
        collector.walk(tree)
        let stored = published ? "@Published var" : "var"
        var members: [String: String] = [:]
        for property in properties.sorted() {
            for use in collector.uses[property, default: []] {
                let member: String
                let declaration: String
                switch use {
                case .bindingMember(let name, let type):
                    (member, declaration) = (name, "\(stored) \(name) = \(type.flatMap { StubSynthesizer.initialValues[$0] } ?? "\"\"")")
                case .member(let name):
                    (member, declaration) = (name, "\(stored) \(name) = \"\(property).\(name)\"")
                case .numericMember(let name, let integer):
                    (member, declaration) = (name, "\(stored) \(name) = \(integer ? "0" : "0.0")")
                case .method(let name, let labels, let result?):
                    (member, declaration) = (name, StubSynthesizer.method(name, signature: "\(property).\(name)", labels: labels, result: result))
                case .construct, .type, .opaqueBinding, .argument, .other, .condition, .boolAssignment, .caseValue, .nilAssignment,
                     .presentationBinding, .textContent, .constructWithClosure, .observed, .optionalBinding:
                    continue  // passed on, bound, compared or named: no member needed
                default:
                    return nil
                }
                guard ViewMethodShape.isIdentifier(member) else { return nil }
                switch members[member] {
                case nil, declaration?: members[member] = declaration
                case let existing? where existing.hasPrefix(stored) && declaration.hasPrefix(stored):
                    // Read in one place, bound or counted in another: the binding's or the number's kind wins.
                    let number = [existing, declaration].first { !$0.hasSuffix("\"") }
                    members[member] = number ?? "\(stored) \(member) = \"\""
                default: return nil
                }
            }
        }
        return members.keys.sorted().compactMap { members[$0] }
    }
}
