/// An action that dismisses a presentation: inside a `sheet`/`alert`… it turns the presentation
/// off; elsewhere it does nothing (the engine has no navigation stack to pop).
/// Sendable as Apple declares it; the engine calls the action on the main thread only.
public struct DismissAction: @unchecked Sendable {
    let action: (() -> Void)?
    /// Dismisses the view if it is currently presented.
    public func callAsFunction() { action?() }
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

/// The mode of a view indicating whether the user can edit its content.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    /// Indicates whether a view is being edited.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

/// A size class (`horizontalSizeClass`, `verticalSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// The color scheme of this environment (`.light` unless set with `.environment(\.colorScheme, …)`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// An indication of whether the user can edit the contents of a view associated with this environment.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
}
