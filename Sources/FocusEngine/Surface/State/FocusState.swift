// Rules R1–R9 (docs/focus-semantics.md).
/// A property wrapper type that can read and write a value that SwiftUI updates as the placement
/// of focus within the scene changes.
///
/// Use this property wrapper in conjunction with ``View/focused(_:equals:)`` and
/// ``View/focused(_:)`` to describe views whose appearance and contents relate to the location of
/// focus in the scene. When focus enters the modified view, the wrapped value of this property
/// updates to match a given prototype value. Similarly, when focus leaves, the wrapped value of
/// this property resets to `nil` or `false`. Setting the property's value programmatically has the
/// reverse effect, causing focus to move to the view associated with the updated value.
///
/// ```swift
/// struct ContentView: View {
///     @State private var name = ""
///     @FocusState private var nameFieldIsFocused: Bool
///
///     var body: some View {
///         TextField("Name", text: $name)
///             .focused($nameFieldIsFocused)
///     }
/// }
/// ```
///
/// The wrapped value must be a Boolean or an optional value.
@propertyWrapper
@frozen
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// A property wrapper type that can read and write a value that indicates the current focus
    /// location.
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
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    @usableFromInline let location: FocusLocation<Value>

    /// Creates a focus state that binds to a Boolean.
    ///
    /// Declared with a contextual `where` clause (not in a constrained extension) so that
    /// `@FocusState var x: Bool` is default-initialized; `@FocusState var x: Int` does not compile (R1).
    public init() where Value == Bool { self.init(resetValue: false) }

    /// Creates a focus state that binds to an optional type.
    public init<T>() where Value == T?, T: Hashable { self.init(resetValue: nil) }

    init(resetValue: Value) {
        location = FocusLocation(FocusBox(resetValue: resetValue, domain: .keyboard))
    }

    // Rules R2, R4, R6.
    /// The current state value, taking into account where focus is.
    ///
    /// When focus is in no view bound to this state, the value is `nil` or `false`. Setting the
    /// value moves focus in the next update, not at once.
    public var wrappedValue: Value {
        get { location.box.value }
        @inlinable nonmutating set { location.box.write(newValue) }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { Binding(location: location) }
}


extension FocusState: @unchecked Sendable {}
extension FocusState.Binding: @unchecked Sendable {}

extension FocusState: _DynamicPropertyLink {
    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        location.link(slot: &slot, node: node, engine: engine)
    }
}

/// Points a focus-state wrapper at its persistent box.
@usableFromInline
final class FocusLocation<Value: Hashable>: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var box: FocusBox<Value>
    init(_ box: FocusBox<Value>) { self.box = box }

    /// Adopts the slot's persistent box, or records this one as persistent.
    func link(slot: inout AnyObject?, node: Node, engine: Engine) {
        if let stored = slot as? FocusBox<Value> {
            box = stored
        } else {
            box.engineReference = engine.reference
            box.name = node.slotLabels.last.map { "\(shortTypeName(node.typeName)).\($0)" } ?? "focus state"
            slot = box
        }
    }
}

extension FocusBox: _SlotDescribing {
    var slotDescription: String { describeValue(typedPeek) }
}
