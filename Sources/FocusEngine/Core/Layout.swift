/// A rectangle in the engine's abstract layout space (points, origin top-leading).
struct Rect: Equatable {
    var x: Double, y: Double, width: Double, height: Double
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// The smallest rectangle containing both.
    func union(_ other: Rect) -> Rect {
        if width == 0 && height == 0 { return other }
        if other.width == 0 && other.height == 0 { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}

/// A deliberately simple layout: every leaf element is 100×44, VStack-like containers stack
/// vertically, HStack horizontally, ZStack overlays. It only serves directional navigation and the
/// `point` of zoom actions, where relative positions matter.
enum Layout {
    enum Axis { case vertical, horizontal, overlay }
    static let leafSize = (width: 100.0, height: 44.0)

    /// Assigns `frame` to every node under `root`.
    static func layout(_ root: Node) {
        _ = place(root, x: 0, y: 0, axis: .vertical)
    }

    private static func place(_ node: Node, x: Double, y: Double, axis inherited: Axis) -> Rect {
        var axis = inherited
        switch node.kind {
        case .hstack: axis = .horizontal
        case .zstack: axis = .overlay
        case .vstack, .form, .section, .list, .navigationStack, .navigationView: axis = .vertical
        default: break
        }
        if node.children.isEmpty {
            let isLeaf = node.role == .primitive && node.kind != .spacer && node.kind != .other
            node.frame = isLeaf ? Rect(x: x, y: y, width: leafSize.width, height: leafSize.height)
                                : Rect(x: x, y: y, width: 0, height: 0)
            return node.frame
        }
        var bounds = Rect(x: x, y: y, width: 0, height: 0)
        var cursorX = x, cursorY = y
        for child in node.children {
            let frame = place(child, x: cursorX, y: cursorY, axis: axis)
            bounds = bounds.union(frame)
            switch axis {
            case .vertical: cursorY = frame.maxY
            case .horizontal: cursorX = frame.maxX
            case .overlay: break
            }
        }
        node.frame = bounds
        return bounds
    }
}
