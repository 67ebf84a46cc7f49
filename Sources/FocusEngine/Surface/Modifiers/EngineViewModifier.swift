/// A built-in modifier implemented by closures run at render time.
public struct _EngineViewModifier: ViewModifier, _EngineModifier {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never

    /// What the modifier does to its node before the content renders.
    enum Action {
        /// Sets up the node; the content renders in the modifier's own context (no copy).
        case node((Node, Renderer) -> Void)
        /// Sets up the node and may change the context the content renders in.
        case context((Node, inout RenderContext, Renderer) -> Void)
        /// Binds a focus state to the node: maps the binding recorded in the previous render (if
        /// any) to this render's, reusing it when unchanged.
        case focusBinding((BindingRecord?) -> BindingRecord)
    }

    let action: Action
    let after: ((Node, Renderer) -> Void)?

    init(action: Action, after: ((Node, Renderer) -> Void)? = nil) {
        self.action = action
        self.after = after
    }

    /// A focus binding; `resolve` is built by the inlinable `focused` modifiers, so comparing and
    /// interning the bound value are specialized for its type.
    @usableFromInline
    init(focusBinding resolve: @escaping (BindingRecord?) -> BindingRecord) {
        self.init(action: .focusBinding(resolve))
    }

    func _apply(node: Node, context: inout RenderContext, renderer: Renderer) {
        switch action {
        case .node(let apply): apply(node, renderer)
        case .context(let apply): apply(node, &context, renderer)
        case .focusBinding(let resolve):
            node.applyFocusBinding(resolve(node.focusBindingCache), generation: renderer.engine.generation)
        }
    }

    func _afterContent(node: Node, renderer: Renderer) { after?(node, renderer) }
}

extension View {
    /// Wraps `self` in a built-in modifier that sets up its node.
    func engineModifier(_ apply: @escaping (Node, Renderer) -> Void,
                        after: ((Node, Renderer) -> Void)? = nil) -> ModifiedContent<Self, _EngineViewModifier> {
        modifier(_EngineViewModifier(action: .node(apply), after: after))
    }

    /// Wraps `self` in a built-in modifier that sets up its node and may change the context its
    /// content renders in.
    func engineModifier(_ apply: @escaping (Node, inout RenderContext, Renderer) -> Void,
                        after: ((Node, Renderer) -> Void)? = nil) -> ModifiedContent<Self, _EngineViewModifier> {
        modifier(_EngineViewModifier(action: .context(apply), after: after))
    }

    /// A layout modifier (R40): laid out by `Layout`, shown in the dump as `.name(argument)`.
    func layoutModifier(_ layout: LayoutModifier, _ name: String, _ argument: String) -> ModifiedContent<Self, _EngineViewModifier> {
        engineModifier { node, _ in node.payload = .layout(layout, name: name, argument: argument) }
    }

    /// A presentation modifier that does not affect focus, recorded for the dump.
    func presentation(_ name: String, _ argument: String) -> ModifiedContent<Self, _EngineViewModifier> {
        engineModifier { node, _ in node.payload = .presentation(name: name, argument: argument) }
    }
}
