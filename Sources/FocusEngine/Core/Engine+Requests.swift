/// Focus-state writes as requests (R4–R7): queued on write, applied in the next update pass.
extension Engine {
    /// Queues a write to a focus state; `match` nil means nil/false (dismiss).
    func enqueueFocusRequest(box: AnyFocusBox, match: AnyHashable?) {
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
        let requests = keyboardRequests
        keyboardRequests.removeAll()
        var target = focused
        var moved = false
        var unmatched: [FocusRequest] = []
        for request in requests {
            unmatchedRequests.removeAll { $0.box === request.box }
            unmatched.removeAll { $0.box === request.box }
            guard let match = request.match else {
                if keyboardMatch(of: request.box, on: target) != nil {
                    target = nil
                    moved = true
                }
                continue
            }
            if keyboardMatch(of: request.box, on: target) == match { continue }
            if let node = resolveKeyboardTarget(box: request.box, match: match) {
                target = node
                moved = true
            } else {
                unmatched.append(request)
            }
        }
        if moved { moveKeyboardFocus(to: target) }
        for var request in unmatched {
            request.stamp = focusChangeCount
            unmatchedRequests.append(request)
        }
    }

    /// The node a keyboard request for `match` focuses: first bound candidate in tree order (R5),
    /// or its first focusable descendant for a bound container (R8).
    func resolveKeyboardTarget(box: AnyFocusBox, match: AnyHashable) -> Node? {
        let candidates = box.candidates(for: match, generation: generation)
        guard !candidates.isEmpty else { return nil }
        var targets: [Node] = []
        for candidate in candidates {
            if let target = candidate.firstFocusableDescendant { targets.append(target) }
            if targets.count > 1 { break }
        }
        guard let first = targets.first else {
            warn(.noFocusableTarget,
                 "\(box.name) = \(match.base): the bound view \(candidates[0].displayName) has no focusable (enabled) view; request kept pending")
            return nil
        }
        if targets.count > 1, !(targets[1] === first) {
            warn(.ambiguousFocusBinding,
                 "ambiguous focus binding: \(candidates.count) views bound to \(box.name) = \(match.base); focusing the first in tree order, \(first.displayName)")
        }
        return first
    }

    /// Retries requests that matched no view, dropping those overtaken by a focus change (R7).
    func retryUnmatchedRequests() {
        if !unmatchedRequests.isEmpty {
            let pending = unmatchedRequests
            unmatchedRequests.removeAll()
            for request in pending where request.stamp == focusChangeCount {
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

    private func box(_ box: AnyFocusBox, isBoundTo match: AnyHashable) -> Bool {
        !box.candidates(for: match, generation: generation).isEmpty
    }
}
