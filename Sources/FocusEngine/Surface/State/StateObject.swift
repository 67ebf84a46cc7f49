/// A property wrapper type that instantiates an observable object once per view identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, _DynamicPropertyLink {
    final class Storage: _SlotDescribing, _ObjectSlot {
        var storedObject: AnyObject { value }
        var object: ObjectType?
        let make: () -> ObjectType
        init(make: @escaping () -> ObjectType) { self.make = make }
        var value: ObjectType {
            if let object { return object }
            let created = make()
            object = created
            return created
        }
        var slotDescription: String { "\(ObjectType.self)" }
    }

    final class Location { var storage: Storage; init(_ storage: Storage) { self.storage = storage } }
    let location: Location

    /// Creates a new state object with an initial wrapped value (evaluated once per identity).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = Location(Storage(make: thunk))
    }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { location.storage.value }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        if let stored = slot as? Storage { location.storage = stored } else { slot = location.storage }
        (location.storage.value.objectWillChange as ObservableObjectPublisher).subscribe(engine)
    }
}

/// A property wrapper type that subscribes to an observable object and updates the view when it changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, _DynamicPropertyLink {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial value.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        (wrappedValue.objectWillChange as ObservableObjectPublisher).subscribe(engine)
    }
}

/// Storage holding an object (`@StateObject`), readable by the driver.
protocol _ObjectSlot: AnyObject {
    var storedObject: AnyObject { get }
}

/// Sendable as Apple declares them (main-actor property wrappers); the engine uses them on the
/// main thread only.
extension StateObject: @unchecked Sendable {}
extension ObservedObject: @unchecked Sendable {}
extension ObservedObject.Wrapper: @unchecked Sendable {}
