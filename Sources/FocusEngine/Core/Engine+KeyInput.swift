/// Focus-directed input (R43–R45): key presses and commands start at the focused view and go up
/// its ancestors, as DOM key events bubble from the focused element and AppKit actions travel the
/// responder chain.
extension Engine {
    /// Delivers one key event to the `onKeyPress` handlers on the focus chain, innermost first,
    /// until one returns `.handled` (R43). With nothing focused no handler runs.
    func dispatchKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard let focused else { return .ignored }
        #if DOCGEN_MUTANTS
        let ownChain = Mutant.isOn(.r43KeyPressNotPropagated) ? focused.attachmentChain : nil
        #endif
        var cursor: Node? = focused
        var result = KeyPress.Result.ignored
        while let node = cursor {
            #if DOCGEN_MUTANTS
            if let ownChain, !ownChain.contains(where: { $0 === node }) { break }
            #endif
            if case .onKeyPress(let handler) = node.payload, handler.matches(press) {
                record(.onKeyPress, "\(press.key) \(press.phase) on \(node.contentNode.displayName)")
                if handler.action(press) == .handled {
                    result = .handled
                    #if DOCGEN_MUTANTS
                    if !Mutant.isOn(.r43HandledDoesNotStop) { return .handled }
                    #else
                    return .handled
                    #endif
                }
            }
            cursor = node.parent
        }
        return result
    }

    /// What an unhandled key-down or key-repeat does (R45): arrows become move commands, Escape
    /// the exit command, Tab / Shift-Tab move focus sequentially, Return submits a focused text
    /// input. Presses with Command, Control or Option do nothing by default.
    func performDefaultAction(for press: KeyPress) {
        guard press.phase != .up, press.modifiers.isDisjoint(with: [.command, .control, .option]) else { return }
        if let direction = press.key.moveDirection { return moveCommand(direction) }
        switch press.key {
        case .escape: exitCommand()
        case .tab: moveFocus(press.modifiers.contains(.shift) ? .previous : .next)
        case .return:
            if let field = focused, field.kind.isTextInput { submit(from: field) }
        default: break
        }
    }

    /// A move command: the nearest `onMoveCommand` handler on the focus chain runs and consumes
    /// it; when there is none, focus moves in that direction (R13, R42).
    func moveCommand(_ direction: MoveCommandDirection) {
        #if DOCGEN_MUTANTS
        let handler = Mutant.isOn(.r45MoveCommandNotDelivered) ? nil : nearestMoveCommandHandler()
        #else
        let handler = nearestMoveCommandHandler()
        #endif
        if let (node, action) = handler {
            record(.onMoveCommand, "\(direction) on \(node.contentNode.displayName)")
            action(direction)
            return
        }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r45UnhandledMoveDoesNotMoveFocus) { return }
        #endif
        moveFocus(direction.focusMove)
    }

    /// The exit command: the nearest `onExitCommand` handler on the focus chain runs.
    func exitCommand() {
        var cursor = focused
        while let node = cursor {
            if case .onExitCommand(let action?) = node.payload {
                record(.onExitCommand, "on \(node.contentNode.displayName)")
                return action()
            }
            cursor = node.parent
        }
    }

    private func nearestMoveCommandHandler() -> (Node, (MoveCommandDirection) -> Void)? {
        var cursor = focused
        while let node = cursor {
            if case .onMoveCommand(let action?) = node.payload { return (node, action) }
            cursor = node.parent
        }
        return nil
    }
}

extension MoveCommandDirection {
    /// The keyboard navigation move of the same direction.
    var focusMove: FocusMove {
        switch self {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        }
    }
}
