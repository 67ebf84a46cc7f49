/// Focus-directed input: key presses and commands go to the focused view first, then up its
/// ancestors (R43–R45; `FocusHost.press`, `moveCommand`, `exitCommand`).
extension View {
    /// Performs an action if the user presses a key on a hardware keyboard while the view has
    /// focus (key-down and key-repeat events).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        keyPressModifier(KeyPressHandler(filter: .keys([key]), phases: [.down, .repeat]) { _ in action() })
    }

    /// Performs an action if the user presses a key on a hardware keyboard while the view has
    /// focus, for the given phases.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressModifier(KeyPressHandler(filter: .keys([key]), phases: phases, action: action))
    }

    /// Performs an action if the user presses one or more keys on a hardware keyboard while the
    /// view has focus.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressModifier(KeyPressHandler(filter: .keys(keys), phases: phases, action: action))
    }

    /// Performs an action if the user presses one or more keys on a hardware keyboard while the
    /// view has focus: keys whose characters are all in `characters`.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressModifier(KeyPressHandler(filter: .characters(characters), phases: phases, action: action))
    }

    /// Performs an action if the user presses any key on a hardware keyboard while the view has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressModifier(KeyPressHandler(filter: .any, phases: phases, action: action))
    }

    /// Adds an action to perform in response to a move command, like when the user presses an
    /// arrow key on a Mac keyboard, or taps the edge of the Siri Remote when controlling an Apple TV.
    /// A nil action leaves the view without a handler.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        engineModifier { node, _ in node.payload = .onMoveCommand(action) }
    }

    /// Sets up an action that triggers in response to receiving the exit command while the view
    /// has focus (Menu on tvOS, Escape on macOS). A nil action leaves the view without a handler.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        engineModifier { node, _ in node.payload = .onExitCommand(action) }
    }

    private func keyPressModifier(_ handler: KeyPressHandler) -> some View {
        engineModifier { node, _ in node.payload = .onKeyPress(handler) }
    }
}

/// One `onKeyPress` modifier: which keys and phases it matches, and its action.
struct KeyPressHandler {
    enum Filter {
        case any
        case keys(Set<KeyEquivalent>)
        case characters(CharacterSet)
    }

    let filter: Filter
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    /// Whether the handler receives `press`: its phase is one of `phases` and its key matches.
    func matches(_ press: KeyPress) -> Bool {
        #if DOCGEN_MUTANTS
        if !Mutant.isOn(.r44PhasesIgnored), !phases.contains(press.phase) { return false }
        #else
        if !phases.contains(press.phase) { return false }
        #endif
        switch filter {
        case .any: return true
        case .keys(let keys): return keys.contains(press.key)
        case .characters(let set):
            return !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(set.contains)
        }
    }

    /// The dump form: `.onKeyPress(.downArrow, phases: [.down, .repeat])`.
    var dumpText: String {
        let what: String
        switch filter {
        case .any: what = ""
        case .keys(let keys): what = keys.map(\.description).sorted().joined(separator: ", ") + ", "
        case .characters: what = "characters: …, "
        }
        return ".onKeyPress(\(what)phases: \(phases))"
    }
}
