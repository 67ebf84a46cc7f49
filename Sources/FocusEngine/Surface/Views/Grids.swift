/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: GridItem.Size
    /// The spacing to the next item.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment properties.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    var spacingLength: Double { spacing.map { Double($0) } ?? LayoutConstants.spacing }
    var alignmentFractions: (x: Double, y: Double) {
        (alignment?.horizontal.fraction ?? 0.5, alignment?.vertical.fraction ?? 0.5)
    }
}

/// A container view that arranges its child views in a grid that grows vertically, creating items
/// only as needed (the engine creates every item).
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content
    /// Creates a grid that grows vertically.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, spacing: spacing.map { Double($0) } ?? LayoutConstants.spacing,
                                alignment: alignment.fraction)
        self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.layout = .lazyGrid(layout)
        InertContainer.render(node, attributes: ["columns: \(layout.items.count)"], content: content, context: context, renderer: renderer)
    }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed (the engine creates every item).
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content
    /// Creates a grid that grows horizontally.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing.map { Double($0) } ?? LayoutConstants.spacing,
                                alignment: alignment.fraction)
        self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.layout = .lazyGrid(layout)
        InertContainer.render(node, attributes: ["rows: \(layout.items.count)"], content: content, context: context, renderer: renderer)
    }
}

/// A container view that arranges other views in a two dimensional layout.
@frozen
public struct Grid<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    @usableFromInline let alignment: Alignment
    @usableFromInline let horizontalSpacing: CGFloat?
    @usableFromInline let verticalSpacing: CGFloat?
    @usableFromInline let content: Content
    /// Creates a grid with the specified spacing, alignment, and child views.
    @inlinable
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.layout = .grid(GridLayout(horizontalSpacing: horizontalSpacing.map { Double($0) } ?? LayoutConstants.spacing,
                                       verticalSpacing: verticalSpacing.map { Double($0) } ?? LayoutConstants.spacing,
                                       x: alignment.horizontal.fraction, y: alignment.vertical.fraction))
        InertContainer.render(node, content: content, context: context, renderer: renderer)
    }
}

/// A horizontal row in a two dimensional grid container.
@frozen
public struct GridRow<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    @usableFromInline let alignment: VerticalAlignment?
    @usableFromInline let content: Content
    /// Creates a horizontal row of child views in a grid.
    @inlinable
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.layout = .gridRow(alignment: alignment?.fraction)
        InertContainer.render(node, content: content, context: context, renderer: renderer)
    }
}
