/// Links the property wrappers of a freshly created view value to the persistent storage recorded
/// for its identity, walking stored properties in declaration order with `Mirror`.
enum DynamicPropertyLinker {
    /// Links every `_DynamicPropertyLink` stored property of `value` to `node`'s slots.
    static func link(_ value: Any, node: Node, engine: Engine, context: RenderContext) {
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else { return }
        var slot = 0
        for child in mirror.children {
            guard let property = child.value as? _DynamicPropertyLink else { continue }
            if node.slots.count <= slot {
                node.slots.append(nil)
                var label = child.label ?? "property\(slot)"
                if label.hasPrefix("_") { label.removeFirst() }
                node.slotLabels.append(label)
            }
            property._link(slot: &node.slots[slot], node: node, engine: engine, context: context)
            slot += 1
        }
    }
}
