import FocusEngine
import XCTest

/// `GeometryReader` is an inert container: its content is rendered and focusable as usual, and its
/// proxy reports the zero geometry of an engine without pixels.
final class GeometryReaderTests: XCTestCase {
    struct Screen: View {
        @State var name = ""
        @FocusState var focused: Bool
        var body: some View {
            GeometryReader { proxy in
                TextField("Name", text: $name)
                    .focused($focused)
                    .frame(width: proxy.size.width + proxy.frame(in: .global).minX)
            }
            .onAppear { focused = true }
        }
    }

    func testContentInsideIsRenderedAndTakesFocus() throws {
        let host = FocusHost(Screen())
        host.flush()
        let field = try host.element(label: "Name")
        XCTAssertEqual(host.focusedElement, field, host.dump())
        XCTAssertTrue(host.dump().contains("GeometryReader"), host.dump())
    }
}
