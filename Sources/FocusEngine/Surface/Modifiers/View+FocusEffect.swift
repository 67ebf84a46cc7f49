/// Focus effects (R31) and the deprecated `focusable(_:onFocusChange:)` (R32).
extension View {
    /// Adds a condition that controls whether this view can display focus effects, such as a
    /// default focus ring or hover effect. The outermost modifier of a hierarchy wins: higher
    /// views override the value set on views they contain (R31).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        engineModifier { node, context, _ in
            node.payload = .presentation(name: "focusEffectDisabled", argument: "\(disabled)")
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r31InnerFocusEffectWins) { context.environment.focusEffectSetByAncestor = false }
            #endif
            guard !context.environment.focusEffectSetByAncestor else { return }
            context.environment.isFocusEffectEnabled = !disabled
            context.environment.focusEffectSetByAncestor = true
        }
    }

    /// Specifies if the view is focusable and, if so, adds an action to perform when the view
    /// comes into focus (`true`) or leaves it (`false`) (R32). Deprecated in SwiftUI (macOS,
    /// tvOS, watchOS) in favour of `focusable(_:)` with `focused(_:)`; not marked deprecated here so
    /// that documentation examples compile without warnings. Focusability is that of `focusable(_:)`.
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void = { _ in }) -> some View {
        focusable(isFocusable, interactions: .automatic).engineModifier({ node, renderer in
            node.payload = .onFocusChange(isFocusable)
            renderer.engine.focusDependentBodies = true
        }, after: { node, renderer in
            let hasFocus = node.focusTarget.map { renderer.engine.focused === $0 } ?? false
            let hadFocus = node.memo as? Bool ?? false
            node.memo = hasFocus
            guard hasFocus != hadFocus else { return }
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r32OnFocusChangeNotCalled) { return }
            #endif
            renderer.engine.enqueueCallback(.onFocusChange, "\(hasFocus) \(node.displayName)") { onFocusChange(hasFocus) }
        })
    }
}

extension Node {
    /// The node that holds keyboard focus for this modifier's content: the `focusable` node below
    /// it, or the intrinsically focusable view it modifies.
    var focusTarget: Node? {
        var cursor = children.first
        while let node = cursor {
            if node.isFocusable { return node }
            guard node.children.count == 1 else { return nil }
            cursor = node.children.first
        }
        return nil
    }
}

/// A kind for the content shape of a view.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a content shape kind.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The kind for the focus effect (recorded only: the engine draws no effects).
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 0)
}
