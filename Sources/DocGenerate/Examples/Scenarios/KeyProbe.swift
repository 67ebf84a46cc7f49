import SwiftParser
import SwiftSyntax

/// Scenarios for an example that only declares focused-value keys (`extension FocusedValues {
/// @Entry var selectedItem: Item? }`): no view of the example can be mounted, so the case mounts a
/// probe — a field "Publisher" that publishes a value under the declared key and a field
/// "Elsewhere" — and checks that readers see the value exactly while the publisher is focused
/// (R27), and wherever focus is when it is published scene-wide (R28). The key, its type and so
/// the value published come from the example; the probe is the generator's.
enum KeyProbe {
    /// A `FocusedValues` member an example declares, and its value type without the optional.
    struct Key: Equatable {
        var name: String
        var valueType: String
    }

    /// The optional stored or computed members of `extension FocusedValues` blocks in `code`.
    static func keys(in code: String) -> [Key] {
        ParsedSource.file(code).statements.flatMap { item -> [Key] in
            guard let decl = item.item.as(ExtensionDeclSyntax.self), decl.extendedType.trimmedDescription == "FocusedValues" else { return [] }
            return decl.memberBlock.members.flatMap { member -> [Key] in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
                return variable.bindings.compactMap { binding -> Key? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          var type = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)?.wrappedType else { return nil }
                    // `(() -> Void)?`: the parentheses only group the function type.
                    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                       only.firstName == nil { type = only.type }
                    return Key(name: name, valueType: type.trimmedDescription)
                }
            }
        }
    }

    /// A type conforming to `FocusedValueKey` declared at the top level of `code`, with the type
    /// its `typealias Value` names: the key a page declares before (or instead of) the
    /// `FocusedValues` member that reads it.
    static func keyTypes(in code: String) -> [Key] {
        ParsedSource.file(code).statements.compactMap { item -> Key? in
            guard let decl = item.item.asProtocol(DeclGroupSyntax.self), let named = item.item.asProtocol(NamedDeclSyntax.self),
                  decl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "FocusedValueKey" }) == true
            else { return nil }
            let value = decl.memberBlock.members.lazy.compactMap { $0.decl.as(TypeAliasDeclSyntax.self) }
                .first { $0.name.text == "Value" }?.initializer.value.trimmedDescription
            return value.map { Key(name: named.name.text, valueType: $0) }
        }
    }

    /// The accessor a key-type probe's file declares: `fileprivate extension FocusedValues { var
    /// member: Key.Value? { get { self[Key.self] } set { self[Key.self] = newValue } } }`.
    static func accessor(member: String, keyType: String) -> String {
        ["fileprivate extension FocusedValues {",
         "    var \(member): \(keyType).Value? {",
         "        get { self[\(keyType).self] }",
         "        set { self[\(keyType).self] = newValue }",
         "    }",
         "}"].joined(separator: "\n")
    }

    /// The member a key-type probe declares for key `name` of example `exampleID` (unique in a file).
    static func accessorMember(_ name: String, exampleID: String) -> String {
        "probeExample\(exampleID.filter(\.isNumber))\(name)"
    }

    /// A Swift expression of `type` to publish, or nil when the generator cannot make one:
    /// literals for Boolean, string and number types, `.constant(…)` for a binding, `{}` for an
    /// action, `T()` for a type known to be created with `init()`.
    static func value(of type: String, constructible: Set<String>) -> String? {
        let text = type
        switch text {
        case "Bool": return "true"
        case "String": return "\"value\""
        case "Int", "Double", "CGFloat": return "1"
        case "() -> Void", "() -> ()": return "{}"
        default: break
        }
        if text.hasPrefix("Binding<"), text.hasSuffix(">") {
            return value(of: String(text.dropFirst("Binding<".count).dropLast()), constructible: constructible).map { ".constant(\($0))" }
        }
        guard constructible.contains(text) else { return nil }
        return text + "()"
    }

    /// The probe cases' scenarios for one key: focusing the publisher shows the value; moving
    /// focus elsewhere hides it; a scene-wide publication is seen without focus.
    /// `keyType`: the key type path when `key` is a key type read through a probe accessor.
    /// `label`: what the case ids name (the key type for an accessor; default the member).
    static func scenarios(_ key: Key, value: String, keyType: String? = nil, label: String? = nil) -> [(FocusedValueProbe, Scenario)] {
        let label = label ?? key.name
        let shown = { (visible: Bool) in CaseExpectation(observe: .focusedValue, state: key.name, shown: visible) }
        let scene = FocusedValueProbe(member: key.name, value: value, scene: true, keyType: keyType)
        return FocusedValueProbe(member: key.name, value: value, scene: false, keyType: keyType)
            .followingFocus(kind: "key", details: ("\(label)-while-focused", "\(label)-after-focus-leaves"), observed: shown)
            + [(scene, Scenario(kind: "key", detail: "\(label)-scene-wide", steps: [CaseStep(action: .appear), FocusedValueProbe.tapElsewhere],
                                expectations: [FocusedValueProbe.focused(FocusedValueProbe.elsewhere), shown(true)], configuration: nil,
                                preconditions: [FocusedValueProbe.focused(nil), shown(true)], actionStep: 1))]
    }
}
