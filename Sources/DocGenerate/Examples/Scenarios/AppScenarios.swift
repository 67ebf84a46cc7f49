import SwiftSyntax

/// Scenarios for an example that declares an app (`@main struct DocumentApp: App`) with commands
/// reading a focused value (`@FocusedBinding(\.focusedDocument) var currentDocument` …
/// `.disabled(currentDocument == nil)`): the app is hosted as it is (`FocusHost(app:)`, its scenes
/// and commands) and, at appearance, nothing has focus, so nothing is published and each such
/// command is disabled — as the example's own condition says with the reader nil (R27, R35). A
/// command whose condition cannot be evaluated, or does not turn on the reader (disabled with it
/// nil, enabled with it set), gives no expectation; an app with none gives no scenario.
enum AppScenarios {
    private static let readers: Set<String> = ["FocusedBinding", "FocusedValue", "FocusedObject"]

    /// Per app type created with `()` (`typePath` of its name), the appearance scenario (its
    /// detail names the app: `DocumentApp.appear`).
    static func scenarios(in tree: SourceFileSyntax, typePath: (String) -> String?) -> [(app: String, scenario: Scenario)] {
        guard let enumeration = tree.statements.first?.item.as(EnumDeclSyntax.self) else { return [] }
        var result: [(app: String, scenario: Scenario)] = []
        for structure in enumeration.memberBlock.members.compactMap({ $0.decl.as(StructDeclSyntax.self) }) {
            guard structure.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "App" }) == true,
                  let app = typePath(structure.name.text), createdEmpty(structure) else { continue }
            let properties = structure.memberBlock.members.compactMap { member -> String? in
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      let wrapper = variable.attributes.first?.as(AttributeSyntax.self)?.attributeName.trimmedDescription,
                      readers.contains(wrapper) else { return nil }
                return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            let sketch = ViewSketch(structure)
            var expectations: [CaseExpectation] = []
            for control in sketch.controls where control.kind == "Button" {
                guard let title = control.title,
                      let condition = control.disabledConditions.first,
                      properties.contains(where: { CommandsProbe.disabled(condition, sketch, $0, present: false) == true
                          && CommandsProbe.disabled(condition, sketch, $0, present: true) == false }) else { continue }
                expectations.append(CaseExpectation(observe: .commandEnabled, element: title, shown: false))
            }
            guard !expectations.isEmpty else { continue }
            result.append((app, Scenario(kind: "app", detail: "\(structure.name.text).appear", steps: [CaseStep(action: .appear)],
                                         expectations: [CaseExpectation(observe: .focusedElement)] + expectations, configuration: nil)))
        }
        return result
    }

    /// Whether the app can be created with `()`: no stored property without a value other than
    /// property wrappers that have their own (`@FocusedBinding(\.k) var x`, `@State var y = 0`).
    private static func createdEmpty(_ structure: StructDeclSyntax) -> Bool {
        !structure.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
                  !variable.modifiers.contains(where: { $0.name.text == "static" }) else { return false }
            return variable.bindings.contains { $0.initializer == nil && $0.accessorBlock == nil }
        } && !structure.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }
}
