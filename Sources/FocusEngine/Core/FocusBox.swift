/// Identifies one match value of a focus state: an index into the box's interned values, so the
/// focus hot paths compare integers instead of type-erased hashables.
@usableFromInline typealias MatchID = Int

/// Persistent, type-erased storage of one `@FocusState` or `@AccessibilityFocusState` property.
///
/// The box holds the value derived from where focus is (`currentMatch`, nil meaning nil/false) and
/// the registry of views bound to it, rebuilt on every render in tree order.
@usableFromInline
class AnyFocusBox {
    /// Which focus this state follows.
    enum Domain: Equatable {
        case keyboard
        case accessibility(AccessibilityTechnologies?)
    }

    let domain: Domain
    var engineReference: EngineReference?
    var engine: Engine? { engineReference?.engine }
    var name = "focus state"
    /// The match of the bound view that has focus, or nil when focus is elsewhere.
    @exclusivity(unchecked) @usableFromInline var currentMatch: MatchID?
    /// Generation in which the value was last read; used to decide whether bodies must re-run.
    @exclusivity(unchecked) var readGeneration = -1
    /// The `Engine.resyncStamp` of the last binding resync that assigned this box.
    @exclusivity(unchecked) var resyncStamp = 0
    @exclusivity(unchecked) private(set) var registryGeneration = -1
    /// First bound node per match id (ids are dense), stamped with the generation that set it;
    /// one array of entries, so a lookup touches one cache line.
    @exclusivity(unchecked) private var first: [RegistryEntry] = []
    /// Further bound nodes for matches bound more than once (rare; R5).
    @exclusivity(unchecked) private var extraNodes: [MatchID: [Node]] = [:]

    init(domain: Domain) { self.domain = domain }

    /// Registers a bound node during render; clears the registry at the start of a new generation.
    func register(_ node: Node, match: MatchID, generation: Int) {
        if registryGeneration != generation {
            registryGeneration = generation
            if !extraNodes.isEmpty { extraNodes.removeAll(keepingCapacity: true) }
        }
        if match >= first.count {
            first.append(contentsOf: repeatElement(RegistryEntry(), count: match + 1 - first.count))
        }
        if first[match].stamp != generation {
            first[match] = RegistryEntry(stamp: generation, node: node)
        } else {
            extraNodes[match, default: []].append(node)
        }
    }

    /// The first bound node (tree order) whose match is `match`.
    func firstCandidate(for match: MatchID, generation: Int) -> Node? {
        guard registryGeneration == generation, match < first.count, first[match].stamp == generation else { return nil }
        return first[match].node
    }

    /// The first focusable view in the first bound node's subtree (R8). Once the generation's
    /// render is complete (`cache`), the answer is kept for the rest of the generation, so
    /// repeated requests do not walk the subtree again.
    func firstCandidateTarget(for match: MatchID, generation: Int, cache: Bool) -> Node? {
        guard registryGeneration == generation, match < first.count, first[match].stamp == generation else { return nil }
        if let target = first[match].target { return target.takeUnretainedValue() }
        guard let target = first[match].node?.firstFocusableDescendant else { return nil }
        if cache { first[match].target = Unmanaged.passUnretained(target) }
        return target
    }

    /// Whether more than one node is bound to `match`.
    func hasSeveralCandidates(for match: MatchID) -> Bool {
        !extraNodes.isEmpty && extraNodes[match] != nil
    }

    /// Bound nodes whose match is `match`, in tree order.
    func candidates(for match: MatchID, generation: Int) -> [Node] {
        guard let first = firstCandidate(for: match, generation: generation) else { return [] }
        guard hasSeveralCandidates(for: match) else { return [first] }
        return [first] + (extraNodes[match] ?? [])
    }

    /// The current value without recording a read (driver observations).
    func peekValue() -> Any { currentMatch as Any }

    /// Writes a value of unknown static type; returns false when the type does not match.
    func writeAny(_ value: Any) -> Bool { false }

    /// Describes a match for logs and the dump.
    func describe(_ match: MatchID) -> String { "#\(match)" }

    /// Requests a new value (R6: applied in the next update).
    @usableFromInline
    func request(_ match: MatchID?) {
        guard let engine else {
            currentMatch = match
            return
        }
        engine.enqueueFocusRequest(box: self, match: match)
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r6WriteAppliedSynchronously), engine.hasAppeared, !engine.isUpdating { engine.update() }
        #endif
    }
}

/// One match id's registry entry: the first bound node in tree order in generation `stamp`.
struct RegistryEntry {
    var stamp = -1
    var node: Node?
    /// The node's first focusable descendant, once resolved in this generation (not owned: it is
    /// in `node`'s subtree).
    var target: Unmanaged<Node>?
}
