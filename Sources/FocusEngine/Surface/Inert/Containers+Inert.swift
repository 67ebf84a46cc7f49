/// Inert containers: recorded under their type name, their content rendered (and focusable) as usual.
struct InertContainer {
    static func render<Content: View>(_ node: Node, attributes: [String] = [], title: String? = nil, content: Content,
                                      context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: attributes, title: title)
        renderer.withChildren(of: node) { $0.emit(content, key: .index(0), context: context) }
    }
}

/// A scrollable view.
public struct ScrollView<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the content offset.
    public var showsIndicators: Bool
    /// Creates a new instance that's scrollable in the direction of the given axis.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.layout = .scroll(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        InertContainer.render(node, attributes: axes == .horizontal ? [".horizontal"] : [], content: content,
                              context: context, renderer: renderer)
    }
}

/// A view that arranges its children in a line that grows vertically, creating items only as needed.
public struct LazyVStack<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a lazy vertical stack (the engine creates every item).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        ContainerRendering.render(node, kind: .vstack, layout: ContainerRendering.stack(.vertical, spacing, alignment.fraction), attributes: ContainerRendering.spacing(spacing) + ["lazy"],
                                  content: content, context: context, renderer: renderer)
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as needed.
public struct LazyHStack<Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a lazy horizontal stack (the engine creates every item).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        ContainerRendering.render(node, kind: .hstack, layout: ContainerRendering.stack(.horizontal, spacing, alignment.fraction), attributes: ContainerRendering.spacing(spacing) + ["lazy"],
                                  content: content, context: context, renderer: renderer)
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates a value from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each section pins to the region.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// The footer view of each section pins to the region.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
public struct GroupBox<Label: View, Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let label: Label
    let content: Content
    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(title: (label as? Text)?.content)
        renderer.withChildren(of: node) {
            $0.emit(label, key: .index(0), context: context)
            $0.emit(content, key: .index(1), context: context)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox {
    /// Creates a group box with the provided label and view content (label first).
    public init(label: Label, @ViewBuilder content: () -> Content) { self.init(content: content, label: { label }) }
}

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title: View, Icon: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let title: Title
    let icon: Icon
    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInertPair(title: title, icon, title, context: context, renderer: renderer)
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }
    /// Creates a label with a system icon image and a title generated from a string.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    /// Creates a label with an icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image name: String) { self.init(title: { Text(titleKey) }, icon: { Image(name) }) }
}
