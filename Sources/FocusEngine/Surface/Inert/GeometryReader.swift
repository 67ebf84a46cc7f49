/// A container view that defines its content as a function of its own size and coordinate space
/// (inert: the engine has no pixel geometry, so the proxy reports a zero size; the content is
/// rendered, and focusable, as usual).
public struct GeometryReader<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// The content, built from a proxy.
    public var content: (GeometryProxy) -> Content
    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        InertContainer.render(node, content: content(GeometryProxy()), context: context, renderer: renderer)
    }
}

/// A proxy for access to the size and coordinate space of the container view (zero: the engine
/// computes no pixel geometry).
public struct GeometryProxy {
    /// The size of the container view.
    public var size: CGSize { .zero }
    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}
