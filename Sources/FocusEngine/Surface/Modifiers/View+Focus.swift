/// Keyboard focus modifiers: bindings (R3–R8), focusability (R10), default focus (R11, R12), sections (R13).
extension View {
    // Rules R3–R8 (docs/focus-semantics.md).
    /// Modifies this view by binding its focus state to the given Boolean state value.
    ///
    /// Use this modifier to cause the view to receive focus and to learn whether the view has
    /// focus. When focus moves to the modified view, SwiftUI sets the bound value to `true`. When
    /// focus leaves the modified view, SwiftUI sets the bound value to `false`.
    ///
    /// ```swift
    /// struct LoginForm: View {
    ///     @State private var username = ""
    ///     @FocusState private var usernameFieldIsFocused: Bool
    ///
    ///     var body: some View {
    ///         VStack {
    ///             TextField("Username", text: $username)
    ///                 .focused($usernameFieldIsFocused)
    ///             Button("Edit Username") {
    ///                 usernameFieldIsFocused = true
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// To control focus by matching a value, use ``focused(_:equals:)`` instead.
    ///
    /// - Parameter condition: The focus state to bind. When focus moves to the view, the binding
    ///   sets the bound value to `true`. If a caller sets the value to `true` programmatically,
    ///   then focus moves to the modified view. When focus leaves the modified view, the binding
    ///   sets the value to `false`. If a caller sets the value to `false`, SwiftUI automatically
    ///   dismisses focus.
    /// - Returns: The modified view.
    @inlinable
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let location = condition.location
        return modifier(_EngineViewModifier(focusBinding: { location.box.bindingRecord(for: true, reusing: $0) }))
    }

    // Inlinable so that the closure comparing and interning `value` is specialized for `Value` in
    // the caller; the engine calls it on every render of the view. Rules R3–R8.
    /// Modifies this view by binding its focus state to the given state value.
    ///
    /// Use this modifier to cause the view to receive focus whenever the `binding` equals the
    /// `value`. Typically, you create an enumeration of fields that may receive focus, bind an
    /// instance of this enumeration, and assign its cases to focusable views.
    ///
    /// ```swift
    /// struct LoginForm: View {
    ///     enum Field: Hashable {
    ///         case username
    ///         case password
    ///     }
    ///
    ///     @State private var username = ""
    ///     @State private var password = ""
    ///     @FocusState private var focusedField: Field?
    ///
    ///     var body: some View {
    ///         Form {
    ///             TextField("Username", text: $username)
    ///                 .focused($focusedField, equals: .username)
    ///             SecureField("Password", text: $password)
    ///                 .focused($focusedField, equals: .password)
    ///             Button("Sign In") {
    ///                 if username.isEmpty {
    ///                     focusedField = .username
    ///                 } else if password.isEmpty {
    ///                     focusedField = .password
    ///                 }
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - binding: The state binding to register. When focus moves to the modified view, the
    ///     binding sets the bound value to the corresponding match value. If a caller sets the
    ///     state value programmatically to the matching value, then focus moves to the modified
    ///     view. When focus leaves the modified view, the binding sets the bound value to `nil`.
    ///     If a caller sets the value to `nil`, SwiftUI automatically dismisses focus.
    ///   - value: The value to match against when determining whether the binding should change.
    /// - Returns: The modified view.
    @inlinable
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable {
        let location = binding.location
        return modifier(_EngineViewModifier(focusBinding: { location.box.bindingRecord(for: value, reusing: $0) }))
    }

    // Rule R10.
    /// Specifies if the view is focusable.
    ///
    /// A view that is not focusable by itself, such as a shape or a stack, becomes focusable with
    /// this modifier. Passing `false` removes the focusability a view has by itself: a text field
    /// modified with `focusable(false)` never receives focus.
    ///
    /// - Parameter isFocusable: A Boolean value that indicates whether this view is focusable.
    /// - Returns: A view that sets whether a view is focusable.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        focusable(isFocusable, interactions: .automatic)
    }

    // Rule R10.
    /// Specifies if the view is focusable, and if so, what focus-driven interactions it supports.
    ///
    /// A view that supports ``FocusInteractions/edit`` interactions receives focus when the user
    /// taps it, as a text field does. A view that supports only ``FocusInteractions/activate``
    /// interactions receives focus only through keyboard navigation, as a button does.
    ///
    /// - Parameters:
    ///   - isFocusable: A Boolean value that indicates whether this view is focusable.
    ///   - interactions: The types of focus interactions supported by the view.
    /// - Returns: A view that sets whether a view is focusable.
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

    // Rule R11.
    /// Defines a region of the window in which default focus is evaluated by assigning a value to
    /// a given focus state binding.
    ///
    /// By default, SwiftUI evaluates default focus when the window first appears, and when a focus
    /// state binding update moves focus automatically, but not when responding to user-driven
    /// navigation commands. You can override this behavior by specifying a `priority` of
    /// ``DefaultFocusEvaluationPriority/userInitiated``.
    ///
    /// - Parameters:
    ///   - binding: A focus state binding to update when evaluating default focus in the modified
    ///     view hierarchy.
    ///   - value: The value to set the binding to during evaluation.
    ///   - priority: An indication of how to prioritize the preferred default focus target when
    ///     focus moves into the modified view hierarchy.
    /// - Returns: The modified view.
    public func defaultFocus<V>(_ binding: FocusState<V>.Binding, _ value: V,
                                priority: DefaultFocusEvaluationPriority = .automatic) -> some View where V: Hashable {
        engineModifier { node, renderer in
            let box = binding.location.box
            node.payload = .defaultFocus(box: box, match: box.id(for: value), priority: priority)
            renderer.engine.defaultFocusNodes.append(node)
        }
    }

    // Rule R12.
    /// Indicates that the view should receive focus by default for a given namespace.
    ///
    /// The preference applies only when nothing else within the focus scope of `namespace` has
    /// focus. Calling the ``EnvironmentValues/resetFocus`` action evaluates default focus again.
    ///
    /// - Parameters:
    ///   - prefersDefaultFocus: A Boolean value that indicates whether this view prefers to
    ///     receive focus by default.
    ///   - namespace: The namespace of the focus scope in which the preference applies.
    /// - Returns: The modified view.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
        engineModifier { node, _ in node.payload = .prefersDefaultFocus(prefersDefaultFocus, namespace) }
    }

    /// Creates a focus scope that SwiftUI uses to limit default focus preferences.
    ///
    /// Views that call ``View/prefersDefaultFocus(_:in:)`` with the same namespace compete for
    /// default focus only within this scope.
    ///
    /// - Parameter namespace: A namespace identifier that SwiftUI uses to limit default focus
    ///   preferences.
    /// - Returns: The modified view.
    public func focusScope(_ namespace: Namespace.ID) -> some View {
        engineModifier { node, _ in node.payload = .focusScope(namespace) }
    }

    // Rule R13.
    /// Indicates that the view's frame and cohort of focusable descendants should be used to guide
    /// focus movement.
    ///
    /// Sequential navigation visits all the focusable descendants of a focus section before it
    /// leaves the section. A directional move can land on the section, which then moves focus to
    /// its nearest focusable descendant.
    ///
    /// - Returns: The modified view.
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
