/// Reading and writing state properties by name (`"focusedField"`), including private ones, as a
/// debugger would. Writes to focus states are requests applied at the next flush (R6).
extension FocusHost {
    /// The current value of a state property (`@State`, `@FocusState`, `@AccessibilityFocusState`).
    public func state<Value>(_ name: String, as type: Value.Type = Value.self, in viewType: String? = nil) throws -> Value {
        try stateHandle(name, as: type, in: viewType).value
    }

    /// Writes a state property and flushes.
    public func setState<Value>(_ name: String, to value: Value, in viewType: String? = nil) throws {
        let handle = try stateHandle(name, as: Value.self, in: viewType)
        handle.set(value)
        refresh()
    }

    /// A reusable handle on a hashable state property; focus states get a typed fast path.
    @inlinable
    public func stateHandle<Value: Hashable>(_ name: String, as type: Value.Type = Value.self, in viewType: String? = nil) throws -> StateHandle<Value> {
        let slot = try findSlot(name, in: viewType)
        if let box = slot as? FocusBox<Value> {
            return StateHandle(get: { box.typedPeek }, set: { box.write($0) })
        }
        return try makeHandle(slot, name: name, as: type)
    }

    /// A reusable handle on a state property (no lookup per access; used by benchmarks).
    public func stateHandle<Value>(_ name: String, as type: Value.Type = Value.self, in viewType: String? = nil) throws -> StateHandle<Value> {
        try makeHandle(try findSlot(name, in: viewType), name: name, as: type)
    }

    @usableFromInline
    func findSlot(_ name: String, in viewType: String?) throws -> AnyObject {
        ensureAppeared()
        var found: [AnyObject] = []
        var available: [String] = []
        engine.root.forEachInTreeOrder { node in
            guard node.role == .composite || node.role == .modifier else { return }
            let owner = shortTypeName(node.typeName)
            for (label, slot) in zip(node.slotLabels, node.slots) {
                available.append("\(owner).\(label)")
                if label == name, viewType == nil || viewType == owner, let slot { found.append(slot) }
            }
        }
        guard found.count == 1, let slot = found.first else {
            throw FocusEngineError.stateNotFound(name: name, available: available)
        }
        return slot
    }

    @usableFromInline
    func makeHandle<Value>(_ slot: AnyObject, name: String, as type: Value.Type) throws -> StateHandle<Value> {
        if let box = slot as? StateBox<Value> {
            return StateHandle(get: { box.value }, set: { box.write($0) })
        }
        if let storage = slot as? _ObjectSlot, let object = storage.storedObject as? Value {
            return StateHandle(get: { object }, set: { _ in
                self.engine.warn(.misuse, "state object \"\(name)\" cannot be replaced; mutate its properties instead")
            })
        }
        if let box = slot as? AnyFocusBox, box.peekValue() is Value {
            return StateHandle(get: { box.peekValue() as! Value }, set: { _ = box.writeAny($0) })
        }
        throw FocusEngineError.stateTypeMismatch(name: name, expected: "\(Value.self)", actual: "\(Swift.type(of: slot))")
    }
}

/// Read/write access to one state property of a mounted view.
public struct StateHandle<Value> {
    @usableFromInline let getter: () -> Value
    @usableFromInline let setter: (Value) -> Void

    @usableFromInline
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// The current value (for focus states: where focus is, R2).
    public var value: Value { getter() }

    /// Writes the value; focus-state writes are requests applied at the next `flush()` (R6).
    public func set(_ value: Value) { setter(value) }
}
