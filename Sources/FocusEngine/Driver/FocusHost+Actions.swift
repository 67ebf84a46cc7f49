/// User actions: tap, type, submit, keyboard navigation. Each action ends with a flush.
extension FocusHost {
    /// Taps an element: focuses it if it takes focus on tap (text inputs, `.edit` focusables),
    /// runs a button's action, flips a toggle. Tapping a button does not move keyboard focus.
    public func tap(_ element: Element) throws {
        ensureAppeared()
        let node = try live(element)
        guard node.isEnabled else {
            engine.warn(.disabledInteraction, "tap on disabled \(node.displayName) ignored")
            return
        }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r10ActivateOnlyTakesFocusOnTap),
           let target = node.nearestAncestor(where: { node in
               if case .focusable(true, let interactions) = node.payload {
                   return node.isEnabled && !interactions.contains(.edit)
               }
               return false
           }) {
            engine.moveKeyboardFocus(to: target)
        }
        #endif
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r10TapFocusesButtons), node.kind == .button {
            engine.moveKeyboardFocus(to: node)
        }
        #endif
        if let target = node.nearestAncestor(where: { $0.isFocusable && $0.tapFocuses && $0.isEnabled }) {
            #if DOCGEN_MUTANTS
            if !(Mutant.isOn(.r10TapDoesNotFocusTextInput) && target.kind.isTextInput) { engine.moveKeyboardFocus(to: target) }
            #else
            engine.moveKeyboardFocus(to: target)
            #endif
        }
        if let toggle = node.toggleBinding {
            toggle.wrappedValue.toggle()
        } else if let owner = node.nearestAncestor(where: { $0.action != nil }), let action = owner.action {
            engine.record(.action, "tap \(owner.displayName)")
            action()
        }
        refresh()
    }

    /// Activates a control from the keyboard (Space / Select): runs the focused (or given)
    /// control's action without moving focus.
    public func press(_ element: Element? = nil) throws {
        ensureAppeared()
        guard let node = try element.map(live) ?? engine.focused else { return }
        guard node.isEnabled else {
            engine.warn(.disabledInteraction, "press on disabled \(node.displayName) ignored")
            return
        }
        if let toggle = node.toggleBinding {
            toggle.wrappedValue.toggle()
        } else if let owner = node.first(where: { $0.action != nil }), let action = owner.action {
            engine.record(.action, "press \(owner.displayName)")
            action()
        }
        refresh()
    }

    /// Types text at the end of the focused text input.
    public func type(_ text: String) throws {
        ensureAppeared()
        guard let field = engine.focused, let binding = field.textBinding else {
            throw FocusEngineError.noFocusedTextInput(focused: engine.focused?.displayName)
        }
        binding.wrappedValue += text
        refresh()
    }

    /// Replaces the text of the focused text input.
    public func replaceText(with text: String) throws {
        ensureAppeared()
        guard let field = engine.focused, let binding = field.textBinding else {
            throw FocusEngineError.noFocusedTextInput(focused: engine.focused?.displayName)
        }
        binding.wrappedValue = text
        refresh()
    }

    /// Presses return in the focused text input: runs onSubmit actions (R14, R15).
    public func submit() throws {
        ensureAppeared()
        guard let field = engine.focused, field.kind.isTextInput else {
            throw FocusEngineError.noFocusedTextInput(focused: engine.focused?.displayName)
        }
        engine.submit(from: field)
        refresh()
    }

    /// Moves keyboard focus sequentially (Tab) or directionally (arrows), as a user would (R13).
    ///
    /// Only bodies that depend on focus (they read a focus state or `isFocused`) are re-evaluated.
    public func moveFocus(_ move: FocusMove) {
        ensureAppeared()
        engine.moveFocus(move)
        flush()
    }

    func live(_ element: Element) throws -> Node {
        guard element.node.isLive else { throw FocusEngineError.elementRemoved(element.description) }
        return element.node
    }
}
