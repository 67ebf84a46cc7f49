/// Gradients, as Apple declares them: recorded, not drawn (inert: no effect on focus).

/// A color gradient: colors, each at a location between 0 and 1.
public struct Gradient: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    /// One color of a gradient and where it stands.
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// Where the color stands, from 0 to 1.
        public var location: CGFloat

        /// Creates a stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The gradient's stops.
    public var stops: [Stop]

    /// Creates a gradient from stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient of `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// `Gradient(.red, .blue)`.
    public var description: String { "Gradient(" + stops.map(\.color.description).joined(separator: ", ") + ")" }
}

/// A linear gradient, usable as a view (a leaf that records itself) and as a shape style.
public struct LinearGradient: View, ShapeStyle, Sendable, CustomStringConvertible, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from colors, evenly spaced.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// `LinearGradient(Gradient(.red, .blue), .leading → .trailing)`.
    public var description: String { "LinearGradient(\(gradient), \(startPoint) → \(endPoint))" }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.kind = .color
        node.attributes = [description]
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from a gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from colors, evenly spaced.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient derived from a color (`Color.gradient`).
public struct AnyGradient: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    let color: Color
    /// `.blue.gradient`.
    public var description: String { "\(color).gradient" }
}

extension Color {
    /// A standard gradient of this color.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
