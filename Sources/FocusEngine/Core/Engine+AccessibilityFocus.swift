/// Accessibility focus, tracked per assistive technology (R16–R22), independent of keyboard focus (R20).
extension Engine {
    /// Technologies in canonical order, used to aggregate values for `init()` states (R19).
    static let technologyOrder: [AccessibilityTechnologies.Technology] = [.voiceOver, .switchControl]

    /// Active technologies among `filter` (nil = all), in canonical order.
    func activeTechnologies(in filter: AccessibilityTechnologies?) -> [AccessibilityTechnologies.Technology] {
        Engine.technologyOrder.filter { tech in
            activeTechnologies.contains(tech.set) && Engine.follows(filter, tech)
        }
    }

    /// Moves one technology's accessibility focus; nil removes it.
    func moveAccessibilityFocus(_ tech: AccessibilityTechnologies.Technology, to target: Node?) {
        guard accessibilityFocus[tech] !== target else { return }
        accessibilityFocus[tech] = target
        accessibilityChangeCount += 1
        resyncAccessibilityBindings()
        if focusDependentBodies { dirty = true }
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r20VoiceOverMovesKeyboard), tech == .voiceOver, let target, target.isFocusable, target.isEnabled {
            moveKeyboardFocus(to: target)
        }
        #endif
    }

    /// Whether a state declared `for: filter` (nil: `init()`) follows `tech` (R19).
    @inline(__always)
    static func follows(_ filter: AccessibilityTechnologies?, _ tech: AccessibilityTechnologies.Technology) -> Bool {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r19TechnologyFilterIgnored), filter != nil { return true }
        if Mutant.isOn(.r19AggregateFollowsVoiceOverOnly), filter == nil { return tech == .voiceOver }
        #endif
        return filter?.contains(tech.set) ?? true
    }

    /// Recomputes accessibility focus states: a state takes the match of the first technology (in
    /// canonical order, among those it follows) whose focused element is bound to it.
    func resyncAccessibilityBindings() {
        var assigned: [AnyFocusBox] = []
        for tech in Engine.technologyOrder where activeTechnologies.contains(tech.set) {
            var cursor = accessibilityFocus[tech]
            while let node = cursor {
                if case .accessibilityFocusBinding(let box, let match) = node.payload,
                   case .accessibility(let filter) = box.domain,
                   Engine.follows(filter, tech),
                   !assigned.contains(where: { $0 === box }) {
                    assigned.append(box)
                    #if DOCGEN_MUTANTS
                    if !Mutant.isOn(.r16AtFocusDoesNotSetValue) { assign(box, match) }
                    #else
                    assign(box, match)
                    #endif
                }
                cursor = node.parent
            }
        }
        for box in accessibilityAssigned where !assigned.contains(where: { $0 === box }) {
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r16AtLeaveDoesNotReset) { continue }
            #endif
            assign(box, nil)
        }
        accessibilityAssigned = assigned
    }

    /// The match `box` has on `node` through an accessibility binding on its ancestor chain.
    func accessibilityMatch(of box: AnyFocusBox, on node: Node?) -> MatchID? {
        var cursor = node
        while let current = cursor {
            if case .accessibilityFocusBinding(let bound, let match) = current.payload, bound === box {
                return match
            }
            cursor = current.parent
        }
        return nil
    }

    /// Applies queued accessibility requests; with no active technology they are dropped (R18).
    func applyAccessibilityRequests() {
        guard !accessibilityRequests.isEmpty else { return }
        let requests = accessibilityRequests
        accessibilityRequests.removeAll()
        for request in requests {
            guard case .accessibility(let filter) = request.box.domain else { continue }
            let techs = activeTechnologies(in: filter)
            #if DOCGEN_MUTANTS
            if techs.isEmpty, Mutant.isOn(.r18WriteAppliesWithoutTechnology) { assign(request.box, request.match) }
            if request.match == nil ? Mutant.isOn(.r16AtResetDoesNotDismiss) : Mutant.isOn(.r16AtWriteDoesNotMove) { continue }
            #endif
            guard !techs.isEmpty else { continue }
            guard let match = request.match else {
                for tech in techs where accessibilityMatch(of: request.box, on: accessibilityFocus[tech]) != nil {
                    moveAccessibilityFocus(tech, to: nil)
                }
                continue
            }
            guard let target = resolveAccessibilityTarget(box: request.box, match: match) else {
                var pending = request
                pending.stamp = accessibilityChangeCount
                unmatchedAccessibilityRequests.append(pending)
                continue
            }
            for tech in techs { moveAccessibilityFocus(tech, to: target) }
        }
    }

    /// The accessibility element a request for `match` moves to (first candidate in tree order).
    func resolveAccessibilityTarget(box: AnyFocusBox, match: MatchID) -> Node? {
        let candidates = box.candidates(for: match, generation: generation)
        let targets = candidates.compactMap { $0.accessibilityTarget }
        guard let first = targets.first else {
            if !candidates.isEmpty {
                warn(.noFocusableTarget, "\(box.name) = \(box.describe(match)): no accessibility element under \(candidates[0].displayName)")
            }
            return nil
        }
        if targets.count > 1 {
            warn(.ambiguousFocusBinding,
                 "ambiguous focus binding: \(targets.count) accessibility elements bound to \(box.name) = \(box.describe(match)); using the first in tree order")
        }
        return first
    }

    /// Accessibility elements in tree order (hidden children of combined elements excluded, R21).
    var accessibilityOrder: [Node] {
        var order: [Node] = []
        root.forEachInTreeOrder { node in
            if node.isAccessibilityElement, !node.isAccessibilityHidden { order.append(node) }
        }
        return order
    }

    /// Re-focuses technologies whose element disappeared (R22), else drops their focus.
    func fixUpAccessibilityFocus() {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r16BoundElementTakesFocusUnasked) { focusBoundElementsUnasked() }
        #endif
        for tech in Engine.technologyOrder {
            guard let node = accessibilityFocus[tech] else { continue }
            if node.isLive, node.isAccessibilityElement, !node.isAccessibilityHidden { continue }
            moveAccessibilityFocus(tech, to: nil)
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r22NoRefocusAfterRemoval) { continue }
            #endif
            evaluateAccessibilityDefaultFocus(for: tech, fallbackToFirst: true)
        }
    }

    /// Evaluates `accessibilityDefaultFocus` for a technology; else optionally the first element.
    func evaluateAccessibilityDefaultFocus(for tech: AccessibilityTechnologies.Technology, fallbackToFirst: Bool) {
        for node in accessibilityDefaultFocusNodes where node.isLive {
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r22AccessibilityDefaultFocusIgnored) { break }
            #endif
            guard case .accessibilityDefaultFocus(let box, let match) = node.payload,
                  case .accessibility(let filter) = box.domain,
                  Engine.follows(filter, tech) else { continue }
            let candidates = box.candidates(for: match, generation: generation)
            if let target = candidates.first(where: { $0.isDescendant(of: node) })?.accessibilityTarget
                ?? resolveAccessibilityTarget(box: box, match: match) {
                moveAccessibilityFocus(tech, to: target)
                return
            }
        }
        if fallbackToFirst { moveAccessibilityFocus(tech, to: accessibilityOrder.first) }
    }
}

#if DOCGEN_MUTANTS
extension Engine {
    /// `r16-bound-element-takes-focus-unasked`: each active technology jumps to the first bound
    /// accessibility element in order, whether or not anything wrote its state.
    func focusBoundElementsUnasked() {
        let bound = accessibilityOrder.first { element in
            element.attachmentChain.contains { if case .accessibilityFocusBinding = $0.payload { return true } else { return false } }
        }
        guard let bound else { return }
        for tech in Engine.technologyOrder where activeTechnologies.contains(tech.set) && accessibilityFocus[tech] !== bound {
            moveAccessibilityFocus(tech, to: bound)
        }
    }
}
#endif
