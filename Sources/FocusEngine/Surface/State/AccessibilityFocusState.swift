// Rules R16–R20 (docs/focus-semantics.md).
/// A property wrapper type that can read and write a value that SwiftUI updates as the focus of
/// any active accessibility technology, such as VoiceOver, changes.
///
/// Use this capability to adjust your app's behavior based on the focus of an assistive
/// technology. When no assistive technology is active, the value stays `nil` or `false`, and
/// setting it has no effect. Accessibility focus is separate from keyboard focus: moving one
/// does not move the other.
///
/// Declared `@frozen` as in Apple's documentation; outside library evolution the attribute has no
/// effect.
@propertyWrapper
@frozen
public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
    /// A binding to the accessibility focus state, used by `accessibilityFocused`.
    @propertyWrapper
    @frozen
    public struct Binding {
        @usableFromInline let location: FocusLocation<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { location.box.value }
            @inlinable nonmutating set { location.box.write(newValue) }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    @usableFromInline let location: FocusLocation<Value>

    /// Creates a new accessibility focus state for a Boolean value (aggregate of active technologies).
    public init() where Value == Bool { self.init(resetValue: false, technologies: nil) }

    /// Creates a new accessibility focus state for a Boolean value, using the accessibility
    /// technologies you specify.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init(resetValue: false, technologies: technologies)
    }

    /// Creates a new accessibility focus state of the type you provide.
    public init<T>() where Value == T?, T: Hashable { self.init(resetValue: nil, technologies: nil) }

    /// Creates a new accessibility focus state of the type and using the accessibility
    /// technologies you specify.
    public init<T>(for technologies: AccessibilityTechnologies) where Value == T?, T: Hashable {
        self.init(resetValue: nil, technologies: technologies)
    }

    init(resetValue: Value, technologies: AccessibilityTechnologies?) {
        location = FocusLocation(FocusBox(resetValue: resetValue, domain: .accessibility(technologies)))
    }

    /// The current state value, taking into account whatever bindings might be in effect due to
    /// the current location of focus.
    public var wrappedValue: Value {
        get { location.box.value }
        @inlinable nonmutating set { location.box.write(newValue) }
    }

    /// A projection of the state value that can be used to establish bindings between view content
    /// and accessibility focus placement.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(location: location) }
}


extension AccessibilityFocusState: @unchecked Sendable {}
extension AccessibilityFocusState.Binding: @unchecked Sendable {}

extension AccessibilityFocusState: _DynamicPropertyLink {
    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        location.link(slot: &slot, node: node, engine: engine)
    }
}
