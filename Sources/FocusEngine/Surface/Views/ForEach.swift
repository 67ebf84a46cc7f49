/// Computes views on demand from a collection; each element's id is its identity.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
    /// Primitive: rendered directly by the engine, it has no body.
    public typealias Body = Never
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    /// Calls its second argument with every element of the data and the element's id. Built by the
    /// inlinable initializers, so iteration and key-path reads are specialized for the caller's
    /// concrete `Data` and `ID` instead of running as generic code in the engine.
    @usableFromInline let visit: (Data, (Data.Element, ID) -> Void) -> Void

    /// Creates views for `data`, identified by the key path `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        visit = { data, body in
            for element in data { body(element, element[keyPath: id]) }
        }
    }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        ForEachRendering.render(self, node: node, context: context, renderer: renderer)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for identifiable data.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
