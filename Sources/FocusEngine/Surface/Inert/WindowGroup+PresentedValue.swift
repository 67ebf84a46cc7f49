/// `WindowGroup`'s initializers for windows that present a value (`WindowGroup(for: Message.ID.self)
/// { $messageID in … }`). Inert: the engine opens no window for a value (`openWindow(value:)` is
/// not modelled), so the group's one window shows its content with no value presented — `nil`, or
/// the `defaultValue` the group gives. Apple's content type is `PresentedWindowContent<D, C>`;
/// here it is the content's own view type.
extension WindowGroup {
    /// Creates a window group that presents an optional value of the given type.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init { content(.constant(nil)) }
    }
    /// Creates an identified window group that presents an optional value of the given type.
    public init<D: Decodable & Encodable & Hashable>(id: String, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(id: id) { content(.constant(nil)) }
    }
    /// Creates a titled window group that presents an optional value of the given type.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(titleKey) { content(.constant(nil)) }
    }
    /// Creates a titled, identified window group that presents an optional value of the given type.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.init(titleKey, id: id) { content(.constant(nil)) }
    }
    /// Creates a window group that presents a value of the given type, `defaultValue()` until another is presented.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                     defaultValue: @escaping () -> D) {
        self.init { content(.constant(defaultValue())) }
    }
    /// Creates an identified window group that presents a value of the given type, `defaultValue()` until another is presented.
    public init<D: Decodable & Encodable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                     defaultValue: @escaping () -> D) {
        self.init(id: id) { content(.constant(defaultValue())) }
    }
    /// Creates a titled window group that presents a value of the given type, `defaultValue()` until another is presented.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                     defaultValue: @escaping () -> D) {
        self.init(titleKey) { content(.constant(defaultValue())) }
    }
    /// Creates a titled, identified window group that presents a value of the given type, `defaultValue()` until another is presented.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                     defaultValue: @escaping () -> D) {
        self.init(titleKey, id: id) { content(.constant(defaultValue())) }
    }
}
