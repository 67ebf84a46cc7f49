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
/// `$m.x` and `m.x` → `@Published var x = …` (a string), `m.f()` → a recording method.
enum ModelStub {
    static func declaration(_ type: String, property: String, in tree: some SyntaxProtocol) -> String? {
        let collector = FreeNameUses(names: [property])
        collector.walk(tree)
        var members: [String: String] = [:]
        for use in collector.uses[property, default: []] {
            let member: String
            let declaration: String
            switch use {
            case .bindingMember(let name):
                (member, declaration) = (name, "@Published var \(name) = \"\"")
            case .member(let name):
                (member, declaration) = (name, "@Published var \(name) = \"\(property).\(name)\"")
            case .method(let name, let labels, let result?):
                (member, declaration) = (name, StubSynthesizer.method(name, signature: "\(property).\(name)", labels: labels, result: result))
            case .construct, .type:
                continue
            default:
                return nil
            }
            guard ViewMethodShape.isIdentifier(member) else { return nil }
            switch members[member] {
            case nil, declaration?: members[member] = declaration
            case let existing? where existing.hasPrefix("@Published") && declaration.hasPrefix("@Published"):
                members[member] = "@Published var \(member) = \"\""  // bound somewhere: starts empty
            default: return nil
            }
        }
        let body = members.keys.sorted().compactMap { members[$0] }.joined(separator: "; ")
        return "final class \(type): ObservableObject { \(body) }"
    }
}
