/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.kind = .spacer
        node.layout = .spacer(minLength: minLength.map { Double($0) })
    }
}

/// A view that displays an image.
public struct Image: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let name: String
    /// Image-returning modifiers applied (`resizable()`), shown in the dump.
    var traits: [String] = []
    /// Creates an image from an asset name.
    public init(_ name: String) { self.name = name }
    /// Creates an image from a system symbol.
    public init(systemName: String) { name = systemName }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.kind = .image
        node.attributes = ["\"\(name)\""] + traits
        node.isAccessibilityElement = true
        node.isAccessibilityHidden = context.combinedElement != nil
    }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// Creates a circle.
    public init() {}
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.kind = .circle
        node.isAccessibilityElement = true
        node.isAccessibilityHidden = context.combinedElement != nil
    }
}
