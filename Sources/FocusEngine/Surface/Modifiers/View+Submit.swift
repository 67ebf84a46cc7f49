/// Submission modifiers (R14, R15).
extension View {
    /// Adds an action to perform when the user submits a value to this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        engineModifier { node, _ in node.payload = .onSubmit(triggers, action) }
    }

    /// Prevents submission triggers originating from this view to invoke a submission action
    /// configured by a submission modifier higher up in the view hierarchy.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        engineModifier { node, _ in node.payload = .submitScope(isBlocking) }
    }

    /// Sets the submit label for this view (only the return key's label; no behaviour).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        engineModifier { node, _ in node.payload = .submitLabel(submitLabel) }
    }
}
