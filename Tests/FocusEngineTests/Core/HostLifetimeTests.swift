import FocusEngine
import XCTest

/// What happens when a host is dropped. Its whole tree is freed — views, state, focus boxes and
/// the objects they reach (focus boxes and nodes refer to each other: a box's registry holds the
/// nodes bound to it, a node holds the boxes of its bindings, so the engine breaks those links
/// when it goes); and misuse afterwards (writes to state a view still holds) is kept locally
/// instead of crashing.
final class HostLifetimeTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var name = ""
    }

    struct Form: View {
        @ObservedObject var model: Model
        @FocusState private var focused: Bool
        @AccessibilityFocusState private var spoken: Bool
        var body: some View {
            VStack {
                TextField("Name", text: $model.name)
                    .focused($focused)
                    .accessibilityFocused($spoken)
                Button("Focus") { focused = true }
            }
        }
    }

    func testDroppingAHostFreesTheObjectsItsBoundFieldsReach() throws {
        weak var released: Model?
        // The host lives only inside this function; when it returns, nothing outside holds it.
        func useHost() throws {
            let model = Model()
            released = model
            let host = FocusHost(Form(model: model))
            host.appear()
            try host.tap(host.element(label: "Focus"))
            try host.type("Ada")
            XCTAssertEqual(model.name, "Ada")
            XCTAssertEqual(host.focusedElement?.label, "Name")
        }
        try useHost()
        XCTAssertNil(released, "the dropped host's tree still holds the model: a reference cycle")
    }

    func testWritingStateAfterTheHostIsGoneDoesNotCrash() throws {
        let view = Fixture.BoolField()
        do {
            let host = FocusHost(view)
            try host.tap(host.element(label: "Name"))
            XCTAssertTrue(view.isFocused)
        }
        view.$isFocused.wrappedValue = false
        view.text = "after"
        XCTAssertFalse(view.isFocused)
        XCTAssertEqual(view.text, "after")
    }
}
