/// Publishing focused values (R27, R28): for the focused view hierarchy, or scene-wide.
extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose state
    /// depends on the focused view hierarchy: visible while focus is on this view or a descendant.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        publishKeyPath(keyPath, value, scene: false)
    }

    /// Modifies this view by injecting a value for the focused view hierarchy; `nil` publishes
    /// nothing (a publisher further from focus shows through).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        publishKeyPath(keyPath, value, scene: false)
    }

    /// Sets the focused value for the given object type; read it with `FocusedValue(_:)` and the
    /// object's type.
    public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        publishObservable(object, scene: false)
    }

    /// Modifies this view by injecting a value for use by other views whose state depends on the
    /// focused scene: visible while the scene is active, wherever focus is (R28).
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        publishKeyPath(keyPath, value, scene: true)
    }

    /// Modifies this view by injecting a scene-wide value; `nil` publishes nothing.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        publishKeyPath(keyPath, value, scene: true)
    }

    /// Sets the focused value for the given object type at a scene-wide scope.
    public func focusedSceneValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        publishObservable(object, scene: true)
    }

    /// Creates a new view that exposes the provided object to other views whose state depends on
    /// the focused view hierarchy (`FocusedObject`).
    public func focusedObject<T>(_ object: T) -> some View where T: ObservableObject {
        publishObservableObject(object, scene: false)
    }

    /// Creates a new view that exposes the provided object to other views whose state depends on
    /// the active scene, wherever focus is.
    public func focusedSceneObject<T>(_ object: T) -> some View where T: ObservableObject {
        publishObservableObject(object, scene: true)
    }

    /// Exposes the object, if any, to other views whose state depends on the focused view
    /// hierarchy; `nil` publishes nothing (a publisher further from focus shows through).
    public func focusedObject<T>(_ object: T?) -> some View where T: ObservableObject {
        publishObservableObject(object, scene: false)
    }

    /// Exposes the object, if any, to other views whose state depends on the active scene;
    /// `nil` publishes nothing.
    public func focusedSceneObject<T>(_ object: T?) -> some View where T: ObservableObject {
        publishObservableObject(object, scene: true)
    }

    /// Publishes `value` under `keyPath` unless a publisher nearer focus did; `nil` publishes nothing.
    private func publishKeyPath<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, scene: Bool) -> some View {
        publishFocusedValue(scene: scene, keyPathName(keyPath)) { values in
            if let value, case .none = values[keyPath: keyPath] { values[keyPath: keyPath] = value }
        }
    }

    /// Publishes an `Observable` object under its type, read with `FocusedValue(_:)`.
    private func publishObservable<T>(_ object: T?, scene: Bool) -> some View where T: AnyObject, T: Observable {
        publishFocusedValue(scene: scene, "\(T.self)") { values in
            if let object, !values.contains(ObjectIdentifier(T.self)) { values[object: T.self] = object }
        }
    }

    /// Publishes an `ObservableObject` under its type, read with `FocusedObject`; `nil` publishes nothing.
    private func publishObservableObject<T>(_ object: T?, scene: Bool) -> some View where T: ObservableObject {
        publishFocusedValue(scene: scene, "\(T.self)") { values in
            if let object, !values.contains(FocusedObjectKey<T>.id) { values[id: FocusedObjectKey<T>.id] = object }
        }
    }

    private func publishFocusedValue(scene: Bool, _ name: String,
                                     _ apply: @escaping (inout FocusedValues) -> Void) -> some View {
        engineModifier { node, renderer in
            node.payload = .focusedValue(FocusedValuePublication(scene: scene, name: name, apply: apply))
            renderer.engine.focusedValuePublishers.append(node)
        }
    }
}

/// A key path as the dump shows it: computed properties (`@Entry`, hand-written keys) print as
/// `<computed 0x… (Type)>`; the address is dropped so dumps are deterministic.
func keyPathName(_ keyPath: AnyKeyPath) -> String {
    let text = "\(keyPath)"
    guard let range = text.range(of: "<computed 0x") else { return text }
    let rest = text[range.upperBound...].drop { $0.isHexDigit }.drop { $0 == " " }
    return text[..<range.lowerBound] + "<computed " + rest
}

/// What a `focusedValue` / `focusedSceneValue` / `focusedObject` modifier publishes: `apply` adds
/// the value unless a publisher nearer focus already did.
struct FocusedValuePublication {
    let scene: Bool
    let name: String
    let apply: (inout FocusedValues) -> Void
}
