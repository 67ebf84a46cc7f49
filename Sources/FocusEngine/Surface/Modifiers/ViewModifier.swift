/// A modifier that you apply to a view or another view modifier, producing a different version.
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers are applied by the engine; their body is never called.
    public func body(content: Self.Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; its body must not be called")
    }
}

/// The content a custom `ViewModifier` receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let content: any View

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { $0.emit(content, key: .index(0), context: context) }
    }
}

/// A value with a modifier applied to it.
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .modifier
        if let engineModifier = modifier as? _EngineModifier {
            var inner = context
            engineModifier._apply(node: node, context: &inner, renderer: renderer)
            let content = self.content
            renderer.withChildren(of: node) { $0.emit(content, key: .index(0), context: inner) }
            engineModifier._afterContent(node: node, renderer: renderer)
        } else {
            node.payload = .custom(shortTypeName(String(describing: Modifier.self)))
            DynamicPropertyLinker.link(modifier, node: node, engine: renderer.engine, context: context)
            let body = modifier.body(content: _ViewModifier_Content(content: content))
            renderer.withChildren(of: node) { $0.emit(body, key: .index(0), context: context) }
        }
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier implemented by closures run at render time.
public struct _EngineViewModifier: ViewModifier, _EngineModifier {
    public typealias Body = Never
    let apply: (Node, inout RenderContext, Renderer) -> Void
    let after: ((Node, Renderer) -> Void)?

    init(apply: @escaping (Node, inout RenderContext, Renderer) -> Void, after: ((Node, Renderer) -> Void)? = nil) {
        self.apply = apply
        self.after = after
    }

    func _apply(node: Node, context: inout RenderContext, renderer: Renderer) { apply(node, &context, renderer) }
    func _afterContent(node: Node, renderer: Renderer) { after?(node, renderer) }
}

extension View {
    /// Wraps `self` in a built-in modifier.
    func engineModifier(_ apply: @escaping (Node, inout RenderContext, Renderer) -> Void,
                        after: ((Node, Renderer) -> Void)? = nil) -> ModifiedContent<Self, _EngineViewModifier> {
        modifier(_EngineViewModifier(apply: apply, after: after))
    }

    /// A presentation modifier that does not affect focus, recorded for the dump.
    func presentation(_ name: String, _ argument: String) -> ModifiedContent<Self, _EngineViewModifier> {
        engineModifier { node, _, _ in node.payload = .presentation(name: name, argument: argument) }
    }
}
