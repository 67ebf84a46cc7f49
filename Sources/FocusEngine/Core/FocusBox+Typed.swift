/// Typed focus-state storage: interns `Value`s as match ids and converts back.
@usableFromInline
final class FocusBox<Value: Hashable>: AnyFocusBox {
    @usableFromInline let resetValue: Value
    @exclusivity(unchecked) @usableFromInline var ids: [Value: MatchID] = [:]
    @exclusivity(unchecked) @usableFromInline var values: [Value] = []

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

    /// The binding record for a view bound to `value`: `cached` (the view's record from the
    /// previous render) when it is for the same box and value, found with one `==` and no hashing.
    @inlinable
    func bindingRecord(for value: Value, reusing cached: BindingRecord?) -> BindingRecord {
        if let cached, cached.box === self, cached.match < values.count, values[cached.match] == value { return cached }
        return BindingRecord(box: self, match: id(for: value))
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
