import FocusEngine
import XCTest

/// Surface a second set of real app screens needed (stop 31): a field over a formatted value,
/// a section whose header follows its content, a button with a system image, shapes named by
/// their static members, label styles. What the field edits is the value's formatted text.
final class FormattedFieldSurfaceTests: XCTestCase {
    struct TipForm: View {
        @State var amount = 12.0
        @State var people = 2
        var body: some View {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: .number)
                    TextField("People", value: $people, formatter: NumberFormatter())
                } header: {
                    Text("Bill")
                }
                Text(amount * 2, format: .number)
                Text("People: \(people)")
                Button("Split", systemImage: "divide") {}
                    .labelStyle(.iconOnly)
                    .background(.yellow, in: .rect(cornerRadius: 8))
            }
        }
    }

    func testTypedTextThatParsesSetsTheFormattedValueAndTheHeaderTitlesItsSection() throws {
        let host = FocusHost(TipForm())
        XCTAssertTrue(host.dump().contains("Section \"Bill\""), host.dump())
        XCTAssertTrue(host.texts.contains("24"), "the value shown through its format: \(host.texts)")
        try host.tap(host.element(label: "Amount"))
        try host.replaceText(with: "30")
        XCTAssertTrue(host.texts.contains("60"), "the parsed text set the value: \(host.texts)")
        try host.tap(host.element(label: "People"))
        try host.replaceText(with: "3")
        XCTAssertTrue(host.texts.contains("People: 3"), "a number formatter's parse: \(host.texts)")
        try host.replaceText(with: "not a number")
        XCTAssertTrue(host.texts.contains("People: 3"), "text that does not parse leaves the value: \(host.texts)")
        XCTAssertNoThrow(try host.element(label: "Split"), "a system-image button is found by its title")
    }
}
