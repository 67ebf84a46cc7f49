/// Keyboard focus: moving it, keeping bound focus states in sync (R2, R3), fix-up on removal (R24).
extension Engine {
    /// Moves keyboard focus to `target` (nil dismisses) as one atomic change (choice 2).
    func moveKeyboardFocus(to target: Node?) {
        guard target !== focused else { return }
        focused = target
        focusChangeCount += 1
        focusedValuesCache = nil
        if target != nil {
            navigationAnchor = nil
            anchorIsBeforeStart = false
        }
        resyncKeyboardBindings()
        if focusDependentBodies { dirty = true }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r20KeyboardMovesVoiceOver), activeTechnologies.contains(.voiceOver), let element = target?.accessibilityTarget {
            moveAccessibilityFocus(.voiceOver, to: element)
        }
        #endif
    }

    /// Recomputes every keyboard focus state from the focused node's bindings (innermost wins).
    ///
    /// Runs on every focus change, so it neither allocates nor searches lists: a box assigned in
    /// this pass is marked with the pass's stamp, and the chain is walked without retaining nodes
    /// (the tree owns them and nothing here changes it).
    func resyncKeyboardBindings() {
        resyncStamp &+= 1
        let stamp = resyncStamp
        assignedScratch.removeAllCheaply()
        if let node = focused {
            if !node.directBindings.isEmpty {
                for binding in node.directBindings { claim(binding.box, binding.match, stamp: stamp) }
            }
            var cursor = Unmanaged.passUnretained(node)
            while true {
                let (box, match, parent) = cursor._withUnsafeGuaranteedRef {
                    ($0.focusBindingBox, $0.focusBindingMatch, $0.parentRef)
                }
                #if DOCGEN_MUTANTS
                if let box, Mutant.isOn(.r8ContainerBindingIgnored),
                   cursor._withUnsafeGuaranteedRef({ $0.contentNodeForFocus }) !== node {
                    guard let parent else { break }
                    cursor = parent
                    continue
                }
                #endif
                if let box { box._withUnsafeGuaranteedRef { claim($0, match, stamp: stamp) } }
                #if DOCGEN_MUTANTS
                if box != nil, Mutant.isOn(.r5OnlyInnermostBindingUpdates) { break }
                #endif
                guard let parent else { break }
                cursor = parent
            }
        }
        for index in keyboardAssigned.indices {
            unowned(unsafe) let box = keyboardAssigned[index]
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r3LeaveDoesNotReset) { continue }
            #endif
            if box.resyncStamp != stamp { assign(box, nil) }
        }
        swap(&assignedScratch, &keyboardAssigned)
    }

    /// Assigns `match` to `box` unless a binding nearer the focused view already did in this pass.
    private func claim(_ box: AnyFocusBox, _ match: MatchID, stamp: Int) {
        guard box.resyncStamp != stamp else { return }
        box.resyncStamp = stamp
        assignedScratch.append(box)
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r3EnterDoesNotSetValue) { return }
        #endif
        assign(box, match)
    }

    /// Sets a box's derived value, re-rendering if a body read it.
    func assign(_ box: AnyFocusBox, _ match: MatchID?) {
        guard box.currentMatch != match else { return }
        box.currentMatch = match
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r2ReadDoesNotRerender) { return }
        #endif
        if box.readGeneration == generation { dirty = true }
    }

    /// The match value `box` has on `node` (direct binding or nearest bound ancestor), if bound.
    func keyboardMatch(of box: AnyFocusBox, on node: Node?) -> MatchID? {
        guard let node else { return nil }
        for binding in node.directBindings where binding.box === box { return binding.match }
        var cursor: Node? = node
        while let current = cursor {
            if let binding = current.focusBinding, binding.box === box { return binding.match }
            cursor = current.parent
        }
        return nil
    }

    /// Drops focus from removed, disabled or no longer focusable views (R24, R10).
    func fixUpKeyboardFocus(previousOrder: [Node]?) {
        guard let node = focused else { return }
        if node.isLive, node.isFocusable, node.isEnabled { return }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r24RemovedViewKeepsFocus), !node.isLive { return }
        #endif
        if let order = previousOrder, let index = order.firstIndex(where: { $0 === node }), !Engine.mutantRestartsNavigation {
            navigationAnchor = order[..<index].last { $0.isLive && $0.isFocusable && $0.isEnabled }
            anchorIsBeforeStart = navigationAnchor == nil
        }
        focused = nil
        focusChangeCount += 1
        focusedValuesCache = nil
        resyncKeyboardBindings()
        if focusDependentBodies { dirty = true }
        if configuration.automaticFocus { evaluateDefaultFocus(in: root, reason: .automatic) }
    }

    /// Keyboard-focusable nodes in tree (layout) order.
    var focusableOrder: [Node] {
        if let cache = focusableOrderCache { return cache }
        var order: [Node] = []
        root.forEachInTreeOrder { node in
            if node.isFocusable, node.isEnabled { order.append(node) }
        }
        focusableOrderCache = order
        return order
    }
}

extension Engine {
    /// `r24-navigation-restarts-after-removal`: no navigation anchor is kept for a removed view.
    @inline(__always)
    static var mutantRestartsNavigation: Bool {
        #if DOCGEN_MUTANTS
        return Mutant.isOn(.r24NavigationRestartsAfterRemoval)
        #else
        return false
        #endif
    }
}
