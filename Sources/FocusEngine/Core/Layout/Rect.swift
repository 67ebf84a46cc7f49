/// A rectangle in the engine's layout space (points, origin at the window's top-leading corner,
/// y growing downwards).
struct Rect: Equatable {
    var x: Double, y: Double, width: Double, height: Double
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// The smallest rectangle containing both; an empty (0×0) rectangle contributes nothing.
    func union(_ other: Rect) -> Rect {
        if width == 0 && height == 0 { return other }
        if other.width == 0 && other.height == 0 { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    /// The origin along `axis`.
    func origin(_ axis: LayoutAxis) -> Double { axis == .horizontal ? x : y }
    /// The length along `axis`.
    func length(_ axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }

    /// A rectangle from origins and lengths given per axis.
    init(_ axis: LayoutAxis, along: Double, length: Double, crossOrigin: Double, crossLength: Double) {
        if axis == .horizontal {
            self.init(x: along, y: crossOrigin, width: length, height: crossLength)
        } else {
            self.init(x: crossOrigin, y: along, width: crossLength, height: length)
        }
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// `(x, y, width, height)` with whole numbers printed without a fraction.
    var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }

    /// The public `CGRect` form.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// A layout axis.
enum LayoutAxis {
    case horizontal, vertical
    var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
