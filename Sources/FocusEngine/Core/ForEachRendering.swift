/// The ids a `ForEach` node rendered last time, in order; kept in the node's `memo`.
final class ForEachIdentities<ID: Hashable> {
    @exclusivity(unchecked) var ids: [ID] = []
    /// Whether the ids contained duplicates (such renders always take the checked path).
    @exclusivity(unchecked) var hasDuplicates = false
}

/// Reconciles a `ForEach`'s children with its data.
///
/// Fast path: while the ids equal last render's ids position by position (and those were unique),
/// each element's view is rendered into the old child at its position: no `AnyHashable` keys, no
/// duplicate check. From the first difference on, every element is keyed by `AnyHashable(id)`,
/// checked for duplicates and matched by the child emitter as usual.
enum ForEachRendering {
    static func render<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>, node: Node,
                                          context: RenderContext, renderer: Renderer) {
        let memo: ForEachIdentities<ID>
        if let stored = node.memo as? ForEachIdentities<ID> {
            memo = stored
        } else {
            memo = ForEachIdentities<ID>()
            node.memo = memo
        }
        var inPlace = !memo.hasDuplicates
        if !inPlace { memo.ids.removeAll(keepingCapacity: true) }
        var seen = Set<AnyHashable>()
        var duplicates = false
        let data = forEach.data, content = forEach.content   // read once: generic field access is costly
        renderer.withChildren(of: node) { emitter in
            forEach.visit(data) { element, identifier in
                let view = content(element)
                let position = emitter.count
                if inPlace, position < memo.ids.count, memo.ids[position] == identifier,
                   emitter.emitInPlace(view, context: context) {
                    return
                }
                if inPlace {
                    // Leaving the fast path: the ids so far are unique and stay as they are.
                    inPlace = false
                    seen.reserveCapacity(data.count)
                    for earlier in memo.ids[..<position] { seen.insert(AnyHashable(earlier)) }
                    memo.ids.removeSubrange(position...)
                }
                let key = AnyHashable(identifier)
                if !seen.insert(key).inserted {
                    duplicates = true
                    renderer.engine.warn(.misuse, "ForEach: children share the identity \(key.base); each duplicate gets fresh state")
                }
                emitter.emit(view, key: .id(key), context: context)
                memo.ids.append(identifier)
            }
            if inPlace, emitter.count < memo.ids.count { memo.ids.removeSubrange(emitter.count...) }
        }
        memo.hasDuplicates = duplicates
    }
}
