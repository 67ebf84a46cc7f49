/// A property wrapper type that can read and write a value managed by the engine, persistent for
/// the identity of the view that declares it.
@propertyWrapper
public struct State<Value>: DynamicProperty, _DynamicPropertyLink {
    let location: StateLocation<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { location = StateLocation(StateBox(value)) }
    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.write(newValue) }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.box.value }, set: { location.box.write($0) })
    }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        if let stored = slot as? StateBox<Value> {
            location.box = stored
        } else {
            location.box.engine = engine
            slot = location.box
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (nil).
    public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// Points a wrapper value at its persistent box; re-pointed each time the view value is linked.
final class StateLocation<Value>: @unchecked Sendable {
    var box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
}

/// Persistent storage of one `@State` property.
final class StateBox<Value>: _SlotDescribing {
    var value: Value
    weak var engine: Engine?
    init(_ value: Value) { self.value = value }

    /// Stores a new value and schedules an update.
    func write(_ newValue: Value) {
        value = newValue
        engine?.markDirty()
    }

    var slotDescription: String { describeValue(value) }
}

/// Describes a stored value for the dump: strings quoted, optionals unwrapped.
func describeValue(_ value: Any) -> String {
    if let string = value as? String { return "\"\(string)\"" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return describeValue(wrapped)
    }
    if mirror.displayStyle == .enum { return "." + String(describing: value) }
    return String(describing: value)
}
