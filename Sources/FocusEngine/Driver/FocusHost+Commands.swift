/// Hosting an app or a scene, and its commands: what the menu bar (macOS) or the key commands
/// (iOS) would offer, and choosing them (R34–R36).
extension FocusHost {
    /// Creates a host for an app: its first window scene is mounted and active, its commands are
    /// rendered beside it (`commands`). No `@main` is needed.
    public convenience init<A: App>(app: A, configuration: Configuration = Configuration()) {
        self.init(_AppView(app: app), configuration: configuration)
    }

    /// Creates a host for a scene, as `FocusHost(app:)` does for an app's body.
    public convenience init<S: Scene>(scene: S, configuration: Configuration = Configuration()) {
        self.init(_SceneView(scene: scene), configuration: configuration)
    }

    /// Every command button of the hosted scenes, in declaration order.
    public var commands: [Command] {
        ensureAppeared()
        var result: [Command] = []
        engine.root.forEachInTreeOrder { node in
            guard node.viewType is any _CommandsRootMarker.Type else { return }
            node.forEachInTreeOrder { item in
                if item.role == .primitive, item.kind == .button || item.kind == .toggle { result.append(Command(node: item)) }
            }
        }
        return result
    }

    /// The first command titled `title`; throws `noMatch` listing the commands.
    public func command(_ title: String) throws -> Command {
        let all = commands
        guard let found = all.first(where: { $0.title == title }) else {
            throw FocusEngineError.noMatch(query: "command \"\(title)\"", available: all.map(\.description))
        }
        return found
    }

    /// Chooses a command, as from the menu bar: runs its action if it is enabled; a disabled
    /// command does nothing but record a `disabledInteraction` warning (R36).
    public func choose(_ command: Command) throws {
        ensureAppeared()
        let node = try live(command.element)
        #if DOCGEN_MUTANTS
        let runsWhenDisabled = Mutant.isOn(.r36DisabledCommandRuns)
        #else
        let runsWhenDisabled = false
        #endif
        guard node.isEnabled || runsWhenDisabled else {
            engine.warn(.disabledInteraction, "command \(node.displayName) is disabled; not run")
            return
        }
        if let toggle = node.toggleBinding {
            toggle.wrappedValue.toggle()
        } else if let action = node.action {
            engine.record(.action, "command \(node.displayName)")
            action()
        }
        refresh()
    }

    /// Chooses the first command titled `title` (see `choose(_:)`).
    public func choose(_ title: String) throws { try choose(command(title)) }

    /// Presses a keyboard shortcut: chooses the command that has it (key and modifiers must both
    /// match); throws `noMatch` when no command has it (R36).
    public func press(_ shortcut: KeyboardShortcut) throws {
        let all = commands
        guard let found = all.first(where: { $0.keyboardShortcut.map { Self.same($0, shortcut) } ?? false }) else {
            throw FocusEngineError.noMatch(query: "keyboard shortcut \(shortcut)",
                                           available: all.compactMap { $0.keyboardShortcut == nil ? nil : $0.description })
        }
        try choose(found)
    }

    private static func same(_ lhs: KeyboardShortcut, _ rhs: KeyboardShortcut) -> Bool {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r36ShortcutModifiersIgnored) { return lhs.key == rhs.key }
        #endif
        return lhs.key == rhs.key && lhs.modifiers == rhs.modifiers
    }
}

/// Marks `_CommandsRoot` for queries.
protocol _CommandsRootMarker {}
extension _CommandsRoot: _CommandsRootMarker {}

/// One command: a button (or toggle) of a `CommandGroup` or `CommandMenu`.
public struct Command: Equatable, CustomStringConvertible {
    let node: Node

    /// The command's title.
    public var title: String { node.text ?? "" }
    /// Whether the command can be chosen (not disabled, R35).
    public var isEnabled: Bool { node.isEnabled }
    /// The keyboard shortcut assigned with `keyboardShortcut`, if any.
    public var keyboardShortcut: KeyboardShortcut? {
        for link in node.attachmentChain { if let shortcut = link.memo as? KeyboardShortcut { return shortcut } }
        return nil
    }
    /// Where the command is: the enclosing menu or group, e.g. `CommandMenu "Navigate"` or
    /// `CommandGroup (after: .undoRedo)`.
    public var menu: String {
        var cursor = node.parent
        while let node = cursor {
            let name = shortTypeName(node.typeName)
            if node.role == .primitive, name == "CommandMenu" || name == "CommandGroup" {
                return name + (node.text.map { " \"\($0)\"" } ?? "") + (node.attributes.isEmpty ? "" : " (\(node.attributes.joined(separator: ", ")))")
            }
            cursor = node.parent
        }
        return "Commands"
    }
    /// The command's element (for `dump()` comparisons and element queries).
    public var element: Element { Element(node: node) }

    /// `Button "Increment" [disabled] ⌘i in CommandGroup (after: .undoRedo)`.
    public var description: String {
        var text = node.displayName
        if !isEnabled { text += " [disabled]" }
        if let keyboardShortcut { text += " \(keyboardShortcut)" }
        return text + " in " + menu
    }

    /// Two commands are equal when they are the same control.
    public static func == (lhs: Command, rhs: Command) -> Bool { lhs.node === rhs.node }
}
