import FocusEngine

// Verbatim code examples from corpus page focusedvalues.md (sosumi dump), lines 27-29 (the
// `@Entry` declaration), 36-45 and 50-59. `@Entry` needs SwiftUI's macro plugin, which the engine
// cannot provide: the key and property it would generate are written by hand below, as the
// FocusedValueKey page shows. `MyDocument` is a stub. The `DocumentApp` example (App,
// DocumentGroup, commands) needs the scene surface the engine does not have yet.
enum PageFocusedValues {
struct DocumentCellView: View {
    @Binding var document: MyDocument

    var body: some View {
        Text("Document Content")
            .focusedValue(\.focusedDocument, $document)
    }
}

struct DocumentViewer: View {
    @Binding var document: MyDocument

    var body: some View {
        Text("Document Content")
            .focusedSceneValue(\.focusedDocument, $document)
    }
}
}

extension PageFocusedValues {
    /// Stub document.
    struct MyDocument { var value = 0 }

    /// What `@Entry var focusedDocument: Binding<MyDocument>?` generates.
    struct FocusedDocumentKey: FocusedValueKey { typealias Value = Binding<MyDocument> }
}

extension FocusedValues {
    var focusedDocument: Binding<PageFocusedValues.MyDocument>? {
        get { self[PageFocusedValues.FocusedDocumentKey.self] }
        set { self[PageFocusedValues.FocusedDocumentKey.self] = newValue }
    }
}
