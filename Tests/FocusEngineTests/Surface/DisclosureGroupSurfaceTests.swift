import FocusEngine
import XCTest

/// `DisclosureGroup` renders its label always and its content only while expanded, so a field in
/// a collapsed group is not in the focus order (Apple's `DisclosureGroup` page: "shows or hides
/// another content view, based on the state of a disclosure control").
final class DisclosureGroupSurfaceTests: XCTestCase {
    private struct Settings: View {
        @State var expanded = false
        @State var name = ""
        @State var note = ""
        var body: some View {
            VStack {
                DisclosureGroup("Account", isExpanded: $expanded) {
                    TextField("Name", text: $name)
                }
                DisclosureGroup("Notes") {
                    TextField("Note", text: $note)
                }
                Button("Expand") { expanded = true }
            }
        }
    }

    func testContentRendersOnlyWhileTheGroupIsExpanded() throws {
        let host = FocusHost(Settings())
        XCTAssertTrue(host.texts.contains("Account"))
        XCTAssertThrowsError(try host.element(label: "Name"), "a collapsed group's field is not rendered")
        XCTAssertThrowsError(try host.element(label: "Note"), "without a binding the group starts collapsed")
        try host.tap(host.element(label: "Expand"))
        try host.tap(host.element(label: "Name"))
        XCTAssertEqual(host.focusedElement?.label, "Name")
        XCTAssertTrue(host.dump().contains("DisclosureGroup"), host.dump())
    }
}
