/// The engine's deterministic layout (R40, R41): frames for every node, computed on demand from
/// the rendered tree in two passes — sizes bottom-up (`measure`: each node's min / ideal / max per
/// axis), then frames top-down (`place`) from a fixed window (`Configuration.windowSize`, 390×844
/// by default). It is a model of SwiftUI's propose-and-choose layout, not a copy: text does not
/// wrap, controls have fixed sizes (`LayoutConstants`), and only the containers and modifiers of
/// R40/R41 take part; everything else wraps its content.
///
/// Frames are only needed by directional navigation, zoom points and frame queries, so they are
/// computed lazily and cached until the next render (`Engine.layoutGeneration`): renders and
/// focus changes never pay for layout.
enum Layout {
    /// Lays out the whole tree unless the frames of this render are already computed.
    static func ensure(_ engine: Engine) {
        let window = engine.configuration.windowSize
        guard engine.layoutGeneration != engine.generation || engine.layoutWindow != window else { return }
        engine.layoutGeneration = engine.generation
        engine.layoutWindow = window
        let rect = Rect(x: 0, y: 0, width: Double(window.width), height: Double(window.height))
        layoutWindow(engine.root, in: rect)
        fillTransparentFrames(engine.root)
    }

    /// Lays out `node`'s content as a window of `rect`: measured, sized for the window, centered.
    static func layoutWindow(_ node: Node, in rect: Rect) {
        node.frame = rect
        let units = Layout.units(of: node)
        let content = measureContent(units, stackAxis: nil)
        placeAligned(units, measure: content, in: rect, bounded: .both, x: 0.5, y: 0.5)
    }

    /// The views a container lays out: its children, with structural nodes (tuples, `if`,
    /// `ForEach`, `Group`) and custom views' bodies flattened into the views they produce.
    static func units(of node: Node) -> [Node] {
        var units: [Node] = []
        appendUnits(of: node, to: &units)
        return units
    }

    private static func appendUnits(of node: Node, to units: inout [Node]) {
        for child in node.children {
            switch child.role {
            case .structural, .composite, .root: appendUnits(of: child, to: &units)
            case .primitive, .modifier: units.append(child)
            }
        }
    }

    /// Structural nodes and custom views are not placed themselves: their frame is the union of
    /// their children's.
    @discardableResult
    static func fillTransparentFrames(_ node: Node) -> Rect {
        var union = Rect.zero
        for child in node.children { union = union.union(fillTransparentFrames(child)) }
        switch node.role {
        case .structural, .composite:
            node.frame = union
            return union
        case .root, .primitive, .modifier:
            return node.frame
        }
    }
}

/// Which axes of a placement were bounded by a proposal (false: laid out at the ideal size, as
/// along a scroll view's axis).
struct Bounded {
    var horizontal: Bool, vertical: Bool
    static let both = Bounded(horizontal: true, vertical: true)
    subscript(axis: LayoutAxis) -> Bool {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    /// The proposal a rectangle makes along `axis`: its length when bounded, else none.
    func proposal(_ rect: Rect, _ axis: LayoutAxis) -> Double? { self[axis] ? rect.length(axis) : nil }
}
