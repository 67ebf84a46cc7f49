import SwiftSyntax

/// Scenarios for an example's `Commands` type: a command whose `disabled(_:)` condition reads a
/// focused value (`@FocusedObject var message: Message?` … `.disabled(message == nil)`) is hosted
/// beside a probe that publishes such a value from a field (`FocusedValueProbe`). The command must
/// be disabled while nothing published is in focus, enabled while the publisher is focused, and
/// disabled again when focus leaves it — commands are re-evaluated as focus moves (R27, R35).
/// The expected states come from evaluating the example's condition with the reader nil and set.
enum CommandsProbe {
    /// A focused-value reader of a commands type and what the probe publishes for it.
    struct Reader {
        var property: String
        var publication: FocusedValueProbe
    }

    /// `typePath` names an example type from a test; `keyValue` gives the value to publish under
    /// a `FocusedValues` member (from the page's key declarations), nil when none can be made.
    static func scenarios(in tree: SourceFileSyntax, typePath: (String) -> String?,
                          constructible: (String) -> Bool, keyValue: (String) -> String?) -> [(FocusedValueProbe, Scenario)] {
        guard let enumeration = tree.statements.first?.item.as(EnumDeclSyntax.self) else { return [] }
        var result: [(FocusedValueProbe, Scenario)] = []
        for structure in enumeration.memberBlock.members.compactMap({ $0.decl.as(StructDeclSyntax.self) }) {
            guard structure.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "Commands" }) == true,
                  let commands = typePath(structure.name.text) else { continue }
            let sketch = ViewSketch(structure)
            for reader in readers(structure, typePath: typePath, constructible: constructible, keyValue: keyValue) {
                var probe = reader.publication
                probe.commands = commands
                for control in sketch.controls where control.kind == "Button" {
                    guard let title = control.title, let condition = (control.own + control.enclosing).first(where: { $0.name == "disabled" })?.call.arguments.first?.expression,
                          disabled(condition, sketch, reader.property, present: false) == true,
                          disabled(condition, sketch, reader.property, present: true) == false else { continue }
                    let slug = ScenarioDeriver.slug(title)
                    result += probe.followingFocus(kind: "command", details: ("\(slug)-enabled-while-focused", "\(slug)-disabled-after-focus-leaves")) {
                        CaseExpectation(observe: .commandEnabled, element: title, shown: $0)
                    }
                }
            }
        }
        return result
    }

    /// `@FocusedObject var x: T?` (T created with `init()`), `@FocusedValue(\.k) var x`,
    /// `@FocusedBinding(\.k) var x` (a value of `k`'s type can be made).
    private static func readers(_ structure: StructDeclSyntax, typePath: (String) -> String?, constructible: (String) -> Bool,
                                keyValue: (String) -> String?) -> [Reader] {
        structure.memberBlock.members.compactMap { member -> Reader? in
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let attribute = variable.attributes.first?.as(AttributeSyntax.self),
                  let wrapper = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return nil }
            switch wrapper {
            case "FocusedObject":
                guard let type = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription,
                      constructible(type), let path = typePath(type) else { return nil }
                return Reader(property: name, publication: FocusedValueProbe(object: path, scene: false))
            case "FocusedValue", "FocusedBinding":
                guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                      let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
                      keyPath.components.count == 1,
                      let key = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
                      let value = keyValue(key) else { return nil }
                return Reader(property: name, publication: FocusedValueProbe(member: key, value: value, scene: false))
            default:
                return nil
            }
        }
    }

    /// The condition's value with the reader `property` nil or set; nil when it cannot be evaluated.
    static func disabled(_ condition: ExprSyntax, _ sketch: ViewSketch, _ property: String, present: Bool) -> Bool? {
        var interpreter = ActionInterpreter(sketch: sketch, stubs: StubIndex(),
                                            state: [property: present ? .record(type: "Published", fields: []) : .none])
        guard case .bool(let value)? = try? interpreter.evaluate(condition) else { return nil }
        return value
    }
}
