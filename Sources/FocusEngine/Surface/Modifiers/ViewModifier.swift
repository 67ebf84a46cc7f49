/// A modifier that you apply to a view or another view modifier, producing a different version.
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers are applied by the engine; their body is never called.
    public func body(content: Self.Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; its body must not be called")
    }
}

/// The content a custom `ViewModifier` receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
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
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .modifier
        if Modifier.self == _EngineViewModifier.self {
            // The common built-in modifier: a metadata comparison instead of a protocol cast, and
            // the stored modifier used in place (see `_PrimitiveView._renderErased`).
            withUnsafePointer(to: modifier) { pointer in
                let engineModifier = UnsafeMutablePointer(
                    mutating: UnsafeRawPointer(pointer).assumingMemoryBound(to: _EngineViewModifier.self))
                EngineModifierRendering.render(&engineModifier.pointee, content: content,
                                               node: node, context: context, renderer: renderer)
            }
        } else if let engineModifier = modifier as? any _EngineModifier {
            var inner = context
            engineModifier._apply(node: node, context: &inner, renderer: renderer)
            EngineModifierRendering.renderContent(content, into: node, context: inner, renderer: renderer)
            engineModifier._afterContent(node: node, renderer: renderer)
        } else {
            node.payload = .custom(shortTypeName(String(describing: Modifier.self)))
            DynamicPropertyLinker.link(modifier, node: node, engine: renderer.engine, context: context)
            let body = MainActorCode.run((modifier, _ViewModifier_Content(content: content))) { $0.0.body(content: $0.1) }
            renderer.withChildren(of: node) { $0.emit(body, key: .index(0), context: context) }
        }
    }
}

/// Renders the built-in modifiers' nodes. Generic over the content only, so it does not need the
/// `ModifiedContent` type's metadata (a cache lookup per call in unspecialized code).
enum EngineModifierRendering {
    /// Applies `engineModifier` to `node`, then renders `content` as the node's child. `inout` only
    /// to read the modifier in place; it is not changed.
    static func render<Content: View>(_ engineModifier: inout _EngineViewModifier, content: Content,
                                      node: Node, context: RenderContext, renderer: Renderer) {
        switch engineModifier.action {
        case .node(let apply):
            apply(node, renderer)
            renderContent(content, into: node, context: context, renderer: renderer)
        case .focusBinding(let resolve):
            node.applyFocusBinding(resolve(node.focusBindingCache), generation: renderer.engine.generation)
            renderContent(content, into: node, context: context, renderer: renderer)
        case .context(let apply):
            var inner = context
            apply(node, &inner, renderer)
            renderContent(content, into: node, context: inner, renderer: renderer)
        }
        engineModifier.after?(node, renderer)
    }

    static func renderContent<Content: View>(_ content: Content, into node: Node, context: RenderContext,
                                             renderer: Renderer) {
        renderer.withChildren(of: node) { $0.emit(content, key: .index(0), context: context) }
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
