/// `List`'s selection initializers. Inert: the engine keeps no list selection; the binding is
/// neither read nor written, and the rows render as without it. Apple's `List` carries
/// `SelectionValue` as a type parameter; here it is each initializer's, so `List<Content>` stays
/// the engine's one list type (a declaration difference the surface-mismatch table shows).
extension List {
    /// Creates a list with the given content that supports selecting a single row.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Creates a list with the given content that supports selecting multiple rows.
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Creates a list computing its rows from identified data, supporting single selection.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// Creates a list computing its rows from identified data, supporting multiple selection.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// Creates a list computing its rows from identifiable data, supporting single selection.
    @inlinable
    public init<Data: RandomAccessCollection, Row: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    /// Creates a list computing its rows from identifiable data, supporting multiple selection.
    @inlinable
    public init<Data: RandomAccessCollection, Row: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}
