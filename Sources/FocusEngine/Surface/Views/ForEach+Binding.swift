/// `ForEach($items) { $item in … }`: rows over a binding to a mutable collection, each row given a
/// binding to its element (identity: the element's id).
extension ForEach {
    /// Creates views for a binding to a collection of identifiable data; each row gets a binding to
    /// its element.
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
            C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views for a binding to a collection, identified by the key path `id`; each row gets a
    /// binding to its element.
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let rows = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.init(rows, id: \.1) { row in
            content(Binding(get: { data.wrappedValue[row.0] }, set: { data.wrappedValue[row.0] = $0 }))
        }
    }
}

/// Deleting and moving rows (swipe, edit mode): the actions are recorded in the dump (inert; a test
/// changes the data itself).
extension ForEach {
    /// Sets the deletion action for the dynamic view.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View {
        presentation("onDelete", action == nil ? "nil" : "action")
    }
    /// Sets the move action for the dynamic view.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View {
        presentation("onMove", action == nil ? "nil" : "action")
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection (as SwiftUI adds it).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering (as SwiftUI adds it).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        let moving = source.map { elements[$0] }
        let before = source.filter { $0 < destination }.count
        for offset in source.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destination - before)
        for (index, element) in zip(indices, elements) { self[index] = element }
    }
}
