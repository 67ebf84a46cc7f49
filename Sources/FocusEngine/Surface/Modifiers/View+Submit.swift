/// Submission modifiers (R14, R15).
extension View {
    // Rules R14, R15.
    /// Adds an action to perform when the user submits a value to this view.
    ///
    /// Different views may have different triggers for the provided action. A ``TextField`` or
    /// ``SecureField`` triggers this action when the user presses the return key. This modifier
    /// may also be placed on a view hierarchy: it receives the submissions of the text fields
    /// inside it, unless a ``View/submitScope(_:)`` between them blocks them.
    ///
    /// ```swift
    /// TextField("Username", text: $username)
    ///     .onSubmit {
    ///         guard viewModel.validate() else { return }
    ///         viewModel.login()
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - triggers: The triggers that should invoke the provided action.
    ///   - action: The action to perform on submission of a value.
    /// - Returns: The modified view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        engineModifier { node, _ in node.payload = .onSubmit(triggers, action) }
    }

    /// Prevents submission triggers originating from this view to invoke a submission action
    /// configured by a submission modifier higher up in the view hierarchy.
    ///
    /// Use this modifier when you want to avoid specific views from initiating a submission
    /// action configured by the ``View/onSubmit(of:_:)`` modifier.
    ///
    /// - Parameter isBlocking: A Boolean that indicates whether this scope is actively blocking
    ///   submission triggers from reaching higher submission actions.
    /// - Returns: The modified view.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        engineModifier { node, _ in node.payload = .submitScope(isBlocking) }
    }

    /// Sets the submit label for this view (only the return key's label; no behaviour).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        engineModifier { node, _ in node.payload = .submitLabel(submitLabel) }
    }
}
