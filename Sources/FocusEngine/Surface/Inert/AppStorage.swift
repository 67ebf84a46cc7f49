import Foundation

/// The in-memory store behind `@AppStorage` (the engine does not write `UserDefaults`): shared by
/// every host in the process, so two views with one key see one value, as in an app.
public final class AppStorageStore: @unchecked Sendable {
    /// The store all `@AppStorage` properties use.
    public static let shared = AppStorageStore()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// The stored value for `key`, if any.
    public func value(forKey key: String) -> Any? { lock.lock(); defer { lock.unlock() }; return values[key] }
    /// Stores `value` for `key`.
    public func set(_ value: Any?, forKey key: String) { lock.lock(); defer { lock.unlock() }; values[key] = value }
    /// Forgets every stored value (between tests).
    public func removeAll() { lock.lock(); defer { lock.unlock() }; values.removeAll() }
}

/// A property wrapper type that reflects a value from the app's storage and re-renders the views
/// that read it when it changes.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, _DynamicPropertyLink {
    final class Location: _SlotDescribing {
        var engineReference: EngineReference?
        let key: String
        init(key: String) { self.key = key }
        var slotDescription: String { "AppStorage(\"\(key)\")" }
    }
    let key: String
    let defaultValue: Value
    let location: Location

    init(key: String, defaultValue: Value) {
        self.key = key; self.defaultValue = defaultValue; location = Location(key: key)
    }

    /// The value stored under the key, or the default value.
    public var wrappedValue: Value {
        get { AppStorageStore.shared.value(forKey: key) as? Value ?? defaultValue }
        nonmutating set {
            AppStorageStore.shared.set(newValue, forKey: key)
            location.engineReference?.engine?.markDirty()
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let this = self
        return Binding(get: { this.wrappedValue }, set: { this.wrappedValue = $0 })
    }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        location.engineReference = engine.reference
        slot = location
    }
}

extension AppStorage {
    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can read and write to a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that can read and write to a string user default, transforming that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to an integer user default, transforming that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that can read and write an optional Boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, defaultValue: nil) }
}

/// Sendable as Apple declares it; the engine reads and writes storage on the main thread only.
extension AppStorage: @unchecked Sendable {}
