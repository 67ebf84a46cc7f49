/// Renaming (Apple's `RenameButton`, `RenameAction`, `renameAction(_:)`, `EnvironmentValues.rename`):
/// a rename button receives its action from the environment and is disabled without one; the
/// action is typically `{ isFocused = true }`, so pressing the button moves focus to the field to
/// rename through its focus state (R4).

/// An action that activates a standard rename interaction.
public struct RenameAction: @unchecked Sendable {
    let action: () -> Void
    /// Triggers the standard rename action provided through the environment.
    public func callAsFunction() { action() }
}

struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// An action that activates the standard rename interaction: the nearest `renameAction(_:)`
    /// above, nil without one.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
    }
}

extension View {
    /// Sets a closure to run for the rename action (a `RenameButton` below runs it).
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        engineModifier { node, context, _ in
            node.payload = .presentation(name: "renameAction", argument: "")
            context.environment[RenameActionKey.self] = RenameAction(action: action)
        }
    }
}

/// A button that triggers a standard rename action: the environment's `rename`; disabled when
/// no `renameAction(_:)` above defines one.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button(action: { rename?() }) { label }
            .disabled(rename == nil)
    }
}

extension RenameButton where Label == FocusEngine.Label<Text, Image> {
    /// Creates a rename button.
    public init() {
        label = FocusEngine.Label("Rename", systemImage: "pencil")
    }
}
