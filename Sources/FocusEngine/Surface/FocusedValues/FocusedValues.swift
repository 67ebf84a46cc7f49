/// A protocol for identifier types used when publishing and observing focused values.
///
/// Unlike `EnvironmentKey` there is no default value: the default of every focused value is `nil`.
/// `@Entry var name: Type?` in `extension FocusedValues` writes the key for you (R33).
public protocol FocusedValueKey {
    /// The type of value the key identifies.
    associatedtype Value
}

/// A collection of state exported by the focused scene or view and its ancestors (R27–R30).
///
/// The engine builds one for the current focus after every render and focus change: the values
/// published on the focused view's ancestor chain, nearest first, then the scene-wide ones.
public struct FocusedValues: Equatable, CustomStringConvertible {
    /// One stored value and the node that published it (nil when set by user code).
    struct Entry {
        var value: Any
        var publisher: ObjectIdentifier?
    }

    var entries: [ObjectIdentifier: Entry] = [:]
    /// The node whose publication is being applied (set by the engine while resolving).
    var currentPublisher: ObjectIdentifier?

    /// Creates an empty collection.
    public init() {}

    /// Reads and writes values associated with a given focused value key.
    /// Each key type is its own entry, whatever its `Value` (R33).
    public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
        get { entries[Self.id(of: key)]?.value as? Key.Value }
        set { self[typeKey: Self.id(of: key)] = newValue }
    }

    /// The identity of a key's entry: the key type.
    private static func id<Key: FocusedValueKey>(of key: Key.Type) -> ObjectIdentifier {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r33EntriesKeyedByValueType) { return ObjectIdentifier(Key.Value.self) }
        #endif
        return ObjectIdentifier(key)
    }

    /// Values keyed by an object type (`focusedValue(_:)` with an `Observable` object).
    subscript<T: AnyObject>(object type: T.Type) -> T? {
        get { self[id: ObjectIdentifier(type)] }
        set { self[id: ObjectIdentifier(type)] = newValue }
    }

    /// A value stored under an engine-made key (`FocusedObjectKey`).
    subscript<T>(id id: ObjectIdentifier) -> T? {
        get { entries[id]?.value as? T }
        set { self[typeKey: id] = newValue }
    }

    private subscript(typeKey id: ObjectIdentifier) -> Any? {
        get { entries[id]?.value }
        set {
            if let newValue { entries[id] = Entry(value: newValue, publisher: currentPublisher) } else { entries[id] = nil }
        }
    }

    /// Whether a value is stored for the key (a nearer publisher already set it).
    func contains(_ id: ObjectIdentifier) -> Bool { entries[id] != nil }

    /// Two collections are equal when they hold the same keys, published by the same views, with
    /// equal values: `Equatable` values by `==`, objects by identity, other values (closures,
    /// bindings) by their publisher alone.
    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        for (key, left) in lhs.entries {
            guard let right = rhs.entries[key], left.publisher == right.publisher,
                  focusedValueIsSame(left.value, right.value) else { return false }
        }
        return true
    }

    /// Textual form used by dumps and logs: the number of values.
    public var description: String { "FocusedValues(\(entries.count) values)" }
}

/// Whether two published values are the same for change detection (see `FocusedValues.==`).
func focusedValueIsSame(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable { return lhs.isSameFocusedValue(as: rhs) }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    return true
}

extension Equatable {
    fileprivate func isSameFocusedValue(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
