/// A property wrapper type for an observable object supplied by the focused view or one of its
/// ancestors (`focusedObject(_:)`), or by the active scene (`focusedSceneObject(_:)`) (R30).
///
/// Focused objects invalidate the current view whenever the observable object changes. If
/// multiple views publish a focused object of the same type, the wrapped property reflects the
/// object that's closest to the focused view.
@propertyWrapper
public struct FocusedObject<ObjectType>: DynamicProperty, _DynamicPropertyLink where ObjectType: ObservableObject {
    /// A wrapper around the underlying focused object that can create bindings to its properties
    /// using dynamic member lookup.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the value of a given key path.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    final class Location { var object: ObjectType? }
    let location = Location()

    /// Creates a focused object.
    public init() {}

    /// The underlying value referenced by the focused object; `nil` when no view in focus (and no
    /// scene) supplies one.
    public var wrappedValue: ObjectType? { location.object }

    /// A projection of the focused object that creates bindings to its properties using dynamic
    /// member lookup.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { location.object.map { Wrapper(object: $0) } }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        let object = engine.focusedValuesForReaders()[id: FocusedObjectKey<ObjectType>.id] as ObjectType?
        location.object = object
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r30FocusedObjectChangeNotObserved) { return }
        #endif
        if let object { (object.objectWillChange as ObservableObjectPublisher).subscribe(engine) }
    }
}

/// The key an `ObservableObject` is published under: its type, in a key space apart from
/// `Observable` objects published with `focusedValue(_:)`.
enum FocusedObjectKey<ObjectType: AnyObject> {
    static var id: ObjectIdentifier { ObjectIdentifier(FocusedObjectKey<ObjectType>.self) }
}
