import SwiftSyntax

/// A focused value an example view publishes: `focusedValue(\.key, value)`,
/// `focusedSceneValue(\.key) { … }`, `focusedObject(object)`, `focusedSceneObject(object)`.
struct Publication: Hashable {
    /// What a reader asks for: a `FocusedValues` member, or an object type (a type path).
    enum Key: Hashable, Comparable {
        case member(String)
        case object(String)
    }

    var key: Key
    /// Scene-wide (`focusedSceneValue`, `focusedSceneObject`): visible wherever focus is (R28).
    var scene: Bool
    /// The modifier call, to tell which controls it applies to.
    var call: SyntaxIdentifier
}

extension Publication {
    /// The publications of a view whose value is known to be non-nil: a binding (`$x`), a closure,
    /// a literal, a call, or a non-optional property; an object held by an object wrapper.
    /// `typePath` resolves a type written in the example to the path a test can name.
    static func all(in sketch: ViewSketch, typePath: (String) -> String?) -> [Publication] {
        sketch.modifiers.compactMap { modifier -> Publication? in
            let scene: Bool
            switch modifier.name {
            case "focusedValue", "focusedObject": scene = false
            case "focusedSceneValue", "focusedSceneObject": scene = true
            default: return nil
            }
            let arguments = Array(modifier.call.arguments)
            if modifier.name.hasSuffix("Object") {
                guard arguments.count == 1, let type = objectType(arguments[0].expression, sketch), let path = typePath(type)
                else { return nil }
                return Publication(key: .object(path), scene: scene, call: modifier.call.id)
            }
            guard let first = arguments.first, first.label == nil, let member = keyPathMember(first.expression) else { return nil }
            let value = arguments.count == 2 ? arguments[1].expression : modifier.call.trailingClosure.map(ExprSyntax.init)
            guard let value, isNonNil(value, sketch) else { return nil }
            return Publication(key: .member(member), scene: scene, call: modifier.call.id)
        }
    }

    /// `\.name` → `name` (a single-component key path with an implicit root).
    private static func keyPathMember(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
              let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        return property.declName.baseName.text
    }

    private static func isNonNil(_ expression: ExprSyntax, _ sketch: ViewSketch) -> Bool {
        if expression.is(ClosureExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
            || expression.is(IntegerLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
            || expression.is(FunctionCallExprSyntax.self) { return true }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        if name.hasPrefix("$") { return sketch.property(String(name.dropFirst())) != nil }
        guard let property = sketch.property(name) else { return false }
        if let type = property.type { return !type.hasSuffix("?") && !type.hasPrefix("Optional<") }
        return property.initializer.map { !$0.is(NilLiteralExprSyntax.self) } ?? false
    }

    /// The type of an object property (`@StateObject var m = Model()` → `Model`).
    private static func objectType(_ expression: ExprSyntax, _ sketch: ViewSketch) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let property = sketch.property(name),
              ["StateObject", "ObservedObject", "EnvironmentObject", nil].contains(property.wrapper) else { return nil }
        if let type = property.type, !type.hasSuffix("?") { return type }
        guard let call = property.initializer?.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

extension FocusOracle {
    /// Whether a reader sees a value for each published key now: a scene-wide publication always
    /// (R28); any other while the focused control is the publisher or inside it (R27).
    func publishedKeys() -> [Publication.Key: Bool] {
        var result: [Publication.Key: Bool] = [:]
        let chain = focused.map { Set((sketch.controls[$0].own + sketch.controls[$0].enclosing).map(\.call.id)) } ?? []
        for publication in publications {
            let visible = publication.scene || chain.contains(publication.call)
            result[publication.key] = (result[publication.key] ?? false) || visible
        }
        return result
    }
}

extension FocusOracle {
    /// Controls under a `focusEffectDisabled` modifier with a literal argument → whether they may
    /// show focus effects: the outermost modifier of the chain decides (R31).
    func focusEffects() -> [Int: Bool] {
        var result: [Int: Bool] = [:]
        for (index, control) in sketch.controls.enumerated()
        where ControlReader.controlKinds.contains(control.kind) || control.own.contains(where: { $0.name == "focusable" }) {
            guard let outermost = (control.own + control.enclosing).last(where: { $0.name == "focusEffectDisabled" }) else { continue }
            guard let argument = outermost.call.arguments.first?.expression else { result[index] = false; continue }
            guard let literal = argument.as(BooleanLiteralExprSyntax.self) else { continue }
            result[index] = literal.literal.tokenKind != .keyword(.true)
        }
        return result
    }
}

extension CaseExpectation {
    /// A reader of `key` sees a value (`shown`) or nil.
    init(published key: Publication.Key, shown: Bool) {
        switch key {
        case .member(let name): self.init(observe: .focusedValue, state: name, shown: shown)
        case .object(let type): self.init(observe: .focusedObject, element: type, shown: shown)
        }
    }
}
