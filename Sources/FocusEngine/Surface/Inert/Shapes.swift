/// A 2D shape that you can use when drawing a view (recorded, not drawn).
public protocol Shape: View {}

extension Node {
    /// Inert views: visible in the dump under their type name with `attributes`, never focusable.
    func renderInert(attributes: [String] = [], title: String? = nil) {
        kind = .other
        self.attributes = attributes
        text = title
    }

    /// An inert view of two parts side by side, `first` then `second` (`Label`'s icon and title,
    /// `LabeledContent`'s label and content), titled by `title` when it is a `Text`.
    func renderInertPair<First: View, Second: View>(title: Any, _ first: First, _ second: Second,
                                                    context: RenderContext, renderer: Renderer) {
        renderInert(title: (title as? Text)?.content)
        layout = .stack(.horizontal, spacing: LayoutConstants.spacing, alignment: 0.5)
        renderer.withChildren(of: self) {
            $0.emit(first, key: .index(0), context: context)
            $0.emit(second, key: .index(1), context: context)
        }
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// Creates a rectangle.
    public init() {}
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert()
        node.layout = .shape
    }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: Shape, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle
    /// Creates a new rounded rectangle shape with uniform corners.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    /// Creates a new rounded rectangle shape.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: ["cornerRadius: \(formatNumber(Double(cornerSize.width)))"])
        node.layout = .shape
    }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: Shape, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle
    /// Creates a new capsule shape.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert()
        node.layout = .shape
    }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// Creates a new ellipse shape.
    public init() {}
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert()
        node.layout = .shape
    }
}

extension Circle: Shape {}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A visual element that can be used to separate other content.
public struct Divider: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// Creates a divider.
    public init() {}
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert()
        node.layout = .divider
    }
}

extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        presentation("fill", "\(content)")
    }
    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        presentation("stroke", "\(content), lineWidth: \(formatNumber(Double(lineWidth)))")
    }
    /// Traces the outline of this shape with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        presentation("stroke", "lineWidth: \(formatNumber(Double(lineWidth)))")
    }
    /// Returns a view that is the result of insetting `self` by half `lineWidth` and stroking it.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        presentation("strokeBorder", "\(content), lineWidth: \(formatNumber(Double(lineWidth)))")
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule.
    public var isEOFilled: Bool
    /// Whether to apply antialiasing.
    public var isAntialiased: Bool
    /// Creates a new fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible, Sendable {
    /// Creates a foreground style instance.
    public init() {}
    /// `.foreground`.
    public var description: String { ".foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// Shapes named by their static members where a `Shape` is expected (`.background(.blue, in: .rect(cornerRadius: 12))`).
extension Shape where Self == Rectangle {
    /// A rectangular shape.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangular shape with rounded corners of the given size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }
    /// A capsule shape with the given corner style.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}
