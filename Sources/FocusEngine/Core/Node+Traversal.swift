/// Tree walks used by focus resolution, navigation and the dump.
extension Node {
    /// Calls `body` for this node and every descendant in tree (pre-)order.
    func forEachInTreeOrder(_ body: (Node) -> Void) {
        body(self)
        for child in children { child.forEachInTreeOrder(body) }
    }

    /// The first node in tree order (self included) that satisfies `predicate`.
    func first(where predicate: (Node) -> Bool) -> Node? {
        if predicate(self) { return self }
        for child in children {
            if let hit = child.first(where: predicate) { return hit }
        }
        return nil
    }

    /// Whether `self` is `other` or one of its descendants.
    func isDescendant(of other: Node) -> Bool {
        var cursor: Node? = self
        while let node = cursor {
            if node === other { return true }
            cursor = node.parent
        }
        return false
    }

    /// The nearest ancestor (self included) that satisfies `predicate`.
    func nearestAncestor(where predicate: (Node) -> Bool) -> Node? {
        var cursor: Node? = self
        while let node = cursor {
            if predicate(node) { return node }
            cursor = node.parent
        }
        return nil
    }

    /// The first keyboard-focusable node in this subtree, in tree order.
    var firstFocusableDescendant: Node? {
        if isFocusable && isEnabled { return self }
        for child in children {
            if let hit = child.firstFocusableDescendant { return hit }
        }
        return nil
    }

    /// The first accessibility element in this subtree, or the enclosing combined element.
    var accessibilityTarget: Node? {
        if isAccessibilityHidden {
            return nearestAncestor { $0.isAccessibilityElement && !$0.isAccessibilityHidden }
        }
        return first { $0.isAccessibilityElement && !$0.isAccessibilityHidden }
    }

    /// The primitive node that carries this node's visible content (skipping modifiers/composites).
    var contentNode: Node {
        var cursor = self
        while cursor.role == .modifier || cursor.role == .structural, cursor.children.count == 1 {
            cursor = cursor.children[0]
        }
        return cursor
    }

    /// Modifier and composite ancestors that wrap only this node: the modifiers "attached" to it.
    var attachmentChain: [Node] {
        var chain: [Node] = [self]
        var cursor = self
        while let parent = cursor.parent, parent.role == .modifier || parent.role == .composite,
              parent.children.count == 1 {
            chain.append(parent)
            cursor = parent
        }
        return chain
    }
}

extension Node {
    /// Drops what the node holds — children, bindings, state storage, actions, the memoised view —
    /// so that no reference cycle through it outlives the engine. Only for the engine's `deinit`.
    func releaseReferences() {
        children = []
        directBindings = []
        focusBindingBox = nil
        focusBindingCache = nil
        slots = []
        action = nil
        textBinding = nil
        toggleBinding = nil
        memo = nil
        payload = .none
    }
}
