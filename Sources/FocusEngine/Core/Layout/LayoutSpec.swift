/// How a primitive node lays out its content (`Node.layout`), set by the view's render. Nodes
/// whose view sets nothing keep `.automatic`: a leaf is sized by its element kind, anything with
/// content stacks it vertically (docs/focus-semantics.md, R40).
enum LayoutSpec {
    case automatic
    /// `VStack`/`HStack` (and the lazy ones): `alignment` is the cross-axis fraction (0 leading/top,
    /// 0.5 center, 1 trailing/bottom).
    case stack(LayoutAxis, spacing: Double, alignment: Double)
    /// `ZStack`: every child aligned in the union of their sizes.
    case overlay(x: Double, y: Double)
    /// `List`/`Form`: rows of full width and at least `LayoutConstants.rowHeight`.
    case list
    /// `Section`: its rows inside a list, a vertical stack (under its header) elsewhere.
    case section
    /// `ScrollView`: content laid out unbounded along the scrolling axes.
    case scroll(horizontal: Bool, vertical: Bool)
    /// `NavigationStack`/`NavigationView`: fills what it is offered, content centered.
    case fill
    /// `overlay`/`background`: sized by the content (child 0); the decoration (child 1) is proposed
    /// the content's size and aligned on it.
    case decorated(x: Double, y: Double)
    /// `sheet`/`alert`/…: sized by the content (child 0); the presented view (child 1) is laid out
    /// as its own window.
    case presenting
    /// `Spacer`: flexible along its stack's axis.
    case spacer(minLength: Double?)
    /// Shapes and colors: flexible in both axes.
    case shape
    /// `Divider`: one point thick, flexible across its stack's axis.
    case divider
    /// `LazyVGrid` (axis `.vertical`: `items` are columns) and `LazyHGrid` (`.horizontal`: rows).
    case lazyGrid(LazyGridLayout)
    /// `Grid`: columns as wide as their widest cell, rows as high as their highest cell.
    case grid(GridLayout)
    /// `GridRow`: the cells of one `Grid` row (a horizontal stack outside a grid).
    case gridRow(alignment: Double?)
}

/// A layout modifier's parameters, carried in `ModifierPayload.layout`.
enum LayoutModifier {
    /// `frame(width:height:alignment:)`.
    case frame(width: Double?, height: Double?, x: Double, y: Double)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(width: FrameLimits, height: FrameLimits, x: Double, y: Double)
    /// `padding`: insets per edge.
    case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
}

/// The limits of a flexible frame along one axis.
struct FrameLimits {
    var min: Double?, ideal: Double?, max: Double?
}

/// The parameters of a lazy grid.
struct LazyGridLayout {
    /// `.vertical` for `LazyVGrid` (items are columns), `.horizontal` for `LazyHGrid` (rows).
    var axis: LayoutAxis
    var items: [GridItem]
    /// Spacing between rows (LazyVGrid) or columns (LazyHGrid).
    var spacing: Double
    /// Alignment fraction of the grid's content across its items.
    var alignment: Double
}

/// The parameters of a `Grid`.
struct GridLayout {
    var horizontalSpacing: Double, verticalSpacing: Double
    var x: Double, y: Double
}

/// The engine's fixed sizes (points), documented in docs/focus-semantics.md (R40).
enum LayoutConstants {
    /// Default spacing of stacks and grids, and a `Spacer`'s default minimum length.
    static let spacing = 8.0
    /// Width of one character of text; text does not wrap.
    static let characterWidth = 8.0
    /// Height of a line of text.
    static let lineHeight = 20.0
    /// Minimum width and height of controls (buttons, text fields, toggles): the tap target.
    static let control = 44.0
    /// Ideal width of text inputs when nothing bounds them.
    static let fieldIdealWidth = 100.0
    /// Minimum height of a `List`/`Form` row.
    static let rowHeight = 44.0
    /// Height of a titled section's header.
    static let sectionHeader = 28.0
    /// Default padding length.
    static let padding = 16.0
    /// Images are square icons of this size unless `resizable()`.
    static let image = 24.0
    /// Ideal size of shapes and colors (SwiftUI's shapes' ideal size).
    static let shape = 10.0
    /// Size of views the layout knows nothing about.
    static let unknown = (width: 100.0, height: 44.0)
    /// Width of a toggle's switch.
    static let toggleSwitch = 51.0
}

/// The sizes a node can take along one axis: the least it accepts, what it takes when nothing
/// bounds it, and the most it takes (`.infinity` for flexible views).
struct AxisRange: Equatable {
    var min: Double, ideal: Double, max: Double

    static func fixed(_ value: Double) -> AxisRange { AxisRange(min: value, ideal: value, max: value) }
    static func flexible(min: Double = 0, ideal: Double) -> AxisRange { AxisRange(min: min, ideal: ideal, max: .infinity) }

    /// The size chosen for a proposal: the ideal when unbounded, else the proposal clamped to the range.
    func size(for proposal: Double?) -> Double {
        guard let proposal else { return ideal }
        return Swift.min(Swift.max(proposal, min), max)
    }

    /// How much the size can vary (used to order a stack's children, least flexible first).
    var flexibility: Double { max - min }

    /// Every bound grown by `amount`.
    func adding(_ amount: Double) -> AxisRange { AxisRange(min: min + amount, ideal: ideal + amount, max: max + amount) }

    /// Every bound at least `value`.
    func atLeast(_ value: Double) -> AxisRange {
        AxisRange(min: Swift.max(min, value), ideal: Swift.max(ideal, value), max: Swift.max(max, value))
    }
}

/// A node's size ranges in both axes, computed bottom-up before placement.
struct LayoutMeasure: Equatable {
    var width: AxisRange, height: AxisRange
    static let zero = LayoutMeasure(width: .fixed(0), height: .fixed(0))

    subscript(axis: LayoutAxis) -> AxisRange {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: AxisRange, height: AxisRange) { self.width = width; self.height = height }

    init(_ axis: LayoutAxis, along: AxisRange, cross: AxisRange) {
        self.init(width: axis == .horizontal ? along : cross, height: axis == .horizontal ? cross : along)
    }
}

extension HorizontalAlignment {
    /// 0 leading, 0.5 center, 1 trailing.
    var fraction: Double { name == "leading" ? 0 : name == "trailing" ? 1 : 0.5 }
}

extension VerticalAlignment {
    /// 0 top, 0.5 center, 1 bottom.
    var fraction: Double { name == "top" ? 0 : name == "bottom" ? 1 : 0.5 }
}
