/// Focus-state writes as requests (R4–R7): queued on write, applied in the next update pass.
extension Engine {
    /// Queues a write to a focus state; `match` nil means nil/false (dismiss).
    func enqueueFocusRequest(box: AnyFocusBox, match: MatchID?) {
        let request = FocusRequest(box: box, match: match, stamp: focusChangeCount)
        switch box.domain {
        case .keyboard:
            focusWriteCount += 1
            keyboardRequests.append(request)
        case .accessibility:
            accessibilityRequests.append(request)
        }
    }

    /// Applies queued keyboard requests in write order; the last effective one wins.
    func applyKeyboardRequests() {
        guard !keyboardRequests.isEmpty else { return }
        if keyboardRequests.count == 1, unmatchedRequests.isEmpty { return applySingleKeyboardRequest() }
        // Swap buffers instead of copying so neither array is shared (no reallocation per request).
        swap(&keyboardRequests, &requestScratch)
        defer { requestScratch.removeAllCheaply() }
        var target = focused
        var moved = false
        var unmatched: [FocusRequest] = []
        for index in requestScratch.indices {
            let request = requestScratch[index]
            if !unmatchedRequests.isEmpty { unmatchedRequests.removeAll { $0.box === request.box } }
            if !unmatched.isEmpty { unmatched.removeAll { $0.box === request.box } }
            #if DOCGEN_MUTANTS
            if request.match == nil ? Mutant.isOn(.r4ResetDoesNotDismiss) : Mutant.isOn(.r4WriteDoesNotMove) { continue }
            #endif
            guard let match = request.match else {
                if keyboardMatch(of: request.box, on: target) != nil || Engine.mutantResetClearsAnyFocus(target) {
                    target = nil
                    moved = true
                }
                continue
            }
            if target === focused {
                if request.box.currentMatch == match { continue }     // choice 1: already focused
            } else if keyboardMatch(of: request.box, on: target) == match {
                continue
            }
            if let node = resolveKeyboardTarget(box: request.box, match: match) {
                target = node
                moved = true
            } else {
                #if DOCGEN_MUTANTS
                if Mutant.isOn(.r7UnmatchedWriteDropped) { continue }
                #endif
                unmatched.append(request)
            }
        }
        if moved { moveKeyboardFocus(to: target) }
        for var request in unmatched {
            request.stamp = focusChangeCount
            unmatchedRequests.append(request)
        }
    }

    /// The common case of `applyKeyboardRequests`: one write since the last update and nothing
    /// pending. Same rules as the loop there, without its bookkeeping.
    private func applySingleKeyboardRequest() {
        var request = keyboardRequests.removeLast()
        #if DOCGEN_MUTANTS
        if request.match == nil ? Mutant.isOn(.r4ResetDoesNotDismiss) : Mutant.isOn(.r4WriteDoesNotMove) { return }
        #endif
        guard let match = request.match else {
            if keyboardMatch(of: request.box, on: focused) != nil || Engine.mutantResetClearsAnyFocus(focused) { moveKeyboardFocus(to: nil) }
            return
        }
        if request.box.currentMatch == match { return }                 // choice 1: already focused
        if let node = resolveKeyboardTarget(box: request.box, match: match) {
            moveKeyboardFocus(to: node)
        } else {
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r7UnmatchedWriteDropped) { return }
            #endif
            request.stamp = focusChangeCount
            unmatchedRequests.append(request)
        }
    }

    /// The node a keyboard request for `match` focuses: first bound candidate in tree order (R5),
    /// or its first focusable descendant for a bound container (R8).
    func resolveKeyboardTarget(box: AnyFocusBox, match: MatchID) -> Node? {
        if !box.hasSeveralCandidates(for: match),
           let target = box.firstCandidateTarget(for: match, generation: generation, cache: renderedGeneration == generation) {
            return target
        }
        guard box.firstCandidate(for: match, generation: generation) != nil else { return nil }
        let candidates = box.candidates(for: match, generation: generation)
        var first: Node?
        var second: Node?
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r5AmbiguousWritePicksLast) {
            return candidates.reversed().lazy.compactMap { $0.firstFocusableDescendant }.first
        }
        #endif
        for candidate in candidates {
            guard let target = candidate.firstFocusableDescendant else { continue }
            if first == nil { first = target } else { second = target; break }
        }
        guard let first else {
            warn(.noFocusableTarget,
                 "\(box.name) = \(box.describe(match)): the bound view \(candidates[0].displayName) has no focusable (enabled) view; request kept pending")
            return nil
        }
        if let second, second !== first {
            warn(.ambiguousFocusBinding,
                 "ambiguous focus binding: \(candidates.count) views bound to \(box.name) = \(box.describe(match)); focusing the first in tree order, \(first.displayName)")
        }
        return first
    }

    /// Retries requests that matched no view, dropping those overtaken by a focus change (R7).
    func retryUnmatchedRequests() {
        if !unmatchedRequests.isEmpty {
            let pending = unmatchedRequests
            unmatchedRequests.removeAll()
            for request in pending where request.stamp == focusChangeCount || Engine.mutantKeepsStalePending {
                guard let match = request.match else { continue }
                if box(request.box, isBoundTo: match),
                   let node = resolveKeyboardTarget(box: request.box, match: match) {
                    moveKeyboardFocus(to: node)
                } else {
                    unmatchedRequests.append(request)
                }
            }
        }
        if !unmatchedAccessibilityRequests.isEmpty {
            let pending = unmatchedAccessibilityRequests
            unmatchedAccessibilityRequests.removeAll()
            for request in pending where request.stamp == accessibilityChangeCount {
                accessibilityRequests.append(request)
            }
        }
    }

    private func box(_ box: AnyFocusBox, isBoundTo match: MatchID) -> Bool {
        !box.candidates(for: match, generation: generation).isEmpty
    }
}

extension Engine {
    /// `r4-reset-clears-any-focus`: a nil/false write dismisses whatever has focus.
    @inline(__always)
    static func mutantResetClearsAnyFocus(_ target: Node?) -> Bool {
        #if DOCGEN_MUTANTS
        return target != nil && Mutant.isOn(.r4ResetClearsAnyFocus)
        #else
        return false
        #endif
    }

    /// `r7-pending-survives-focus-change`: pending requests are retried whatever happened since.
    @inline(__always)
    static var mutantKeepsStalePending: Bool {
        #if DOCGEN_MUTANTS
        return Mutant.isOn(.r7PendingSurvivesFocusChange)
        #else
        return false
        #endif
    }
}
