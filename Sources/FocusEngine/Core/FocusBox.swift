/// Persistent, type-erased storage of one `@FocusState` or `@AccessibilityFocusState` property.
///
/// The box holds the value derived from where focus is (`currentMatch`, nil meaning nil/false) and
/// the registry of views bound to it, rebuilt on every render in tree order.
class AnyFocusBox {
    /// Which focus this state follows.
    enum Domain: Equatable {
        case keyboard
        case accessibility(AccessibilityTechnologies?)
    }

    let domain: Domain
    weak var engine: Engine?
    var name = "focus state"
    /// The match value of the bound view that has focus, or nil when focus is elsewhere.
    var currentMatch: AnyHashable?
    /// Generation in which the value was last read; used to decide whether bodies must re-run.
    var readGeneration = -1
    private(set) var registryGeneration = -1
    private var bindingList: [(node: Node, match: AnyHashable)] = []
    private var bindingsByMatch: [AnyHashable: [Node]] = [:]

    init(domain: Domain) { self.domain = domain }

    /// Registers a bound node during render; clears the registry at the start of a new generation.
    func register(_ node: Node, match: AnyHashable, generation: Int) {
        if registryGeneration != generation {
            registryGeneration = generation
            bindingList.removeAll(keepingCapacity: true)
            bindingsByMatch.removeAll(keepingCapacity: true)
        }
        bindingList.append((node, match))
        bindingsByMatch[match, default: []].append(node)
    }

    /// Bound nodes whose match value is `match`, in tree order.
    func candidates(for match: AnyHashable, generation: Int) -> [Node] {
        guard registryGeneration == generation else { return [] }
        return bindingsByMatch[match] ?? []
    }

    /// Every bound node of the current generation, in tree order.
    func bindings(generation: Int) -> [(node: Node, match: AnyHashable)] {
        registryGeneration == generation ? bindingList : []
    }

    /// The current value without recording a read (driver observations).
    func peekValue() -> Any { currentMatch?.base as Any }

    /// Writes a value of unknown static type; returns false when the type does not match.
    func writeAny(_ value: Any) -> Bool { false }

    /// Describes the current value for logs and the dump.
    var valueDescription: String { "nil" }

    /// Requests a new value (R6: applied in the next update).
    func request(_ match: AnyHashable?) {
        guard let engine else {
            currentMatch = match
            return
        }
        engine.enqueueFocusRequest(box: self, match: match)
    }
}

/// Typed focus-state storage: converts between `Value` and the engine's match values.
final class FocusBox<Value: Hashable>: AnyFocusBox {
    let resetValue: Value

    init(resetValue: Value, domain: Domain) {
        self.resetValue = resetValue
        super.init(domain: domain)
    }

    /// The value reflecting where focus is (R2).
    var value: Value {
        if let engine { readGeneration = engine.generation }
        guard let match = currentMatch else { return resetValue }
        return (match.base as? Value) ?? resetValue
    }

    /// Writes a value: a request for focus to move (R4, R6).
    func write(_ newValue: Value) {
        request(newValue == resetValue ? nil : AnyHashable(newValue))
    }

    override func peekValue() -> Any { typedPeek }

    /// The current value without recording a read.
    var typedPeek: Value {
        guard let match = currentMatch else { return resetValue }
        return (match.base as? Value) ?? resetValue
    }

    override func writeAny(_ value: Any) -> Bool {
        guard let typed = value as? Value else { return false }
        write(typed)
        return true
    }

    override var valueDescription: String {
        guard let match = currentMatch else { return String(describing: resetValue) }
        return String(describing: match.base)
    }
}
