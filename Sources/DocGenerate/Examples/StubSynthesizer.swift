import SwiftSyntax

/// Stub declarations for an example's free identifiers.
struct StubSet: Sendable, Hashable {
    /// Members of the example's namespace enum: functions, view and model types, value enums.
    var namespace: [String] = []
    /// Members of the wrapper view of a fragment: `@State`, `@FocusState`, `@StateObject` properties.
    var view: [String] = []
}

/// Synthesises recording stubs for an example's free identifiers from how they are used
/// (`FreeNameUses`). Every stub call is recorded in `ExampleStubs.calls` under its signature;
/// Boolean stubs return `ExampleStubs.result(signature)` (true unless a case sets it).
///
/// | use | stub |
/// |---|---|
/// | `f(a:)` as a statement / condition | `static func f(a p0: Any)` / `-> Bool` |
/// | `Name(…)` | a view showing `Text("Name")`, `init(label p0: Any, …)`; `...` arguments take `(Int, Int) -> ClosedRange<Int>` |
/// | `@StateObject var m = Name()` | `final class Name: ObservableObject` with the members `m.x` uses |
/// | `$x` as `text:` | `@State private var x = ""` |
/// | `$x` in `focused` / `accessibilityFocused` (`equals: .a`) | `@FocusState` / `@AccessibilityFocusState` of `Bool` or an enum `XValue` with the cases used |
/// | `x += 0.5`, `.scaleEffect(x)` | `@State private var x = 1.0` |
/// | `if x`, `!x`, `x = true`, `$x` as `isPresented:` | `@State private var x = false` |
/// | `Text(x)` | `@State private var x = "x"` |
/// | `Name { a in … }` | a view with `init(_ action: @escaping (Any) -> Void)` |
/// | `.gesture(x)` | `private var x: some Gesture { ExampleGesture() }` |
/// | `Button("Go", action: x)`, where the engine's parameter is `() -> Void` | `static func x()` |
/// | `x.member`, `x.method()`, `$x.member` | `@StateObject private var x = XModel()`, an `ObservableObject` with those members |
/// | `var x: Name`, `Binding<Name>`, `typealias Value = Name` | `TypeStub`: a `Hashable` struct, or an `ObservableObject` class when an object wrapper holds it |
/// | `E(label: Name())`, `E(label: Name.self)`, where the engine's `E` requires protocols of it | `TypeStub`: a `Hashable` struct conforming to them, with witnesses (`StubConformances`) |
///
/// State stubs need a wrapper view, so they are only made for fragments.
enum StubSynthesizer {
    /// The stubs, or the names that cannot be stubbed.
    enum Outcome: Equatable {
        case stubs(StubSet)
        case unstubbable([String])
    }

    /// `environment`: whether the engine declares an `EnvironmentValues` property of that name
    /// (`scenePhase`); a name only read that no other rule stubs is then read from the environment.
    /// `conformances`: a type passed to an engine initializer that requires protocols of it
    /// (`DocumentGroup(newDocument: TextFile())`, `DocumentGroup(viewing: Doc.self)`) is a value
    /// type conforming to them, with witnesses, not a view.
    static func stubs(for names: [String], in tree: some SyntaxProtocol, canAddState: Bool,
                      environment: (String) -> Bool = { _ in false }, conformances: StubConformances? = nil) -> Outcome {
        let collector = FreeNameUses(names: Set(names))
        collector.walk(tree)
        var stubs = StubSet()
        var failed: [String] = []
        for name in names where ViewMethodShape.isIdentifier(name) || name.hasPrefix("$") {
            let uses = collector.uses[name, default: []]
            if let function = function(name, uses) {
                stubs.namespace.append(function)
            } else if name.first?.isUppercase == true, let required = conformances?.conformances(of: name, in: tree),
                      !required.protocols.isEmpty, let type = TypeStub.declaration(name, uses: uses, in: tree, required: required) {
                stubs.namespace.append(type)
            } else if name.first?.isUppercase == true, let type = type(name, uses, in: tree) {
                stubs.namespace.append(type)
            } else if canAddState, let state = state(name, uses, in: tree) {
                stubs.namespace += state.namespace
                stubs.view += state.view
            } else if canAddState, name.first?.isLowercase == true, environment(name), isRead(uses) {
                stubs.view.append("@Environment(\\.\(name)) private var \(name)")
            } else {
                failed.append(name)
            }
        }
        failed += names.filter { !(ViewMethodShape.isIdentifier($0) || $0.hasPrefix("$")) }
        return failed.isEmpty ? .stubs(stubs) : .unstubbable(failed.sorted())
    }

