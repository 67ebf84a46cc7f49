/// Templates for claims about what must not compile: snippets the compiler must reject, with
/// control snippets it must accept (so a rejection is not due to the set-up). The snippets are
/// SwiftUI source, so another engine can replay them against its own module.
enum CompileTemplates {
    struct Template: Sendable {
        let id: String
        let family: BindingVariant.Family
        let check: CompileCheck
    }

    static let all: [String: Template] = Dictionary(uniqueKeysWithValues: [
        Template(id: "at-value-must-be-optional-or-bool", family: .accessibility, check: CompileCheck(
            accepted: [wrapped("@AccessibilityFocusState var value: Bool"),
                       wrapped("@AccessibilityFocusState var value: Int?")],
            rejected: [wrapped("@AccessibilityFocusState var value: Int"),
                       wrapped("@AccessibilityFocusState var value: String")])),
        Template(id: "focus-state-value-must-be-optional-or-bool", family: .keyboard, check: CompileCheck(
            accepted: [wrapped("@FocusState var value: Bool"),
                       wrapped("@FocusState var value: Int?")],
            rejected: [wrapped("@FocusState var value: Int"),
                       wrapped("@FocusState var value: String")])),
        // `focusedValue(_:)` / `focusedSceneValue(_:)` publish an `Observable` object (`T: AnyObject & Observable`).
        Template(id: "focused-object-must-be-observable", family: .focusedValue, check: CompileCheck(
            accepted: [publishing("@Observable final class Model { var count = 0 }", ".focusedValue(Model())"),
                       publishing("@Observable final class Model { var count = 0 }", ".focusedSceneValue(Model())")],
            rejected: [publishing("final class Model { var count = 0 }", ".focusedValue(Model())"),
                       publishing("struct Model { var count = 0 }", ".focusedSceneValue(Model())")])),
    ].map { ($0.id, $0) })

    /// A view publishing with `modifier`, after the declaration of the published type.
    private static func publishing(_ model: String, _ modifier: String) -> String {
        """
        import FocusEngine

        \(model)

        struct Probe: View {
            var body: some View { Text("probe")\(modifier) }
        }
        """
    }

    /// A view declaring `property`, importing the engine module.
    private static func wrapped(_ property: String) -> String {
        """
        import FocusEngine

        struct Probe: View {
            \(property)

            var body: some View { Text("probe") }
        }
        """
    }
}

/// Snippets the compiler must accept and reject for one must-not-compile case.
public struct CompileCheck: Codable, Sendable, Hashable {
    public var accepted: [String]
    public var rejected: [String]

    public init(accepted: [String], rejected: [String]) {
        self.accepted = accepted
        self.rejected = rejected
    }
}
