/// Key equivalents consist of a letter, punctuation, or function key that can be combined with an
/// optional set of modifier keys to specify a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) { self.character = character }
    /// Creates a key equivalent from a one-character literal.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    /// The character, or the name of a special key (`return`, `upArrow`).
    public var description: String { Self.names[character] ?? String(character) }

    /// Up Arrow (U+F700)
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701)
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702)
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703)
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Clear (U+F739)
    public static let clear = KeyEquivalent("\u{F739}")
    /// Delete (U+0008)
    public static let delete = KeyEquivalent("\u{8}")
    /// Delete Forward (U+F728)
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// End (U+F72B)
    public static let end = KeyEquivalent("\u{F72B}")
    /// Escape (U+001B)
    public static let escape = KeyEquivalent("\u{1B}")
    /// Home (U+F729)
    public static let home = KeyEquivalent("\u{F729}")
    /// Page Down (U+F72D)
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Page Up (U+F72C)
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Return (U+000D)
    public static let `return` = KeyEquivalent("\r")
    /// Space (U+0020)
    public static let space = KeyEquivalent(" ")
    /// Tab (U+0009)
    public static let tab = KeyEquivalent("\t")

    private static let names: [Character: String] = [
        "\u{F700}": "upArrow", "\u{F701}": "downArrow", "\u{F702}": "leftArrow", "\u{F703}": "rightArrow",
        "\u{F739}": "clear", "\u{8}": "delete", "\u{F728}": "deleteForward", "\u{F72B}": "end", "\u{1B}": "escape",
        "\u{F729}": "home", "\u{F72D}": "pageDown", "\u{F72C}": "pageUp", "\r": "return", " ": "space", "\t": "tab",
    ]
}

/// A set of key modifiers that you can add to a gesture.
@frozen public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a new set from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 2)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 4)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 8)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 16)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// The Function key (deprecated in SwiftUI).
    public static let function = EventModifiers(rawValue: 64)
    /// All possible modifier keys.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]

    /// Modifier symbols in the menu order: `⌃⌥⇧⌘`.
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
    public var description: String { modifiers.symbols + key.description }
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
