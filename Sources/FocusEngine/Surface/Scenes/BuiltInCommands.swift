/// The built-in command sets SwiftUI offers (`SidebarCommands()`, `ToolbarCommands()`, …): the
/// engine has no menu bar of its own, so they are recorded under their name and add no commands.
public struct SidebarCommands: Commands, _PrimitiveCommands {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    /// A new value describing the built-in sidebar-related commands.
    public init() {}
    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) { node.renderInert() }
}

/// Built-in commands for manipulating window toolbars (recorded only).
public struct ToolbarCommands: Commands, _PrimitiveCommands {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    /// A new value describing the built-in toolbar-related commands.
    public init() {}
    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) { node.renderInert() }
}

/// Built-in commands for searching, editing, and transforming selections of text (recorded only).
public struct TextEditingCommands: Commands, _PrimitiveCommands {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    /// A new value describing the built-in text-editing commands.
    public init() {}
    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) { node.renderInert() }
}

/// Built-in commands for manipulating the inspector (recorded only).
public struct InspectorCommands: Commands, _PrimitiveCommands {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    /// A new value describing the built-in inspector-related commands.
    public init() {}
    func _renderCommands(node: Node, context: RenderContext, renderer: Renderer) { node.renderInert() }
}