    /// `static func name(…)` when every use is a call with the same labels and a known result.
    private static func function(_ name: String, _ uses: [NameUse]) -> String? {
        // Passed where the engine takes an action, and maybe also called as a statement.
        if uses.contains(.action), uses.allSatisfy({ $0 == .action || $0 == .call(labels: [], result: "Void") }) {
            return "static " + method(name, signature: name, labels: [], result: "Void")
        }
        guard case .call(let labels, let result?)? = uses.first, uses.allSatisfy({ $0 == uses[0] }) else { return nil }
        return "static " + method(name, signature: name, labels: labels, result: result)
    }

    /// A recording method: `func name(label p0: Any) -> Bool { … }`.
    static func method(_ name: String, signature prefix: String, labels: [String], result: String) -> String {
        let parameters = labels.enumerated().map { "\($0.element) p\($0.offset): Any" }.joined(separator: ", ")
        let signature = prefix + "(" + labels.map { $0 + ":" }.joined() + ")"
        let record = "ExampleStubs.record(\"\(signature)\")"
        return result == "Bool"
            ? "func \(name)(\(parameters)) -> Bool { \(record); return ExampleStubs.result(\"\(signature)\") }"
            : "func \(name)(\(parameters)) { \(record) }"
    }

    /// A view (created in view position) or a model class (created as a `@StateObject`).
    private static func type(_ name: String, _ uses: [NameUse], in tree: some SyntaxProtocol) -> String? {
        // Named outside view position (a property's type, a generic argument): a value or model type.
        if uses.contains(.type) || !HoldingProperties.of(name, in: tree).isEmpty {
            return TypeStub.declaration(name, uses: uses, in: tree)
        }
        var initialisers: Set<String> = []
        for use in uses {
            if case .constructWithClosure(let labels, let count) = use, labels.allSatisfy({ $0 == "_" || ViewMethodShape.isIdentifier($0) }) {
                // `EditProfileSheet { result in … }`: the closure is the last, unlabelled parameter.
                let parameters = labels.enumerated().map { "\($0.element) p\($0.offset): Any" }
                    + ["_ action: @escaping (\(Array(repeating: "Any", count: count).joined(separator: ", "))) -> Void"]
                initialisers.insert("init(\(parameters.joined(separator: ", "))) {}")
                continue
            }
            guard case .construct(let labels, let ranges) = use, labels.allSatisfy({ $0 == "_" || ViewMethodShape.isIdentifier($0) }) else {
                return nil
            }
            let parameters = labels.enumerated().map { index, label in
                "\(label) p\(index): \(ranges.contains(index) ? "(Int, Int) -> ClosedRange<Int>" : "Any")"
            }
            initialisers.insert("init(\(parameters.joined(separator: ", "))) {}")
        }
        return "struct \(name): View { " + (initialisers.sorted() + ["var body: some View { Text(\"\(name)\") }"]).joined(separator: "; ")
            + " }"
    }

    /// Whether every use reads the name (compared, shown, observed, its members read or called):
    /// no binding, no assignment of a literal.
    static func isRead(_ uses: [NameUse]) -> Bool {
        !uses.isEmpty && uses.allSatisfy { use in
            switch use {
            case .condition, .caseValue, .member, .method, .textContent, .observed, .number, .call, .argument: return true
            default: return false
            }
        }
    }

