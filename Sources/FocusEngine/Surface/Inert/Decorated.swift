/// Content with a secondary view layered in front of it (`overlay`) or behind it (`background`):
/// both are rendered and recorded, the decoration after the content (key 1), so a button in an
/// overlay is as real as any other.
public struct _Decorated<Content: View, Decoration: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let content: Content
    let decoration: Decoration
    let role: String
    let alignment: Alignment

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: [role + (alignment == .center ? "" : ", alignment: \(alignment)")])
        node.layout = .decorated(x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
        renderer.withChildren(of: node) {
            $0.emit(content, key: .index(0), context: context)
            $0.emit(decoration, key: .index(1), context: context)
        }
    }
}

extension Alignment: CustomStringConvertible {
    /// `.topLeading`, `.center`, `.leadingFirstTextBaseline` (Apple names baseline alignments
    /// horizontal first).
    public var description: String {
        switch (horizontal.name, vertical.name) {
        case ("center", "center"): return ".center"
        case (let h, "center"): return "." + h
        case (let h, let v) where v.hasSuffix("TextBaseline"): return "." + h + v.prefix(1).uppercased() + v.dropFirst()
        case ("center", let v): return "." + v
        case (let h, let v): return "." + v + h.prefix(1).uppercased() + h.dropFirst()
        }
    }
    /// The `topLeading` value.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The `topTrailing` value.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The `bottomLeading` value.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The `bottomTrailing` value.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension View {
    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Decorated(content: self, decoration: content(), role: "overlay", alignment: alignment)
    }
    /// Layers a secondary view in front of this view (deprecated form).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, decoration: overlay, role: "overlay", alignment: alignment)
    }
    /// Layers the specified style in front of this view, in a shape.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _Decorated(content: self, decoration: shape.fill(style), role: "overlay", alignment: .center)
    }
    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Decorated(content: self, decoration: content(), role: "background", alignment: alignment)
    }
    /// Layers the given view behind this view (deprecated form).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, decoration: background, role: "background", alignment: alignment)
    }
    /// Sets the view's background to an insettable shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _Decorated(content: self, decoration: shape.fill(style), role: "background", alignment: .center)
    }
}
