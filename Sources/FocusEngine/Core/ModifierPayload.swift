/// What a modifier node contributes to the engine: focus bindings, callbacks, or a recorded no-op.
enum ModifierPayload {
    case none
    /// A presentation modifier that does not affect focus, recorded for the dump.
    case presentation(name: String, argument: String)
    /// A layout modifier (`frame`, `padding`, R40), shown in the dump as `.name(argument)`.
    case layout(LayoutModifier, name: String, argument: String)
    case focusBinding(box: AnyFocusBox, match: MatchID)
    case accessibilityFocusBinding(box: AnyFocusBox, match: MatchID)
    case searchFocusBinding(box: AnyFocusBox, match: MatchID)
    case focusable(Bool, FocusInteractions)
    case defaultFocus(box: AnyFocusBox, match: MatchID, priority: DefaultFocusEvaluationPriority)
    case prefersDefaultFocus(Bool, Namespace.ID)
    case focusScope(Namespace.ID)
    case focusSection
    case onSubmit(SubmitTriggers, () -> Void)
    case submitScope(Bool)
    case submitLabel(SubmitLabel)
    case searchable(prompt: String)
    case onAppear(() -> Void)
    case onDisappear(() -> Void)
    case onChange(String)
    case disabled(Bool)
    case accessibility([AccessibilityAttachment])
    case accessibilityDefaultFocus(box: AnyFocusBox, match: MatchID)
    case gesture(String)
    case explicitID(String)
    case custom(String)
    case focusedValue(FocusedValuePublication)
    case onFocusChange(Bool)
    /// `onKeyPress` (R43, R44).
    case onKeyPress(KeyPressHandler)
    /// `onMoveCommand(perform:)` / `onExitCommand(perform:)` (R45); nil: no handler.
    case onMoveCommand(((MoveCommandDirection) -> Void)?)
    case onExitCommand((() -> Void)?)
}

/// One accessibility attribute attached by an `AccessibilityAttachmentModifier`.
enum AccessibilityAttachment {
    case element(AccessibilityChildBehavior)
    case label(String)
    case zoom((AccessibilityZoomGestureAction) -> Void)
}
