/// Values inherited down the tree while rendering.
struct RenderContext {
    var environment: EnvironmentValues
    /// The combined accessibility element enclosing this subtree, if any (R21).
    var combinedElement: Node?
    /// The search field of the nearest enclosing `searchable` modifier.
    var searchField: Node?
}

/// Implemented by the engine's built-in views: how a view value becomes node content.
protocol _PrimitiveView {
    func _render(node: Node, context: RenderContext, renderer: Renderer)
}

/// Implemented by the engine's built-in modifiers: what a modifier node contributes.
protocol _EngineModifier {
    /// Sets the node's payload; may adjust the context passed to the modified content.
    func _apply(node: Node, context: inout RenderContext, renderer: Renderer)
    /// Runs after the content was rendered (e.g. to resolve a search field below).
    func _afterContent(node: Node, renderer: Renderer)
}

extension _EngineModifier {
    func _afterContent(node: Node, renderer: Renderer) {}
}

/// Implemented by property wrappers that need persistent storage linked to a node.
protocol _DynamicPropertyLink {
    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext)
}
