/// Reading focused values from outside the hosted views: what a `@FocusedValue`,
/// `@FocusedBinding` or `@FocusedObject` reader anywhere in the hosted scene (its commands, a
/// sibling window's toolbar) would see now (R27, R28).
extension FocusHost {
    /// The value published under `keyPath` for the current focus: the nearest publisher on the
    /// focused view's ancestor chain, else a scene-wide one; nil when nothing published is in focus.
    public func focusedValue<Value>(_ keyPath: KeyPath<FocusedValues, Value?>) -> Value? {
        ensureAppeared()
        return engine.currentFocusedValues[keyPath: keyPath]
    }

    /// The `ObservableObject` of type `type` published with `focusedObject(_:)` for the current
    /// focus, or with `focusedSceneObject(_:)` for the scene; nil when none is.
    public func focusedObject<ObjectType: ObservableObject>(_ type: ObjectType.Type) -> ObjectType? {
        ensureAppeared()
        return engine.currentFocusedValues[id: FocusedObjectKey<ObjectType>.id]
    }

    /// The `Observable` object of type `type` published with `focusedValue(_:)` /
    /// `focusedSceneValue(_:)` for the current focus; nil when none is.
    public func focusedValue<ObjectType: AnyObject & Observable>(_ type: ObjectType.Type) -> ObjectType? {
        ensureAppeared()
        return engine.currentFocusedValues[object: type]
    }
}
