/// The top-down pass: each node gets its frame (`Node.frame`) and places its content in it.
extension Layout {
    /// Gives `node` the frame `rect` (its measure already chose the size) and places its content.
    static func place(_ node: Node, in rect: Rect, bounded: Bounded) {
        node.frame = rect
        switch node.role {
        case .modifier:
            let units = units(of: node)
            if case .layout(let modifier, _, _) = node.payload {
                place(units, modifier: modifier, in: rect, bounded: bounded)
            } else {
                placeUnits(units, in: rect, bounded: bounded)
            }
        case .structural, .composite, .root:
            placeUnits(units(of: node), in: rect, bounded: bounded)
        case .primitive:
            placePrimitive(node, in: rect, bounded: bounded)
        }
    }

    /// Places content that fills `rect` exactly: one unit takes it, several stack vertically.
    static func placeUnits(_ units: [Node], in rect: Rect, bounded: Bounded) {
        if units.isEmpty { return }
        if units.count == 1 { return place(units[0], in: rect, bounded: bounded) }
        placeStack(units, in: rect, axis: .vertical, spacing: LayoutConstants.spacing, alignment: 0.5, bounded: bounded)
    }

    /// Places content of range `measure` at its size for `rect`'s proposal, aligned in `rect` by
    /// the fractions `x` and `y`.
    static func placeAligned(_ units: [Node], measure: LayoutMeasure, in rect: Rect, bounded: Bounded, x: Double, y: Double) {
        let width = measure.width.size(for: bounded.proposal(rect, .horizontal))
        let height = measure.height.size(for: bounded.proposal(rect, .vertical))
        let frame = Rect(x: rect.x + (rect.width - width) * x, y: rect.y + (rect.height - height) * y,
                         width: width, height: height)
        placeUnits(units, in: frame, bounded: bounded)
    }

    private static func placePrimitive(_ node: Node, in rect: Rect, bounded: Bounded) {
        switch node.layout {
        case .automatic:
            let units = units(of: node)
            placeAligned(units, measure: measureOf(units), in: rect, bounded: bounded, x: 0.5, y: 0.5)
        case .stack(let axis, let spacing, let alignment):
            placeStack(units(of: node), in: rect, axis: axis, spacing: spacing, alignment: alignment, bounded: bounded)
        case .overlay(let x, let y):
            for unit in units(of: node) { placeAligned([unit], measure: unit.measure, in: rect, bounded: bounded, x: x, y: y) }
        case .list:
            placeList(node, in: rect)
        case .section:
            var inner = rect
            if node.text != nil { inner.y += LayoutConstants.sectionHeader; inner.height -= LayoutConstants.sectionHeader }
            placeStack(units(of: node), in: inner, axis: .vertical, spacing: LayoutConstants.spacing, alignment: 0.5, bounded: bounded)
        case .scroll(let horizontal, let vertical):
            let units = units(of: node)
            let content = Bounded(horizontal: bounded.horizontal && !horizontal, vertical: bounded.vertical && !vertical)
            placeAligned(units, measure: measureOf(units), in: rect, bounded: content, x: 0.5, y: 0)
        case .fill:
            let units = units(of: node)
            placeAligned(units, measure: measureOf(units), in: rect, bounded: bounded, x: 0.5, y: 0.5)
        case .decorated(let x, let y):
            guard let content = node.children.first else { return }
            placeUnits(Layout.units(ofChild: content), in: rect, bounded: bounded)
            content.frame = rect
            for decoration in node.children.dropFirst() {
                let decorationUnits = Layout.units(ofChild: decoration)
                placeAligned(decorationUnits, measure: measureOf(decorationUnits), in: rect, bounded: .both, x: x, y: y)
            }
        case .presenting:
            guard let content = node.children.first else { return }
            placeUnits(units(ofChild: content), in: rect, bounded: bounded)
            for presented in node.children.dropFirst() {
                let root = Layout.root(of: node)
                layoutWindow(presented, in: root)
            }
        case .spacer, .shape, .divider:
            break
        case .lazyGrid(let grid):
            placeLazyGrid(node, grid, in: rect)
        case .grid(let grid):
            placeGrid(node, grid, in: rect)
        case .gridRow:
            placeStack(units(of: node), in: rect, axis: .horizontal, spacing: LayoutConstants.spacing, alignment: 0.5, bounded: bounded)
        }
    }

    /// The measure of already measured units, combined as `measureContent` does.
    static func measureOf(_ units: [Node]) -> LayoutMeasure {
        if units.isEmpty { return .zero }
        if units.count == 1 { return units[0].measure }
        return measureStack(units, axis: .vertical, spacing: LayoutConstants.spacing)
    }

    /// The window a node belongs to: the root's frame.
    private static func root(of node: Node) -> Rect {
        var cursor = node
        while let parent = cursor.parent { cursor = parent }
        return cursor.frame
    }

    /// A stack: along its axis, children get their ideal lengths when unbounded, otherwise the
    /// length left after spacing is shared out least flexible child first (each takes an equal
    /// share of what remains, clamped to its range — SwiftUI's stack algorithm); across, each child
    /// is sized for the stack's length and aligned by `alignment`.
    static func placeStack(_ units: [Node], in rect: Rect, axis: LayoutAxis, spacing: Double, alignment: Double,
                           bounded: Bounded) {
        guard !units.isEmpty else { return }
        #if DOCGEN_MUTANTS
        let spacing = Mutant.isOn(.r40StackSpacingIgnored) ? 0 : spacing
        #endif
        let lengths = bounded[axis]
            ? share(rect.length(axis) - spacing * Double(units.count - 1), among: units.map { $0.measure[axis] })
            : units.map { $0.measure[axis].ideal }
        let crossProposal = bounded.proposal(rect, axis.cross)
        var cursor = rect.origin(axis)
        for (unit, length) in zip(units, lengths) {
            let crossLength = unit.measure[axis.cross].size(for: crossProposal)
            let crossOrigin = rect.origin(axis.cross) + (rect.length(axis.cross) - crossLength) * alignment
            let frame = Rect(axis, along: cursor, length: length, crossOrigin: crossOrigin, crossLength: crossLength)
            place(unit, in: frame, bounded: bounded)
            cursor += length + spacing
        }
    }

    /// Shares `total` among children of the given ranges, least flexible first.
    static func share(_ total: Double, among ranges: [AxisRange]) -> [Double] {
        var lengths = [Double](repeating: 0, count: ranges.count)
        let order = ranges.indices.sorted { a, b in
            let fa = ranges[a].flexibility, fb = ranges[b].flexibility
            return fa != fb ? fa < fb : a < b
        }
        var remaining = total, count = Double(ranges.count)
        for index in order {
            let length = ranges[index].size(for: Swift.max(0, remaining) / count)
            lengths[index] = length
            remaining -= length
            count -= 1
        }
        return lengths
    }

    /// A layout modifier's content inside `rect`.
    private static func place(_ units: [Node], modifier: LayoutModifier, in rect: Rect, bounded: Bounded) {
        switch modifier {
        case .frame(_, _, let x, let y), .flexibleFrame(_, _, let x, let y):
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r40FrameModifierIgnored) { return placeUnits(units, in: rect, bounded: bounded) }
            #endif
            placeAligned(units, measure: measureOf(units), in: rect, bounded: .both, x: x, y: y)
        case .padding(let top, let leading, let bottom, let trailing):
            let inner = Rect(x: rect.x + leading, y: rect.y + top, width: Swift.max(0, rect.width - leading - trailing),
                             height: Swift.max(0, rect.height - top - bottom))
            placeUnits(units, in: inner, bounded: bounded)
        }
    }
}
