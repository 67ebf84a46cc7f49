/// Keyboard focus modifiers: bindings (R3–R8), focusability (R10), default focus (R11, R12), sections (R13).
extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    @inlinable
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let location = condition.location
        return modifier(_EngineViewModifier(focusBinding: { location.box.bindingRecord(for: true, reusing: $0) }))
    }

    /// Modifies this view by binding its focus state to the given state value.
    ///
    /// Inlinable so that the closure comparing and interning `value` is specialized for `Value` in
    /// the caller; the engine calls it on every render of the view.
    @inlinable
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable {
        let location = binding.location
        return modifier(_EngineViewModifier(focusBinding: { location.box.bindingRecord(for: value, reusing: $0) }))
    }

    /// Specifies if the view is focusable.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        focusable(isFocusable, interactions: .automatic)
    }

    /// Specifies if the view is focusable, and if so, what focus-driven interactions it supports.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        engineModifier({ node, context, renderer in
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r10FocusableModifierIgnored) { return }
            #endif
            node.payload = .focusable(isFocusable, interactions)
            node.isFocusable = isFocusable
            node.tapFocuses = interactions.contains(.edit)
            node.needsKeyboardNavigation = !interactions.contains(.edit)
            context.environment.isFocused = isFocusable && renderer.engine.focused === node
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r9IsFocusedAlwaysFalse) { context.environment.isFocused = false }
            #endif
        }, after: { node, _ in
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r10FocusableModifierIgnored) { return }
            #endif
            let content = node.children.first.map { $0.contentNodeForFocus }
            guard let content, content.isFocusable else { return }
            if isFocusable {
                node.isFocusable = false          // the content is focusable by itself
            } else {
                content.isFocusable = false       // focusable(false) removes intrinsic focusability
            }
        })
    }

    /// Binds default focus of a region to a focus state value (R11).
    public func defaultFocus<V>(_ binding: FocusState<V>.Binding, _ value: V,
                                priority: DefaultFocusEvaluationPriority = .automatic) -> some View where V: Hashable {
        engineModifier { node, renderer in
            let box = binding.location.box
            node.payload = .defaultFocus(box: box, match: box.id(for: value), priority: priority)
            renderer.engine.defaultFocusNodes.append(node)
        }
    }

    /// Indicates that the view should receive focus by default for a given namespace (R12).
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
        engineModifier { node, _ in node.payload = .prefersDefaultFocus(prefersDefaultFocus, namespace) }
    }

    /// Creates a focus scope that SwiftUI uses to limit default focus preferences.
    public func focusScope(_ namespace: Namespace.ID) -> some View {
        engineModifier { node, _ in node.payload = .focusScope(namespace) }
    }

    /// Indicates that the view's frame and cohort of focusable descendants should be used to guide
    /// focus movement (R13).
    public func focusSection() -> some View {
        engineModifier { node, _ in node.payload = .focusSection }
    }

    /// Adds a condition that controls whether users can interact with this view (R10).
    public func disabled(_ disabled: Bool) -> some View {
        engineModifier { node, context, _ in
            node.payload = .disabled(disabled)
            if disabled { context.environment.isEnabled = false }
        }
    }
}

extension Node {
    /// Skips modifier nodes down to the view they modify.
    var contentNodeForFocus: Node {
        var cursor = self
        while cursor.role != .primitive, !cursor.isFocusable, cursor.children.count == 1 { cursor = cursor.children[0] }
        return cursor
    }
}