    /// View state for a lowercase name, plus any namespace type it needs.
    private static func state(_ name: String, _ uses: [NameUse], in tree: some SyntaxProtocol) -> StubSet? {
        guard let first = uses.first else { return nil }
        // `onChange(of: name)` observes a value whose type the other uses decide.
        let kinds = Set(uses).subtracting([.observed])
        guard !kinds.isEmpty else { return nil }
        // A Boolean: read as a condition, assigned a Boolean literal, presented by `isPresented:`.
        if kinds.isSubset(of: [.condition, .boolAssignment, .presentationBinding]) {
            return StubSet(view: ["@State private var \(name) = false"])
        }
        // Shown as text after `if let name`: an optional string.
        if kinds.contains(.optionalBinding), kinds.isSubset(of: [.optionalBinding, .textContent]) {
            return StubSet(view: ["@State private var \(name): String? = " + SwiftLiteral.escape(name)])
        }
        // Shown as text (and maybe edited): a string.
        if kinds.contains(.textContent), kinds.isSubset(of: [.textContent, .textBinding]) {
            return StubSet(view: ["@State private var \(name) = " + (kinds.contains(.textBinding) ? "\"\"" : SwiftLiteral.escape(name))])
        }
        if kinds.contains(where: { if case .focusBinding = $0 { return true } else { return false } }) {
            return focusState(name, uses)
        }
        switch first {
        case .textBinding where kinds == [.textBinding]:
            return StubSet(view: ["@State private var \(name) = \"\""])
        case .typedBinding(let type) where kinds == [.typedBinding(type)]:
            guard let initial = Self.initialValues[type] else { return nil }
            return StubSet(view: ["@State private var \(name) = \(initial)"])
        case .opaqueBinding where kinds == [.opaqueBinding]:
            return StubSet(view: ["@State private var \(name) = \"\(name)\""])
        case .number where kinds == [.number]:
            return StubSet(view: ["@State private var \(name) = 1.0"])
        case .gesture where kinds == [.gesture]:
            return StubSet(view: ["private var \(name): some Gesture { ExampleGesture() }"])
        case .focusBinding:
            return focusState(name, uses)
        case .member, .method, .bindingMember:
            let model = name.prefix(1).uppercased() + name.dropFirst() + "Model"
            guard let declaration = ModelStub.declaration(model, property: name, in: tree) else { return nil }
            return StubSet(namespace: [declaration], view: ["@StateObject private var \(name) = \(model)()"])
        default:
            return nil
        }
    }

    /// The initial value of state stubbed for a typed binding, by the binding's value type.
    static let initialValues: [String: String] = ["Bool": "false", "String": "\"\"", "Double": "0.0", "Int": "0", "CGFloat": "0.0",
                                                  "Float": "0.0", "Date": "Date()"]

    private static func focusState(_ name: String, _ uses: [NameUse]) -> StubSet? {
        var modifiers: Set<String> = []
        var cases: [String] = []
        var optional = false
        for use in uses {
            switch use {
            case .focusBinding(let modifier, let used):
                modifiers.insert(EngineSurface.focusBindingModifiers[modifier] ?? "FocusState")
                cases += used.filter { !cases.contains($0) }
            case .caseValue(let used):
                // `focusedField = .email` in an action: the enum has that case too.
                if !cases.contains(used) { cases.append(used) }
            case .nilAssignment:
                optional = true
            case .condition, .boolAssignment, .observed:
                continue
            default:
                return nil
            }
        }
        if optional, cases.isEmpty { return nil }
        guard modifiers.count == 1, let wrapper = modifiers.first, cases.allSatisfy(ViewMethodShape.isIdentifier) else { return nil }
        guard !cases.isEmpty else { return StubSet(view: ["@\(wrapper) private var \(name): Bool"]) }
        let type = name.prefix(1).uppercased() + name.dropFirst() + "Value"
        return StubSet(namespace: ["enum \(type): Hashable { case \(cases.joined(separator: ", ")) }"],
                       view: ["@\(wrapper) private var \(name): \(type)?"])
    }
}
