/// Evaluates view values into the node tree, reusing nodes whose structural identity is unchanged.
final class Renderer {
    unowned let engine: Engine
    var order = 0
    /// Roots of subtrees removed in this render.
    var removed: [Node] = []

    init(engine: Engine) { self.engine = engine }

    /// Re-evaluates the whole tree from the root view.
    func renderRoot() {
        engine.generation += 1
        engine.defaultFocusNodes.removeAll(keepingCapacity: true)
        engine.accessibilityDefaultFocusNodes.removeAll(keepingCapacity: true)
        engine.searchFocusNodes.removeAll(keepingCapacity: true)
        engine.focusableOrderCache = nil
        engine.focusDependentBodies = false
        let context = RenderContext(environment: EnvironmentValues(engine: engine))
        let view = engine.rootView
        withChildren(of: engine.root) { $0.emit(view, key: .index(0), context: context) }
    }

    /// Reconciles the children of `parent` against the views emitted by `body`.
    func withChildren(of parent: Node, _ body: (inout ChildEmitter) -> Void) {
        var emitter = ChildEmitter(renderer: self, parent: parent)
        body(&emitter)
        emitter.finish()
    }

    /// Renders one view value into `node`.
    func render(_ view: any View, into node: Node, context: RenderContext) {
        node.resetForRender()
        node.order = order
        order += 1
        node.isEnabled = context.environment.isEnabled
        if let primitive = view as? _PrimitiveView {
            primitive._render(node: node, context: context, renderer: self)
        } else {
            node.role = .composite
            DynamicPropertyLinker.link(view, node: node, engine: engine, context: context)
            let body = Renderer.body(of: view)
            withChildren(of: node) { $0.emit(body, key: .index(0), context: context) }
        }
        node.isNew = false
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

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

/// Matches emitted child views to the parent's previous children by key and view type.
struct ChildEmitter {
    let renderer: Renderer
    let parent: Node
    private let old: [Node]
    private var index: [ChildKey: Node]?
    private var next: [Node] = []
    /// The node of the most recently emitted child.
    private(set) var lastEmitted: Node?

    init(renderer: Renderer, parent: Node) {
        self.renderer = renderer
        self.parent = parent
        old = parent.children
        if old.count > 8 {
            var map: [ChildKey: Node] = [:]
            map.reserveCapacity(old.count)
            for node in old { map[node.key] = node }
            index = map
        }
        next.reserveCapacity(old.count)
    }

    /// Renders `view` as the next child, reusing the old node with the same identity.
    mutating func emit(_ view: any View, key: ChildKey, context: RenderContext) {
        let type = Swift.type(of: view)
        let generation = renderer.engine.generation
        var node: Node?
        if let index {
            node = index[key]
        } else {
            for candidate in old where candidate.key == key { node = candidate; break }
        }
        if let found = node, found.viewType != type || found.seenGeneration == generation {
            node = nil
        }
        let child = node ?? Node(key: key, viewType: type)
        child.seenGeneration = generation
        child.parent = parent
        next.append(child)
        lastEmitted = child
        renderer.render(view, into: child, context: context)
    }

    /// Installs the new children and removes old ones that were not emitted again.
    func finish() {
        let generation = renderer.engine.generation
        for node in old where node.seenGeneration != generation { renderer.remove(node) }
        parent.children = next
    }
}
