import FocusEngine
import XCTest

/// The deprecated editing-callback initializers of `TextField` take defaults for both callbacks,
/// as SwiftUI's interface declares them (`onEditingChanged: … = { _ in }, onCommit: … = {}`).
final class TextFieldCallbackSurfaceTests: XCTestCase {
    func testATextFieldWithOnlyAnEditingCallbackIsAFocusableTextField() throws {
        struct Search: View {
            @State private var text = ""
            @State private var editing = false
            var body: some View {
                VStack {
                    TextField("Search", text: $text, onEditingChanged: { editing = $0 })
                    TextField("Go", text: $text, onCommit: {})
                }
            }
        }
        let host = FocusHost(Search())
        try host.tap(host.element(label: "Search"))
        XCTAssertEqual(host.focusedElement?.label, "Search")
        try host.tap(host.element(label: "Go"))
        XCTAssertEqual(host.focusedElement?.label, "Go")
    }
}

/// `Stepper`'s documented initializers beyond the title-and-bounds one: a label closure, a title
/// string, no bounds (the stepper is inert: recorded, not modelled).
final class StepperSurfaceTests: XCTestCase {
    func testTheDocumentedStepperFormsTypeCheckAndTheTitledOnesShowTheirTitle() throws {
        struct Steppers: View {
            @State private var amount = 1
            let name = "Count"
            var body: some View {
                VStack {
                    Stepper(value: $amount, in: 0...(Int.max - 1), step: 1, label: { Text("Amount") })
                    Stepper(value: $amount, step: 2) { Text("Unbounded") }
                    Stepper(name, value: $amount, in: 0...10)
                    Stepper("Key", value: $amount)
                    Stepper(label: { Text("Actions") }, onIncrement: { amount += 1 }, onDecrement: nil)
                }
            }
        }
        let dump = FocusHost(Steppers()).dump()
        XCTAssertTrue(dump.contains("Count"), dump)
        XCTAssertTrue(dump.contains("Key"), dump)
    }
}
