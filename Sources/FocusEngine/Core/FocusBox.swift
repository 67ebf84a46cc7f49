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
    weak var engine: Engine?
    var name = "focus state"
    /// The match of the bound view that has focus, or nil when focus is elsewhere.
    @usableFromInline var currentMatch: MatchID?
    /// Generation in which the value was last read; used to decide whether bodies must re-run.
    var readGeneration = -1
    private(set) var registryGeneration = -1
    private var bindingsByMatch: [MatchID: [Node]] = [:]

    init(domain: Domain) { self.domain = domain }

    /// Registers a bound node during render; clears the registry at the start of a new generation.
    func register(_ node: Node, match: MatchID, generation: Int) {
        if registryGeneration != generation {
            registryGeneration = generation
            bindingsByMatch.removeAll(keepingCapacity: true)
        }
        bindingsByMatch[match, default: []].append(node)
    }

    /// Bound nodes whose match is `match`, in tree order.
    func candidates(for match: MatchID, generation: Int) -> [Node] {
        guard registryGeneration == generation else { return [] }
        return bindingsByMatch[match] ?? []
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
    }
}

/// Typed focus-state storage: interns `Value`s as match ids and converts back.
@usableFromInline
final class FocusBox<Value: Hashable>: AnyFocusBox {
    @usableFromInline let resetValue: Value
    @usableFromInline var ids: [Value: MatchID] = [:]
    @usableFromInline var values: [Value] = []

    init(resetValue: Value, domain: Domain) {
        self.resetValue = resetValue
        super.init(domain: domain)
    }

    /// The id of `value`, interning it on first use.
    @inlinable
    func id(for value: Value) -> MatchID {
        if let id = ids[value] { return id }
        let id = values.count
        values.append(value)
        ids[value] = id
        return id
    }

    /// The value reflecting where focus is (R2).
    var value: Value {
        if let engine { readGeneration = engine.generation }
        return typedPeek
    }

    /// The current value without recording a read.
    @inlinable
    var typedPeek: Value {
        guard let match = currentMatch else { return resetValue }
        return values[match]
    }

    /// Writes a value: a request for focus to move (R4, R6).
    @inlinable
    func write(_ newValue: Value) {
        request(newValue == resetValue ? nil : id(for: newValue))
    }

    override func peekValue() -> Any { typedPeek }

    override func writeAny(_ value: Any) -> Bool {
        guard let typed = value as? Value else { return false }
        write(typed)
        return true
    }

    override func describe(_ match: MatchID) -> String {
        match < values.count ? describeValue(values[match]) : "#\(match)"
    }
}
