/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    private var custom: [ObjectIdentifier: Any] = [:]
    /// Shared engine reference: copying environment values costs one retain.
    private var engineRef: EngineReference?
    var engine: Engine? { engineRef?.engine }

    /// Whether the nearest focusable ancestor has focus (R9).
    public internal(set) var isFocused = false
    /// Whether the view hierarchy is enabled (R10).
    public var isEnabled = true
    /// Whether the view associated with this environment allows focus effects to be displayed;
    /// `true` by default, `false` under `focusEffectDisabled()` (R31).
    public var isFocusEffectEnabled = true
    /// Set by the outermost `focusEffectDisabled(_:)`: inner ones no longer change the value (R31).
    var focusEffectSetByAncestor = false
    /// An action that requests the focus system to reevaluate default focus (R12).
    public var resetFocus: ResetFocusAction { ResetFocusAction(reference: engineRef) }
    /// Whether the search interface of the nearest enclosing `searchable` modifier is active;
    /// set in that modifier's content only (R46).
    public internal(set) var isSearching = false
    /// An action that ends the search interaction of the nearest enclosing `searchable`
    /// modifier; without one it does nothing (R46).
    public internal(set) var dismissSearch = DismissSearchAction(session: nil)

    init(engine: Engine?) { engineRef = engine?.reference }
    /// Creates default environment values.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// Textual form used by dumps and logs.
    public var description: String { "EnvironmentValues(isFocused: \(isFocused), isEnabled: \(isEnabled))" }
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, _DynamicPropertyLink {
    final class Location { var values = EnvironmentValues() }
    /// Reads the value from the environment: a key path, or an `Observable` object's type.
    let read: (EnvironmentValues) -> Value
    let location = Location()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// Creates an environment property to read an observable object of the given type, which a
    /// view above put there with `environment(_:)`; a missing object is a programming error, as
    /// in SwiftUI (read it as optional to get `nil` instead).
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { values in
            guard let object = values[ObservableEnvironmentKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) "
                    + "may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Creates an environment property to read an observable object of the given type, `nil`
    /// when no view above put one there.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        read = { $0[ObservableEnvironmentKey<T>.self] }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value { read(location.values) }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        location.values = context.environment
        engine.focusDependentBodies = true
    }
}

/// The environment's slot for an `Observable` object of type `Object` (`environment(_:)`).
enum ObservableEnvironmentKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension View {
    /// Places an observable object in the view's environment: `@Environment(T.self)` properties
    /// below read it; `nil` removes an object of that type placed further up.
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        engineModifier { node, context, _ in
            node.payload = .presentation(name: "environment", argument: "\(T.self)")
            context.environment[ObservableEnvironmentKey<T>.self] = object
        }
    }
}

/// An action that requests the focus system to reevaluate default focus.
public struct ResetFocusAction {
    let reference: EngineReference?

    /// Asks the focus system to reevaluate default focus within the focus scope of `namespace`;
    /// applied in the next update (R12).
    public func callAsFunction(in namespace: Namespace.ID) {
        guard let engine = reference?.engine else { return }
        engine.resetRequests.append(namespace)
        engine.markDirty()
    }
}

/// The one reference to an engine that storage, environment values and publishers hold.
///
/// Not `weak`: a weakly referenced object pays for a side table on every retain/release, and the
/// engine is on every hot path. The engine clears `engine` in its `deinit`, so it never dangles.
final class EngineReference {
    unowned(unsafe) var engine: Engine?
    init(_ engine: Engine) { self.engine = engine }
}

/// Sendable as Apple declares it (its property wrappers are main-actor types); the engine reads
/// the environment on the main thread only.
extension Environment: @unchecked Sendable {}
