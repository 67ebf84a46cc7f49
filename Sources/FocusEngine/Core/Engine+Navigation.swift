/// Sequential and directional keyboard navigation (R13).
extension Engine {
    /// Nodes reachable by keyboard navigation, in tree order.
    var navigableOrder: [Node] {
        let order = focusableOrder
        if configuration.keyboardNavigation { return order }
        return order.filter { !$0.needsKeyboardNavigation }
    }

    /// The node `move` would focus from the current focus (or the navigation anchor).
    func navigationTarget(_ move: FocusMove) -> Node? {
        let order = navigableOrder
        guard !order.isEmpty else { return nil }
        switch move {
        case .next, .previous:
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r13SequentialOrderReversed) { return sequentialTarget(order, forward: move == .previous) }
            #endif
            return sequentialTarget(order, forward: move == .next)
        default:
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r13DirectionalMoveIgnored) { return nil }
            #endif
            guard let current = focused else { return order.first }
            Layout.ensure(self)
            return DirectionalSearch(engine: self, from: current, move: move).target(in: order)
        }
    }

    /// The `focusSection()` nodes of the current render, in tree order (found once per render).
    var focusSections: [Node] {
        if focusSectionsGeneration != generation {
            focusSectionsGeneration = generation
            focusSectionNodes.removeAll()
            root.forEachInTreeOrder { node in
                if case .focusSection = node.payload { focusSectionNodes.append(node) }
            }
        }
        return focusSectionNodes
    }

    private func sequentialTarget(_ order: [Node], forward: Bool) -> Node? {
        let wrap = configuration.wrapsSequentialNavigation
        guard let current = focused ?? navigationAnchor,
              let index = Engine.index(of: current, in: order) else {
            if focused == nil, navigationAnchor == nil, anchorIsBeforeStart { return forward ? order.first : nil }
            return forward ? order.first : order.last
        }
        let startedAtAnchor = focused == nil
        let next = forward ? index + 1 : (startedAtAnchor ? index : index - 1)
        if next >= 0, next < order.count { return order[next] }
        if !wrap { return startedAtAnchor ? nil : current }
        return forward ? order.first : order.last
    }

    /// The position of `node` in `order` (a tree-order list from the current render): a binary
    /// search on the render order, falling back to a scan for nodes not rendered in it.
    static func index(of node: Node, in order: [Node]) -> Int? {
        var low = 0, high = order.count
        while low < high {
            let middle = (low + high) / 2
            if order[middle].order < node.order { low = middle + 1 } else { high = middle }
        }
        if low < order.count, order[low] === node { return low }
        return order.firstIndex { $0 === node }
    }

    /// Moves keyboard focus like a user pressing Tab / Shift-Tab / an arrow.
    func moveFocus(_ move: FocusMove) {
        guard let target = navigationTarget(move) else { return }
        moveKeyboardFocus(to: userInitiatedRedirect(from: focused, to: target))
    }
}

/// A keyboard navigation move.
public enum FocusMove: String, Sendable, CaseIterable {
    /// Sequential: Tab.
    case next
    /// Sequential: Shift-Tab.
    case previous
    /// Directional moves (arrow keys, remote swipes).
    case up, down, left, right
}
