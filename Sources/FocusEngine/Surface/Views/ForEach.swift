/// Computes views on demand from a collection; each element's id is its identity.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// Creates views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    func _render(node: Node, context: RenderContext, renderer: Renderer) {
        node.role = .structural
        renderer.withChildren(of: node) { emitter in
            var seen = Set<ID>()
            for element in data {
                let identifier = id(element)
                if !seen.insert(identifier).inserted {
                    renderer.engine.warn(.misuse, "ForEach: the ID \(identifier) occurs more than once; later views with it are skipped")
                    continue
                }
                emitter.emit(content(element), key: .id(AnyHashable(identifier)), context: context)
            }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
