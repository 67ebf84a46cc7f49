/// Renders a container primitive: sets its kind and attributes, then its single content child.
struct ContainerRendering {
    static func render<Content: View>(_ node: Node, kind: ElementKind, layout: LayoutSpec, attributes: [String] = [],
                                      title: String? = nil, content: Content, context: RenderContext, renderer: Renderer) {
        node.kind = kind
        node.layout = layout
        if !attributes.isEmpty || !node.attributes.isEmpty { node.attributes = attributes }
        node.text = title
        renderer.withChildren(of: node) { $0.emit(content, key: .index(0), context: context) }
    }

    /// A stack's layout: default spacing 8 (R40).
    static func stack(_ axis: LayoutAxis, _ spacing: CGFloat?, _ alignment: Double) -> LayoutSpec {
        .stack(axis, spacing: spacing.map { Double($0) } ?? LayoutConstants.spacing, alignment: alignment)
    }

    static func spacing(_ value: CGFloat?) -> [String] {
        guard let value else { return [] }
        return ["spacing: \(formatNumber(Double(value)))"]
    }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        ContainerRendering.render(node, kind: .vstack, layout: ContainerRendering.stack(.vertical, spacing, alignment.fraction), attributes: ContainerRendering.spacing(spacing),
                                  content: content, context: context, renderer: renderer)
    }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        ContainerRendering.render(node, kind: .hstack, layout: ContainerRendering.stack(.horizontal, spacing, alignment.fraction), attributes: ContainerRendering.spacing(spacing),
                                  content: content, context: context, renderer: renderer)
    }
}

/// A view that overlays its subviews.
public struct ZStack<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        ContainerRendering.render(node, kind: .zstack, layout: .overlay(x: alignment.horizontal.fraction, y: alignment.vertical.fraction), content: content, context: context, renderer: renderer)
    }
}

/// A container for grouping controls used for data entry.
public struct Form<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let content: Content
    /// Creates a form.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        ContainerRendering.render(node, kind: .form, layout: .list, content: content, context: context, renderer: renderer)
    }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: String?
    let content: Content
    /// Creates a section without a header.
    public init(@ViewBuilder content: () -> Content) { title = nil; self.content = content() }
    /// Creates a section with a localized header title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved; self.content = content()
    }
    /// Creates a section with a header title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title); self.content = content()
    }
    /// Creates a section with a header view (the deprecated form; the header is not rendered,
    /// a `Text` header becomes the section's title).
    public init<Header: View>(header: Header, @ViewBuilder content: () -> Content) {
        title = (header as? Text)?.content; self.content = content()
    }
    /// Creates a section with a header and a footer view (the deprecated form; neither is
    /// rendered, a `Text` header becomes the section's title).
    public init<Header: View, Footer: View>(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        title = (header as? Text)?.content; self.content = content()
    }
    /// Creates a section with a footer view (the deprecated form; the footer is not rendered).
    public init<Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) {
        title = nil; self.content = content()
    }
    /// Creates a section with the provided section content and header (`Section { … } header: { … }`;
    /// the header is not rendered, a `Text` header becomes the section's title).
    public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(header: header(), content: content)
    }
    /// Creates a section with the provided section content, header and footer (neither is rendered,
    /// a `Text` header becomes the section's title).
    public init<Header: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
                                            @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), footer: footer(), content: content)
    }
    /// Creates a section with the provided section content and footer (the footer is not rendered).
    public init<Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(footer: footer(), content: content)
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        ContainerRendering.render(node, kind: .section, layout: .section, title: title, content: content, context: context, renderer: renderer)
    }
}

/// A container that presents rows of data arranged in a single column.
public struct List<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    @usableFromInline let content: Content
    /// Creates a list of static and dynamic rows.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a list computing its rows from identified data.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// Creates a list computing its rows from identifiable data.
    @inlinable
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        ContainerRendering.render(node, kind: .list, layout: .list, content: content, context: context, renderer: renderer)
    }
}
