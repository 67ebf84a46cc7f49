/// Hardware keyboard and remote input (R43–R45): each event goes to the focused view first and up
/// its ancestors; what nobody handles has its default effect (an arrow moves focus, Tab moves to
/// the next view, Escape is the exit command, Return submits a text field).
extension FocusHost {
    /// Presses and releases `key`: a key-down event, then a key-up event. Returns whether an
    /// `onKeyPress` action handled the key-down.
    ///
    /// ```swift
    /// host.press(.downArrow)            // unhandled: focus moves down
    /// host.press("a", modifiers: .command)
    /// ```
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> KeyPress.Result {
        press(key, modifiers: modifiers, phase: [.down, .up])
    }

    /// Delivers key events of the given phases in the order down, repeat, up (for example
    /// `phase: .repeat` for one auto-repeat, `phase: .up` for a release alone). Returns `.handled`
    /// when an `onKeyPress` action handled any of them.
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = [], phase: KeyPress.Phases) -> KeyPress.Result {
        ensureAppeared()
        var result = KeyPress.Result.ignored
        for single in [KeyPress.Phases.down, .repeat, .up] where phase.contains(single) {
            let event = KeyPress(phase: single, key: key, modifiers: modifiers)
            if engine.dispatchKeyPress(event) == .handled {
                result = .handled
            } else {
                engine.performDefaultAction(for: event)
            }
            refresh()
        }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r45HandledArrowStillMoves), result == .handled, let direction = key.moveDirection {
            engine.moveFocus(direction.focusMove)
            refresh()
        }
        #endif
        return result
    }

    /// A move command, as from the Siri Remote's edges or a Mac's arrow keys: the nearest
    /// `onMoveCommand` action on the focus chain runs; without one, focus moves that way.
    public func moveCommand(_ direction: MoveCommandDirection) {
        ensureAppeared()
        engine.moveCommand(direction)
        refresh()
    }

    /// The exit command (Menu on tvOS, Escape on macOS): the nearest `onExitCommand` action on
    /// the focus chain runs.
    public func exitCommand() {
        ensureAppeared()
        engine.exitCommand()
        refresh()
    }
}

extension KeyEquivalent {
    /// The move command an arrow key makes.
    var moveDirection: MoveCommandDirection? {
        switch self {
        case .upArrow: return .up
        case .downArrow: return .down
        case .leftArrow: return .left
        case .rightArrow: return .right
        default: return nil
        }
    }
}
