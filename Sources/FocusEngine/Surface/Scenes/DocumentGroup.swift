/// A scene that enables support for opening, creating, and saving documents.
///
/// Headless and without file I/O: a `newDocument` group opens one new, untitled document, held by
/// the scene for as long as it is in the tree, and mounts its editor with a configuration whose
/// `$document` reads and writes it (R37). A `viewing` group has no file to open: recorded only.
public struct DocumentGroup<Document, Content: View>: Scene, _PrimitiveScene {
    /// Built-in: rendered directly by the engine.
    public typealias Body = Never
    /// Opens the scene's document (if any) and makes the editor for it.
    let open: (Node, Renderer) -> Content?
    let role: String

    func _renderScene(node: Node, context: RenderContext, renderer: Renderer) {
        SceneWindow.render(node, attributes: [role], title: nil, content: { open(node, renderer) },
                           context: context, renderer: renderer)
    }

    /// The scene's document: created once, on the scene's first render.
    static func documentBox(_ node: Node, renderer: Renderer, _ make: () -> Document) -> StateBox<Document> {
        #if DOCGEN_MUTANTS
        if Mutant.isOn(.r37DocumentRecreatedEachRender) { node.memo = nil }
        #endif
        if let box = node.memo as? StateBox<Document> { return box }
        let box = StateBox(make())
        box.engineReference = renderer.engine.reference
        node.memo = box
        return box
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Creates a document group for creating and editing file documents.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        open = { node, renderer in
            let box = Self.documentBox(node, renderer: renderer, newDocument)
            return editor(FileDocumentConfiguration(document: Binding(get: { box.value }, set: { box.write($0) }),
                                                    fileURL: nil, isEditable: true))
        }
        role = "newDocument: \(Document.self)"
    }

    /// Creates a document group capable of viewing file documents (recorded: no file is opened).
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        open = { _, _ in nil }
        role = "viewing: \(Document.self)"
    }
}

/// The properties of an open file document.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The current document model; setting it writes the scene's document.
    @Binding public var document: Document
    /// The URL of the open file document: `nil` for a new, unsaved document.
    public var fileURL: URL?
    /// A Boolean that indicates whether you can edit the document.
    public var isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
