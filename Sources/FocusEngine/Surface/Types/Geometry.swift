/// A normalized 2D point in a view's coordinate space, as in SwiftUI.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// The normalized x coordinate (0 leading, 1 trailing).
    public var x: CGFloat
    /// The normalized y coordinate (0 top, 1 bottom).
    public var y: CGFloat
    /// Creates a unit point.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// Creates the origin unit point.
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    /// `UnitPoint(x: 0.5, y: 0.5)` form.
    public var description: String { "UnitPoint(x: \(formatNumber(Double(x))), y: \(formatNumber(Double(y))))" }
}

/// Horizontal alignment of a vertical stack's children.
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment of a horizontal stack's children.
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
}

/// Alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The horizontal component.
    public var horizontal: HorizontalAlignment
    /// The vertical component.
    public var vertical: VerticalAlignment
    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
}

/// An edge of a rectangle, and sets of edges.
public enum Edge: Int8, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Formats a number without a trailing `.0` for whole values: `16`, `1.5`.
func formatNumber(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
