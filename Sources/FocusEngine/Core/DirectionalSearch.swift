/// Finds the target of a directional move (R42) from the frames of the current layout (R40).
///
/// A candidate lies in the direction when its frame's near edge is at or beyond the focused
/// view's far edge (moving down: `candidate.minY ≥ focused.maxY`). Candidates are ranked:
/// 1. those overlapping the focused view's band (its extent across the move: its columns when
///    moving up or down, its rows when moving left or right), by the gap along the move;
/// 2. the others, by the distance between the nearest edges;
/// 3. only if nothing lies wholly beyond: candidates whose center lies beyond the focused view's
///    center (overlapping frames), by center distance;
/// ties by the cross-axis center offset, then tree order. The precedent is the tvOS focus engine
/// (it prefers items aligned with the focused one, then the nearest) and CSS Spatial Navigation's
/// distance function (candidates must be beyond the starting edge; overlap along the other axis
/// is rewarded). A `focusSection()` that does not contain the focused view is a candidate with
/// its whole frame; when it wins, focus goes to its descendant that ranks best from the focused
/// view (R13).
struct DirectionalSearch {
    let engine: Engine
    let from: Node
    let move: FocusMove

    /// The best target among `order` (focusable nodes in tree order), or nil.
    func target(in order: [Node]) -> Node? {
        #if DOCGEN_MUTANTS
        let sections = Mutant.isOn(.r13SectionDoesNotForward) ? [] : sections()
        #else
        let sections = sections()
        #endif
        let viewBest = best(of: order, indexOffset: 0)
        let sectionBest = best(of: sections, indexOffset: order.count)
        let chosen: Node
        switch (viewBest, sectionBest) {
        case (nil, nil): return nil
        case (let view?, nil): return view.node
        case (nil, let section?): chosen = section.node
        case (let view?, let section?): chosen = section.rank < view.rank ? section.node : view.node
        }
        guard case .focusSection = chosen.payload, !order.contains(where: { $0 === chosen }) else { return chosen }
        let inside = order.filter { $0 !== from && $0.isDescendant(of: chosen) }
        return best(of: inside, indexOffset: 0)?.node
            ?? inside.min { edgeDistance(from.frame, $0.frame) < edgeDistance(from.frame, $1.frame) }
    }

    /// The best-ranked of `candidates` (the focused view skipped); `indexOffset` keeps tree-order
    /// tie-breaks between views and sections.
    private func best(of candidates: [Node], indexOffset: Int) -> (node: Node, rank: Rank)? {
        var best: (node: Node, rank: Rank)?
        let origin = from.frame
        for (index, candidate) in candidates.enumerated() where candidate !== from {
            guard let rank = rank(origin, candidate.frame, index + indexOffset) else { continue }
            if best == nil || rank < best!.rank { best = (candidate, rank) }
        }
        return best
    }

    /// Focus sections with a focusable descendant, not containing the focused view.
    private func sections() -> [Node] {
        engine.focusSections.filter { !from.isDescendant(of: $0) && $0.firstFocusableDescendant != nil }
    }

    /// A candidate's rank; smaller is better.
    struct Rank: Comparable {
        var tier: Int, distance: Double, offset: Double, index: Int
        static func < (a: Rank, b: Rank) -> Bool {
            (a.tier, a.distance, a.offset, a.index) < (b.tier, b.distance, b.offset, b.index)
        }
    }

    /// The rank of a candidate at `b` from the focused view at `a`; nil if not in the direction.
    func rank(_ a: Rect, _ b: Rect, _ index: Int) -> Rank? {
        guard let axis = move.layoutAxis else { return nil }
        let forward = move == .down || move == .right
        let cross = axis.cross
        // along the move: the gap from a's far edge to b's near edge (negative when they overlap)
        let gap = forward ? b.origin(axis) - (a.origin(axis) + a.length(axis)) : a.origin(axis) - (b.origin(axis) + b.length(axis))
        let centerAdvance = forward ? center(b, axis) - center(a, axis) : center(a, axis) - center(b, axis)
        let overlap = Swift.min(a.origin(cross) + a.length(cross), b.origin(cross) + b.length(cross))
            - Swift.max(a.origin(cross), b.origin(cross))
        let crossGap = Swift.max(0, -overlap)
        let offset = abs(center(b, cross) - center(a, cross))
        if gap >= -0.5 {
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r42BandPreferenceIgnored) {
                return Rank(tier: 0, distance: (gap * gap + crossGap * crossGap).squareRoot(), offset: offset, index: index)
            }
            #endif
            if overlap > 0.5 { return Rank(tier: 0, distance: Swift.max(0, gap), offset: offset, index: index) }
            return Rank(tier: 1, distance: (gap * gap + crossGap * crossGap).squareRoot(), offset: offset, index: index)
        }
        guard centerAdvance > 0.5 else { return nil }
        return Rank(tier: 2, distance: centerAdvance, offset: offset, index: index)
    }

    private func center(_ rect: Rect, _ axis: LayoutAxis) -> Double { rect.origin(axis) + rect.length(axis) / 2 }

    /// The distance between the nearest edges of two frames (0 when they overlap).
    private func edgeDistance(_ a: Rect, _ b: Rect) -> Double {
        let dx = Swift.max(0, Swift.max(b.x - a.maxX, a.x - b.maxX))
        let dy = Swift.max(0, Swift.max(b.y - a.maxY, a.y - b.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension FocusMove {
    /// The axis of a directional move; nil for sequential moves.
    var layoutAxis: LayoutAxis? {
        switch self {
        case .up, .down: return .vertical
        case .left, .right: return .horizontal
        case .next, .previous: return nil
        }
    }
}
