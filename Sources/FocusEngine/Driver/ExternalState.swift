/// State owned by the test, handed to a view as a `Binding` (for views declaring `@Binding`).
///
/// ```swift
/// let note = ExternalState<CustomNotification?>(nil)
/// let host = FocusHost(ContentView(notification: note.binding))
/// host.set(note, to: CustomNotification(text: "Hi", isPriority: true))
/// ```
public final class ExternalState<Value> {
    /// The current value.
    public var value: Value

    /// Creates external state with an initial value.
    public init(_ value: Value) { self.value = value }

    /// A binding reading and writing `value`.
    public var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

extension FocusHost {
    /// Writes external state and flushes (the view re-evaluates, onChange runs, requests apply).
    public func set<Value>(_ state: ExternalState<Value>, to value: Value) {
        perform { state.value = value }
    }

    /// Writes through any binding and flushes.
    public func set<Value>(_ binding: Binding<Value>, to value: Value) {
        perform { binding.wrappedValue = value }
    }
}
