/// Finds the target of a directional move: the nearest focusable view (or focus section, which
/// forwards to its nearest focusable descendant) whose center lies in the move's direction.
struct DirectionalSearch {
    let engine: Engine
    let from: Node
    let move: FocusMove

    /// The best target among `order`, or nil when nothing lies in that direction.
    func target(in order: [Node]) -> Node? {
        var candidates = order.filter { $0 !== from }
        #if DOCGEN_MUTANTS
        if !Mutant.isOn(.r13SectionDoesNotForward) { candidates += sections() }
        #else
        candidates += sections()
        #endif
        let origin = from.frame
        var best: (node: Node, score: Double)?
        for candidate in candidates {
            guard let score = score(origin, candidate.frame) else { continue }
            if best == nil || score < best!.score { best = (candidate, score) }
        }
        guard let chosen = best?.node else { return nil }
        if chosen.isFocusable { return chosen }
        let inside = order.filter { $0.isDescendant(of: chosen) }
        return inside.min { (score(origin, $0.frame) ?? .infinity) < (score(origin, $1.frame) ?? .infinity) }
            ?? inside.first
    }

    private func sections() -> [Node] {
        var result: [Node] = []
        engine.root.forEachInTreeOrder { node in
            guard case .focusSection = node.payload, !from.isDescendant(of: node),
                  node.firstFocusableDescendant != nil else { return }
            result.append(node)
        }
        return result
    }

    /// Distance along the move, plus twice the cross-axis gap, plus a tenth of the cross-axis center
    /// offset (tie-break); nil if not in that direction.
    private func score(_ a: Rect, _ b: Rect) -> Double? {
        let dx = b.midX - a.midX, dy = b.midY - a.midY
        switch move {
        case .down: return dy > 0.5 ? dy + 2 * crossOffset(a.x, a.maxX, b.x, b.maxX) + abs(dx) / 10 : nil
        case .up: return dy < -0.5 ? -dy + 2 * crossOffset(a.x, a.maxX, b.x, b.maxX) + abs(dx) / 10 : nil
        case .right: return dx > 0.5 ? dx + 2 * crossOffset(a.y, a.maxY, b.y, b.maxY) + abs(dy) / 10 : nil
        case .left: return dx < -0.5 ? -dx + 2 * crossOffset(a.y, a.maxY, b.y, b.maxY) + abs(dy) / 10 : nil
        case .next, .previous: return nil
        }
    }

    private func crossOffset(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
        if b1 > a0 && b0 < a1 { return 0 }
        return b0 >= a1 ? b0 - a1 : max(0, a0 - b1)
    }
}
