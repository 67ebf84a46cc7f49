/// Evaluates view values into the node tree, reusing nodes whose structural identity is unchanged.
///
/// Views travel through the renderer as generic values, never as `any View` boxes, and whether a
/// view type is primitive is resolved once per node (`Node.renderKind`), not by a dynamic cast per
/// render.
final class Renderer {
    unowned let engine: Engine
    var order = 0
    /// Roots of subtrees removed in this render.
    var removed: [Node] = []
    /// Whether a window scene was mounted in this render: only the first one is (R34).
    var windowMounted = false
    /// Above 0 while rendering a scene whose commands an outer `commandsRemoved()` /
    /// `commandsReplaced(content:)` drops.
    var commandsSuppressed = 0

    init(engine: Engine) { self.engine = engine }

    /// Re-evaluates the whole tree from the root view.
    func renderRoot() {
        engine.generation += 1
        engine.defaultFocusNodes.removeAll(keepingCapacity: true)
        engine.accessibilityDefaultFocusNodes.removeAll(keepingCapacity: true)
        engine.searchFocusNodes.removeAll(keepingCapacity: true)
        engine.focusableOrderCache = nil
        engine.focusDependentBodies = false
        engine.beginFocusedValuesRender()
        let context = RenderContext(environment: EnvironmentValues(engine: engine))
        let view = engine.rootView
        withChildren(of: engine.root) { $0.emit(view, key: .index(0), context: context) }
        engine.renderedGeneration = engine.generation
    }

    /// Reconciles the children of `parent` against the views emitted by `body`.
    func withChildren(of parent: Node, _ body: (inout ChildEmitter) -> Void) {
        var emitter = ChildEmitter(renderer: self, parent: parent)
        body(&emitter)
        emitter.finish()
    }

    /// Renders one view value into `node`, whose `viewType` is `V`.
    func render<V: View>(_ view: V, into node: Node, context: RenderContext) {
        assert(node.viewType == V.self, "a node renders only views of its own type")
        node.resetForRender()
        node.order = order
        order += 1
        #if DOCGEN_MUTANTS
        node.isEnabled = context.environment.isEnabled || Mutant.isOn(.r10DisabledStillFocusable)
        #else
        node.isEnabled = context.environment.isEnabled
        #endif
        node.isFocusEffectEnabled = context.environment.isFocusEffectEnabled
        if case .unresolved = node.renderKind { node.renderKind = RenderKind(V.self) }
        if case .primitive(let primitive) = node.renderKind {
            primitive._renderErased(view, node: node, context: context, renderer: self)
        } else {
            node.role = .composite
            DynamicPropertyLinker.link(view, node: node, engine: engine, context: context)
            let body = MainActorCode.run(view) { $0.body }
            withChildren(of: node) { $0.emit(body, key: .index(0), context: context) }
        }
        node.isNew = false
    }

    /// Marks a removed subtree dead and queues its onDisappear callbacks (parent before child).
    func remove(_ node: Node) {
        removed.append(node)
        node.forEachInTreeOrder { dead in
            dead.isLive = false
            dead.parent = nil
            if case .onDisappear(let action) = dead.payload {
                let name = dead.contentNode.displayName
                engine.enqueueCallback(.onDisappear, name, action)
            }
        }
    }
}

/// How the renderer evaluates a node's view type; resolved once, when the node is first rendered.
enum RenderKind {
    case unresolved
    /// A user view: link its dynamic properties, evaluate `body`.
    case composite
    /// A built-in view that renders itself.
    case primitive(any _PrimitiveView.Type)

    init(_ type: Any.Type) {
        if let primitive = type as? any _PrimitiveView.Type { self = .primitive(primitive) } else { self = .composite }
    }
}

extension _PrimitiveView {
    /// Renders `view`, whose dynamic type is `Self` (the node's cached render kind says so).
    ///
    /// The value is reinterpreted in place. `_render` does not mutate; the `inout` access only
    /// makes the compiler pass the value's address, where reading `pointee` would copy it.
    static func _renderErased<V: View>(_ view: V, node: Node, context: RenderContext, renderer: Renderer) {
        assert(V.self == Self.self)
        withUnsafePointer(to: view) { pointer in
            let typed = UnsafeMutablePointer(mutating: UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self))
            _renderInPlace(&typed.pointee, node: node, context: context, renderer: renderer)
        }
    }

    @inline(__always)
    private static func _renderInPlace(_ view: inout Self, node: Node, context: RenderContext, renderer: Renderer) {
        view._render(node: node, context: context, renderer: renderer)
    }
}
