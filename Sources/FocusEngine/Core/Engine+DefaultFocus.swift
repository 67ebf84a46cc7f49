/// Default focus (R11, R12): `defaultFocus`, `prefersDefaultFocus` within `focusScope`, `resetFocus`.
extension Engine {
    /// Why default focus is being evaluated.
    enum DefaultFocusReason { case appear, automatic, reset, userNavigation }

    /// Evaluates default focus inside `scope`; returns whether focus moved.
    @discardableResult
    func evaluateDefaultFocus(in scope: Node, namespace: Namespace.ID? = nil, reason: DefaultFocusReason) -> Bool {
        if let target = defaultFocusTarget(in: scope, namespace: namespace, reason: reason) {
            moveKeyboardFocus(to: target)
            return true
        }
        return false
    }

    /// The view default focus would pick inside `scope`, if any.
    func defaultFocusTarget(in scope: Node, namespace: Namespace.ID?, reason: DefaultFocusReason) -> Node? {
        for node in defaultFocusNodes where node.isLive && node.isDescendant(of: scope) {
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r11DefaultFocusIgnored) { break }
            #endif
            guard case .defaultFocus(let box, let match, let priority) = node.payload else { continue }
            if reason == .userNavigation, priority != .userInitiated, !Self.automaticRedirects { continue }
            let candidates = box.candidates(for: match, generation: generation)
            let inside = candidates.first { $0.isDescendant(of: node) }?.firstFocusableDescendant
            if let target = inside ?? resolveKeyboardTarget(box: box, match: match) { return target }
        }
        if reason == .userNavigation { return nil }
        let preferred = scope.first { node in
            guard case .prefersDefaultFocus(true, let ns) = node.payload else { return false }
            if let namespace { return ns == namespace }
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r12PreferenceOutsideItsScope) { return true }
            #endif
            return node.nearestAncestor { if case .focusScope(ns) = $0.payload { return true } else { return false } } != nil
        }
        #if DOCGEN_MUTANTS
        if !Mutant.isOn(.r12PrefersDefaultFocusIgnored), let target = preferred?.firstFocusableDescendant { return target }
        #else
        if let target = preferred?.firstFocusableDescendant { return target }
        #endif
        if reason == .reset || configuration.automaticFocus { return scope.firstFocusableDescendant }
        return nil
    }

    /// Applies queued `resetFocus(in:)` requests.
    func applyResetRequests() {
        guard !resetRequests.isEmpty else { return }
        let requests = resetRequests
        resetRequests.removeAll()
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r12ResetFocusIgnored) { return }
        #endif
        for namespace in requests {
            let scope = root.first { if case .focusScope(namespace) = $0.payload { return true } else { return false } }
            guard let scope else {
                warn(.misuse, "resetFocus(in:) called with a namespace that no focusScope(_:) uses; resetting the whole tree")
                evaluateDefaultFocus(in: root, namespace: namespace, reason: .reset)
                continue
            }
            evaluateDefaultFocus(in: scope, namespace: namespace, reason: .reset)
        }
    }

    /// Redirects user navigation entering a `defaultFocus(..., priority: .userInitiated)` region.
    func userInitiatedRedirect(from old: Node?, to target: Node) -> Node {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r11UserInitiatedNotRedirected) { return target }
        #endif
        for node in defaultFocusNodes where node.isLive && target.isDescendant(of: node) {
            guard case .defaultFocus(_, _, let priority) = node.payload, priority == .userInitiated || Self.automaticRedirects else { continue }
            if let old, old.isDescendant(of: node) { continue }
            return defaultFocusTarget(in: node, namespace: nil, reason: .userNavigation) ?? target
        }
        return target
    }

    /// `r11-automatic-redirects-navigation` (mutant builds only): `.automatic` regions redirect
    /// user navigation as `.userInitiated` ones do. Always false in normal builds.
    @inline(__always) static var automaticRedirects: Bool {
        #if DOCGEN_MUTANTS
        return Mutant.isOn(.r11AutomaticRedirectsNavigation)
        #else
        return false
        #endif
    }
}

/// Default focus of presented and pushed screens (R51).
extension Engine {
    /// Evaluates default focus (R11, R12) inside each sheet, cover, popover or pushed screen that
    /// appeared in the last render and is not covered; moves keyboard focus to its target, if any.
    func applyScreenDefaultFocus() {
        guard !appearedScreens.isEmpty else { return }
        let screens = appearedScreens
        appearedScreens.removeAll()
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r51PresentedDefaultFocusIgnored) { return }
        #endif
        for screen in screens where screen.isLive && !screen.isCovered {
            if let target = defaultFocusTarget(in: screen, namespace: nil, reason: .appear) {
                moveKeyboardFocus(to: target)
            }
        }
    }
}
