/// A view created from a tuple of views; each element's position is part of its identity.
public struct TupleView<T>: View, _PrimitiveView {
    public typealias Body = Never
    /// The tuple of views.
    public var value: T
    let children: [any View]

    /// Creates a tuple view; elements that are views are rendered in order.
    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { emitter in
            for (index, child) in children.enumerated() { emitter.emit(child, key: .index(index), context: context) }
        }
    }
}

/// The result of an `if`/`else`: the two branches have distinct identities.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { emitter in
            switch storage {
            case .trueContent(let view): emitter.emit(view, key: .trueBranch, context: context)
            case .falseContent(let view): emitter.emit(view, key: .falseBranch, context: context)
            }
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { emitter in
            if case .some(let view) = self { emitter.emit(view, key: .some, context: context) }
        }
    }
}

/// A view that displays nothing.
public struct EmptyView: View, _PrimitiveView {
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
    func _render(node: Node, context: RenderContext, renderer: Renderer) { node.role = .structural }
}

/// A type-erased view; a change of the wrapped type is a change of identity.
public struct AnyView: View, _PrimitiveView {
    public typealias Body = Never
    let view: any View
    /// Wraps `view`.
    public init<V: View>(_ view: V) { self.view = view }
    /// Wraps an existential view value.
    public init(erasing view: any View) { self.view = view }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { $0.emit(view, key: .index(0), context: context) }
    }
}

/// Groups views without affecting layout; modifiers apply to the group's content.
public struct Group<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { $0.emit(content, key: .index(0), context: context) }
    }
}
