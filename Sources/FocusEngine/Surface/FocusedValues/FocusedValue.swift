// Rules R27–R29 (docs/focus-semantics.md).
/// A property wrapper for observing values from the focused view or one of its ancestors.
///
/// If multiple views publish values using the same key, the wrapped property reflects the value
/// from the view closest to focus. Values published with `focusedSceneValue(_:_:)` are visible
/// wherever focus is in the scene. SwiftUI updates the views that read a focused value when the
/// value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty, _DynamicPropertyLink {
    final class Location { var value: Value? }
    let read: (FocusedValues) -> Value?
    let location = Location()

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// A new property wrapper for the given object type, published with `focusedValue(_:)` or
    /// `focusedSceneValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { $0[object: objectType] }
    }

    /// The value for the focus key given the current scope and state of the focused view
    /// hierarchy; `nil` when nothing in the focused view hierarchy exports a value.
    public var wrappedValue: Value? { location.value }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        location.value = read(engine.focusedValuesForReaders())
    }
}

/// A convenience property wrapper for observing and automatically unwrapping state bindings from
/// the focused view or one of its ancestors (R30).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty, _DynamicPropertyLink {
    final class Location { var binding: Binding<Value>? }
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let location = Location()

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    /// The unwrapped value for the focus key given the current scope and state of the focused view
    /// hierarchy. Writing goes through the published binding; writing `nil`, or writing when
    /// nothing is published, does nothing.
    public var wrappedValue: Value? {
        get { location.binding?.wrappedValue }
        nonmutating set {
            #if DOCGEN_MUTANTS
            if Mutant.isOn(.r30FocusedBindingWriteDropped) { return }
            #endif
            guard let newValue, let binding = location.binding else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional value; `nil` when no focused view hierarchy has published a
    /// corresponding binding.
    public var projectedValue: Binding<Value?> {
        let wrapper = self
        return Binding(get: { wrapper.wrappedValue }, set: { wrapper.wrappedValue = $0 })
    }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        location.binding = engine.focusedValuesForReaders()[keyPath: keyPath]
    }
}
