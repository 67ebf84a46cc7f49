/// Matches emitted child views to the parent's previous children by key and view type.
///
/// The new child list is only materialized when it differs from the old one, so a render that
/// keeps every child in place allocates nothing here.
struct ChildEmitter {
    let renderer: Renderer
    let parent: Node
    private let old: [Node]
    private let generation: Int
    private var index: [ChildKey: Node]?
    /// The new children, once they differ from a prefix of `old`.
    private var next: [Node] = []
    private var diverged = false
    /// Number of children emitted so far.
    private(set) var count = 0
    /// The node of the most recently emitted child.
    private(set) var lastEmitted: Node?

    init(renderer: Renderer, parent: Node) {
        self.renderer = renderer
        self.parent = parent
        old = parent.children
        generation = renderer.engine.generation
    }

    /// Renders `view` as the next child, reusing the old node with the same identity.
    mutating func emit<V: View>(_ view: V, key: ChildKey, context: RenderContext) {
        var node = existingNode(for: key)
        if let found = node, found.seenGeneration == generation {
            renderer.engine.warn(.misuse, "two children of \(parent.displayName) share the identity \(key); the later one gets fresh state")
            node = nil
        } else if let found = node, found.viewType != V.self {
            node = nil
        }
        place(view, node: node ?? Node(key: key, viewType: V.self), context: context)
    }

    /// Renders `view` as the next child into the old child at the same position, whose key the
    /// caller knows to be the view's key. Returns false (emitting nothing) when that node cannot be
    /// reused; the caller then emits with `emit(_:key:context:)`.
    mutating func emitInPlace<V: View>(_ view: V, context: RenderContext) -> Bool {
        guard count < old.count else { return false }
        let node = old[count]
        guard node.seenGeneration != generation, node.viewType == V.self else { return false }
        place(view, node: node, context: context)
        return true
    }

    private mutating func existingNode(for key: ChildKey) -> Node? {
        if count < old.count, old[count].key == key { return old[count] }   // same position, same key
        if old.count > 8 {
            if index == nil {
                var map: [ChildKey: Node] = [:]
                map.reserveCapacity(old.count)
                for node in old where map[node.key] == nil { map[node.key] = node }
                index = map
            }
            return index?[key]
        }
        for candidate in old where candidate.key == key { return candidate }
        return nil
    }

    private mutating func place<V: View>(_ view: V, node child: Node, context: RenderContext) {
        child.seenGeneration = generation
        child.parent = parent
        if !diverged, count < old.count, old[count] === child {
            // still identical to the old children: nothing to record
        } else {
            if !diverged {
                diverged = true
                next.reserveCapacity(Swift.max(old.count, count + 1))
                next.append(contentsOf: old[..<count])
            }
            next.append(child)
        }
        count += 1
        lastEmitted = child
        renderer.render(view, into: child, context: context)
    }

    /// Installs the new children and removes old ones that were not emitted again.
    func finish() {
        if !diverged, count == old.count { return }
        for node in old where node.seenGeneration != generation { renderer.remove(node) }
        parent.children = diverged ? next : Array(old[..<count])
    }
}
