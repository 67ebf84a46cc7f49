/// A scene that presents a group of identically structured windows.
///
/// The engine opens one window of the group: its content is mounted when the group is the first
/// window scene of the app (R34); every window's state is that window's own.
public struct WindowGroup<Content: View>: Scene, _PrimitiveScene {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    let title: String?
    let id: String?
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) { title = nil; id = nil; self.content = content() }
    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) { title = nil; self.id = id; self.content = content() }
    /// Creates a window group with a text view title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.title = title.content; id = nil; self.content = content()
    }
    /// Creates a window group with a localized title string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved; id = nil; self.content = content()
    }
    /// Creates a window group with a title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title); id = nil; self.content = content()
    }
    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved; self.id = id; self.content = content()
    }

    func _renderScene(node: Node, context: RenderContext, renderer: Renderer) {
        SceneWindow.render(node, attributes: id.map { ["id: \"\($0)\""] } ?? [], title: title, content: { content },
                           context: context, renderer: renderer)
    }
}

/// A scene that presents an interface for viewing and modifying an app's settings (macOS): recorded,
/// never mounted (it is not the app's window).
public struct Settings<Content: View>: Scene, _PrimitiveScene {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    let content: Content
    /// Creates a scene that presents an interface for viewing and modifying an app's preferences.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func _renderScene(node: Node, context: RenderContext, renderer: Renderer) {
        node.renderInert(attributes: ["not mounted"])
        renderer.withChildren(of: node) { _ in }
    }
}
