import Foundation

extension AsyncImagePhase {
    /// The loaded image, if any (the headless engine loads nothing: an `AsyncImage` stays `.empty`).
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that caused the load to fail, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that asynchronously loads and displays an image (recorded, not loaded: it shows its
/// placeholder, or what its content closure makes of the `.empty` phase).
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// Loads and displays an image from the specified URL (a gray placeholder until it loads).
    public init(url: URL?, scale: CGFloat = 1) where Content == Color {
        content = Color.gray
    }

    /// Loads an image from the specified URL, showing `placeholder` until it loads.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// Loads an image from the specified URL in phases, showing `content` for each.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// A transaction: the context of a state change (recorded, never animated).
public struct Transaction: Sendable {
    /// The animation, if any, of the change.
    public var animation: Animation?
    /// Creates a transaction.
    public init() {}
    /// Creates a transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

extension AnyTransition {
    /// A transition that returns the input view unmodified.
    public static let identity = AnyTransition(name: ".identity")

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: "\(name).combined(with: \(other.name))")
    }

    /// A composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: ".asymmetric(insertion: \(insertion.name), removal: \(removal.name))")
    }
}

extension Angle {
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.init(name: "\(formatNumber(degrees))°") }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.init(name: "\(formatNumber(radians)) rad") }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

/// A shape trimmed to a fraction of its path (recorded, not drawn).
public struct _TrimmedShape<Base: Shape>: Shape, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let base: Base
    let from: CGFloat
    let to: CGFloat
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: ["\(Base.self) trimmed \(formatNumber(Double(from)))…\(formatNumber(Double(to)))"])
        node.layout = .shape
    }
}

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

extension UIColor {
    /// AppKit's window, control and text background colors and label colors, which macOS code
    /// passes to `Color(_:)` (`Color(nsColor: .windowBackgroundColor)`), recorded by name.
    public static let windowBackgroundColor = UIColor(name: "windowBackgroundColor"),
                      controlBackgroundColor = UIColor(name: "controlBackgroundColor"),
                      textBackgroundColor = UIColor(name: "textBackgroundColor"),
                      underPageBackgroundColor = UIColor(name: "underPageBackgroundColor"),
                      labelColor = UIColor(name: "labelColor"),
                      secondaryLabelColor = UIColor(name: "secondaryLabelColor"),
                      separatorColor = UIColor(name: "separatorColor")
}
