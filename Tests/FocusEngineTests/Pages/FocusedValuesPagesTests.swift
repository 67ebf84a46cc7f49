import FocusEngine
import XCTest

/// Behaviour stated by the focused-values pages (FocusedValues, FocusedValueKey, focusedObject(_:),
/// focusEffectDisabled(_:)), run on their examples.
final class FocusedValuesPagesTests: XCTestCase {
    typealias MyDocument = PageFocusedValues.MyDocument

    /// Reads the focused document as the page's `DocumentApp` commands do.
    struct DocumentCommands: View {
        @FocusedBinding(\.focusedDocument) var currentDocument: MyDocument?

        var body: some View {
            Button("Increment") {
                currentDocument?.value += 1
            }.disabled(currentDocument == nil)
        }
    }

    struct Viewer: View {
        @State var document = MyDocument()
        var body: some View {
            VStack {
                PageFocusedValues.DocumentViewer(document: $document)
                DocumentCommands()
                Text("Value: \(document.value)")
            }
        }
    }

    struct Cell: View {
        @State var document = MyDocument()
        var body: some View {
            VStack {
                PageFocusedValues.DocumentCellView(document: $document)
                DocumentCommands()
                Text("Value: \(document.value)")
            }
        }
    }

    // FocusedValues: focusedSceneValue "for scene-wide values"; FocusedBinding gives the wrapped value.
    func testFocusedValuesPage_SceneValueReachesTheCommandsWithoutFocus() throws {
        let host = FocusHost(Viewer())
        host.appear()
        XCTAssertNil(host.focusedElement)
        XCTAssertTrue(try host.element(label: "Increment").isEnabled)
        try host.tap(host.element(label: "Increment"))
        XCTAssertTrue(host.texts.contains("Value: 1"), "\(host.texts)")
    }

    // FocusedValues: focusedValue(_:_:) publishes for the focused view hierarchy; the cell's Text is
    // never focused, so the commands see nil and stay disabled.
    func testFocusedValuesPage_ValueOfAnUnfocusedViewIsNotVisible() throws {
        let host = FocusHost(Cell())
        host.appear()
        XCTAssertFalse(try host.element(label: "Increment").isEnabled)
    }

    // FocusedValueKey: a hand-written key and property publish and read like any focused value.
    func testFocusedValueKeyPage_HandWrittenKeyPublishesTheSelectedItem() throws {
        struct Reader: View {
            @FocusedValue(\.selectedItem) var item
            var body: some View { Text("Selected: \(item?.name ?? "none")") }
        }
        struct Scene: View {
            @State var text = ""
            var body: some View {
                VStack {
                    Reader()
                    TextField("Item", text: $text).focusedValue(\.selectedItem, Item(name: "Apple"))
                }
            }
        }
        let host = FocusHost(Scene())
        host.appear()
        XCTAssertTrue(host.texts.contains("Selected: none"))
        try host.tap(host.element(label: "Item"))
        XCTAssertTrue(host.texts.contains("Selected: Apple"), "\(host.texts)")
    }

    // focusedObject(_:): the command "updates the focused view's data, and is automatically
    // disabled when focus is in an unrelated part of the scene".
    func testFocusedObjectPage_CommandUpdatesTheFocusedMessageAndIsDisabledElsewhere() throws {
        let host = FocusHost(PageFocusedObject.Scene())
        host.appear()
        XCTAssertFalse(try host.element(label: "Add Duck to Message").isEnabled)
        try host.tap(host.element(label: "Message"))
        try host.type("Hi")
        try host.tap(host.element(label: "Add Duck to Message"))
        XCTAssertEqual(try host.state("message", as: PageFocusedObject.Message.self).text, "Hi 🦆")
        try host.tap(host.element(label: "Other"))
        XCTAssertFalse(try host.element(label: "Add Duck to Message").isEnabled)
    }

    // focusEffectDisabled(_:): "the button does not display a focus effect because the outer
    // focusEffectDisabled(_:) modifier overrides the inner one".
    func testFocusEffectDisabledPage_OuterModifierOverridesTheInnerOne() throws {
        let host = FocusHost(PageFocusEffectDisabled.ContentView())
        host.appear()
        XCTAssertFalse(try host.element(label: "Press").isFocusEffectEnabled)
    }
}
