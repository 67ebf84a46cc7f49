/// A view that presents views in two or three columns, where selections in leading columns control
/// presentations in subsequent columns. Recorded under its type name; every column is rendered
/// (sidebar, content, detail, in that order), so focus and focused values work in all of them.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); columnVisibility = nil
    }
    /// Creates a three-column navigation split view that enables programmatic control of leading
    /// columns' visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); self.columnVisibility = columnVisibility
    }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: columnVisibility.map { ["columnVisibility: \($0.wrappedValue)"] } ?? [])
        renderer.withChildren(of: node) {
            $0.emit(sidebar, key: .index(0), context: context)
            $0.emit(content, key: .index(1), context: context)
            $0.emit(detail, key: .index(2), context: context)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable, CustomStringConvertible {
    let name: String
    /// `.all`.
    public var description: String { "." + name }
    /// Use the default leading column visibility for the current device.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Show all the columns of a three-column navigation split view.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// Show the content column and detail area of a three-column navigation split view, or the
    /// sidebar column and detail area of a two-column one.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Hide the leading columns of a navigation split view.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
