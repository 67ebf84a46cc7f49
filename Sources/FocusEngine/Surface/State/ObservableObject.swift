/// A type of object with a publisher that emits before the object has changed (Combine-free).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// A publisher that notifies subscribed hosts before an observable object changes.
open class ObservableObjectPublisher {
    private var subscribers: [WeakEngine] = []

    /// Creates a publisher.
    public init() {}

    /// Notifies subscribers that the object is about to change.
    public func send() {
        subscribers.removeAll { $0.engine == nil }
        for subscriber in subscribers { subscriber.engine?.markDirty() }
    }

    func subscribe(_ engine: Engine) {
        if !subscribers.contains(where: { $0.engine === engine }) { subscribers.append(WeakEngine(engine: engine)) }
    }
}

struct WeakEngine { weak var engine: Engine? }

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A per-object publisher, created on first use.
    public var objectWillChange: ObservableObjectPublisher { PublisherRegistry.publisher(for: self) }
}

/// Associates default publishers with objects (there is no Objective-C associated storage on Linux).
enum PublisherRegistry {
    private struct Entry { weak var object: AnyObject?; let publisher: ObservableObjectPublisher }
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        if entries.count % 256 == 0 { entries = entries.filter { $0.value.object != nil } }
        return publisher
    }
}

/// A type that publishes a property marked with an attribute; writes notify the enclosing object's
/// `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
    var storage: Value

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { storage = wrappedValue }
    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { storage = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes through the enclosing object, notifying it before changes.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].storage = newValue
        }
    }
}
