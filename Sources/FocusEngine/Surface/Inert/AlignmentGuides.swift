/// Custom alignment guides (`AlignmentID`), text-baseline alignments and `alignmentGuide(_:computeValue:)`,
/// as Apple declares them. Inert: the layout model (R40) aligns by the leading/center/trailing and
/// top/center/bottom fractions; a custom or baseline guide aligns as `center`, and an
/// `alignmentGuide` is recorded (shown in dumps) without moving the view.

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * CGFloat(guide.fraction) }
    /// The value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { height * CGFloat(guide.fraction) }
    /// The explicit value of the given horizontal guide (none is ever set: nil).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// The explicit value of the given vertical guide (none is ever set: nil).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension HorizontalAlignment {
    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.init(name: String(describing: id))
    }
    /// A guide marking the leading edge of a `List` row separator.
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
    /// A guide marking the trailing edge of a `List` row separator.
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
}

extension VerticalAlignment {
    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.init(name: String(describing: id))
    }
    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

extension Alignment {
    /// A guide that marks the center of the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// A guide that marks the center of the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// A guide that marks the leading edge of the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// A guide that marks the leading edge of the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// A guide that marks the trailing edge of the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// A guide that marks the trailing edge of the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

extension View {
    /// Sets the view's horizontal alignment guide (recorded; the layout model does not move the view).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        presentation("alignmentGuide", g.name)
    }
    /// Sets the view's vertical alignment guide (recorded; the layout model does not move the view).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        presentation("alignmentGuide", g.name)
    }
}
