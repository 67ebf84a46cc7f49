/// A property wrapper type for an observable object that a parent or ancestor view supplies with
/// `environmentObject(_:)`. Reading it where no ancestor supplies one stops the program, as in
/// SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, _DynamicPropertyLink {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    final class Location { var object: ObjectType? }
    let location = Location()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                       + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        location.object = context.environment[EnvironmentObjectKey<ObjectType>.self]
        if let object = location.object { (object.objectWillChange as ObservableObjectPublisher).subscribe(engine) }
    }
}

/// The environment's slot for an object of type `Object` (`environmentObject(_:)`).
enum EnvironmentObjectKey<Object: ObservableObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension View {
    /// Supplies an observable object to a view subhierarchy: `@EnvironmentObject` properties of
    /// type `T` below read it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        engineModifier { node, context, _ in
            node.payload = .presentation(name: "environmentObject", argument: "\(T.self)")
            context.environment[EnvironmentObjectKey<T>.self] = object
        }
    }
}

/// Sendable as Apple declares it (a main-actor property wrapper); the engine uses it on the main
/// thread only.
extension EnvironmentObject: @unchecked Sendable {}
