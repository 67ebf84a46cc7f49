/// The bottom-up pass: each node's size range per axis (`Node.measure`).
extension Layout {
    /// Measures `node` and its content, storing the result in `node.measure`. `stackAxis` is the
    /// axis of the stack the node is a child of (a `Spacer` grows along it), nil elsewhere.
    @discardableResult
    static func measure(_ node: Node, stackAxis: LayoutAxis?) -> LayoutMeasure {
        let result: LayoutMeasure
        switch node.role {
        case .modifier:
            let content = measureContent(units(of: node), stackAxis: stackAxis)
            if case .layout(let modifier, _, _) = node.payload {
                result = measure(modifier, content: content)
            } else {
                result = content
            }
        case .structural, .composite, .root:
            result = measureContent(units(of: node), stackAxis: stackAxis)
        case .primitive:
            result = measurePrimitive(node, stackAxis: stackAxis)
        }
        node.measure = result
        return result
    }

    /// Measures `units` and combines them: one unit is itself, several stack vertically (the
    /// implicit stack SwiftUI uses for a modifier or window holding several views).
    static func measureContent(_ units: [Node], stackAxis: LayoutAxis?) -> LayoutMeasure {
        if units.isEmpty { return .zero }
        if units.count == 1 { return measure(units[0], stackAxis: stackAxis) }
        return measureStack(units, axis: .vertical, spacing: LayoutConstants.spacing)
    }

    /// A stack: lengths add up along the axis (plus spacing), the widest child sets the cross axis.
    static func measureStack(_ units: [Node], axis: LayoutAxis, spacing: Double) -> LayoutMeasure {
        var along = AxisRange.fixed(0), cross = AxisRange.fixed(0)
        for unit in units {
            let child = measure(unit, stackAxis: axis)
            along = AxisRange(min: along.min + child[axis].min, ideal: along.ideal + child[axis].ideal,
                              max: along.max + child[axis].max)
            cross = maxRange(cross, child[axis.cross])
        }
        let gaps = spacing * Double(Swift.max(0, units.count - 1))
        return LayoutMeasure(axis, along: along.adding(gaps), cross: cross)
    }

    /// The larger of two ranges bound by bound.
    static func maxRange(_ a: AxisRange, _ b: AxisRange) -> AxisRange {
        AxisRange(min: Swift.max(a.min, b.min), ideal: Swift.max(a.ideal, b.ideal), max: Swift.max(a.max, b.max))
    }

    private static func measurePrimitive(_ node: Node, stackAxis: LayoutAxis?) -> LayoutMeasure {
        switch node.layout {
        case .automatic:
            if node.children.isEmpty { return leaf(node) }
            let content = measureContent(units(of: node), stackAxis: nil)
            guard node.kind == .button || node.kind == .toggle else { return content }
            return LayoutMeasure(width: content.width.atLeast(LayoutConstants.control),
                                 height: content.height.atLeast(LayoutConstants.control))
        case .stack(let axis, let spacing, _):
            return measureStack(units(of: node), axis: axis, spacing: spacing)
        case .overlay:
            var result = LayoutMeasure.zero
            for unit in units(of: node) {
                let child = measure(unit, stackAxis: nil)
                result = LayoutMeasure(width: maxRange(result.width, child.width), height: maxRange(result.height, child.height))
            }
            return result
        case .list:
            return measureList(node)
        case .section:
            var content = measureStack(units(of: node), axis: .vertical, spacing: LayoutConstants.spacing)
            if node.text != nil { content.height = content.height.adding(LayoutConstants.sectionHeader) }
            return content
        case .scroll(let horizontal, let vertical):
            let content = measureContent(units(of: node), stackAxis: nil)
            return LayoutMeasure(width: horizontal ? .flexible(ideal: content.width.ideal) : content.width.flexibleAbove,
                                 height: vertical ? .flexible(ideal: content.height.ideal) : content.height.flexibleAbove)
        case .fill:
            let content = measureContent(units(of: node), stackAxis: nil)
            return LayoutMeasure(width: content.width.flexibleAbove, height: content.height.flexibleAbove)
        case .decorated, .presenting:
            for (index, child) in node.children.enumerated() where index > 0 {
                _ = measureContent(units(ofChild: child), stackAxis: nil)
            }
            return node.children.first.map { measureContent(units(ofChild: $0), stackAxis: nil) } ?? .zero
        case .spacer(let minLength):
            guard let stackAxis else { return LayoutMeasure(width: .flexible(ideal: 0), height: .flexible(ideal: 0)) }
            let length = minLength ?? LayoutConstants.spacing
            return LayoutMeasure(stackAxis, along: spacerRange(length), cross: .fixed(0))
        case .shape:
            return LayoutMeasure(width: .flexible(ideal: LayoutConstants.shape), height: .flexible(ideal: LayoutConstants.shape))
        case .divider:
            let axis = stackAxis ?? .vertical
            return LayoutMeasure(axis, along: .fixed(1), cross: .flexible(ideal: 0))
        case .lazyGrid(let grid):
            return measureLazyGrid(node, grid)
        case .grid(let grid):
            return measureGrid(node, grid)
        case .gridRow:
            return measureStack(units(of: node), axis: .horizontal, spacing: LayoutConstants.spacing)
        }
    }

    /// A spacer's range along its stack: `minLength` up to everything left.
    private static func spacerRange(_ minLength: Double) -> AxisRange {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r40SpacerNotFlexible) { return .fixed(minLength) }
        #endif
        return AxisRange(min: minLength, ideal: minLength, max: .infinity)
    }

    /// The units a single child contributes (the child itself unless it is structural).
    static func units(ofChild child: Node) -> [Node] {
        switch child.role {
        case .structural, .composite, .root: return units(of: child)
        case .primitive, .modifier: return [child]
        }
    }
}
