// KeyEquivalent and EventModifiers are declared in Surface/Types/KeyEquivalent.swift.

extension KeyEquivalent {
    /// The key as a menu shows it: `n`, `upArrow`, `return`.
    var menuName: String {
        let named = description
        return named.hasPrefix(".") ? String(named.dropFirst()) : String(character)
    }
}

extension EventModifiers {
    /// The modifiers as menu symbols (`⌥⌘`), in the order menus show them.
    var symbols: String {
        [(EventModifiers.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.capsLock, "⇪"), (.command, "⌘"),
         (.numericPad, "num "), (.function, "fn ")].filter { contains($0.0) }.map(\.1).joined()
    }
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in order
/// to activate a button or toggle.
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
    /// Options for how a keyboard shortcut participates in automatic localization.
    public struct Localization: Hashable, Sendable {
        let name: String
        /// Remap shortcuts to their international counterparts, mirrored for right-to-left use.
        public static let automatic = Localization(name: "automatic")
        /// Don't mirror shortcuts for right-to-left layouts.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Don't use automatic shortcut remapping.
        public static let custom = Localization(name: "custom")
    }

    /// The key equivalent that the user presses in conjunction with any specified modifier keys.
    public let key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent.
    public let modifiers: EventModifiers
    /// The localization strategy to apply to this shortcut.
    public let localization: Localization

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }
    /// Creates a new keyboard shortcut with the given key, modifiers and localization.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// The standard keyboard shortcut for the default button: Return, no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling: Escape, no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Menu notation: `⌥⌘n`, `return`.
    public var description: String { modifiers.symbols + key.menuName }
}

extension View {
    /// Assigns a keyboard shortcut to the modified control (recorded; `FocusHost.press(_:)` with a
    /// shortcut chooses the command that has it, R36).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        keyboardShortcutModifier(shortcut)
    }
    /// Assigns an optional keyboard shortcut to the modified control; `nil` removes it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        keyboardShortcutModifier(shortcut)
    }
    /// Defines a keyboard shortcut and assigns it to the modified control; modifiers default to Command.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcutModifier(KeyboardShortcut(key, modifiers: modifiers))
    }
    /// Defines a keyboard shortcut with a localization strategy and assigns it to the modified control.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcutModifier(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    private func keyboardShortcutModifier(_ shortcut: KeyboardShortcut?) -> some View {
        engineModifier { node, _ in
            node.payload = .presentation(name: "keyboardShortcut", argument: shortcut.map(\.description) ?? "nil")
            node.memo = shortcut
        }
    }
}
