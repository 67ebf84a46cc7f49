import FocusEngine
import FocusTestSupport
import XCTest

/// Idioms of real app screens that the engine's surface must accept (the deprecated `Section`
/// header and `navigationBarTitle` forms, form styles, UIKit auto-capitalization), and what they
/// render.
final class AppIdiomSurfaceTests: XCTestCase {
    struct EntryForm: View {
        @State var name = ""
        @FocusState var focused: Bool
        var body: some View {
            Form {
                Section(header: Text("Account")) {
                    TextField("Name", text: $name)
                        .focused($focused)
                        .autocapitalization(.none)
                }
                Section(footer: Text("Shown to others")) { Toggle("Public", isOn: .constant(true)) }
            }
            .formStyle(.grouped)
            .navigationBarTitle("Entry", displayMode: .inline)
        }
    }

    func testADeprecatedTextHeaderTitlesTheSectionAndItsFieldStillTakesFocus() throws {
        let host = FocusHost(EntryForm())
        let dump = host.dump()
        XCTAssertTrue(dump.contains("Section \"Account\""), dump)
        XCTAssertTrue(dump.contains(".navigationTitle(\"Entry\", displayMode: .inline)"), dump)
        let field = try host.element(label: "Name")
        try host.tap(field)
        XCTAssertEqual(host.focusedElement, field)
    }

    func testAFooterOnlySectionHasNoTitleAndANonTextHeaderIsNotATitle() throws {
        let source = """
        import FocusEngine
        struct V: View {
            var body: some View {
                Section(header: HStack { Text("A") }, footer: Text("B")) { Text("C") }
            }
        }
        """
        let outcome: CompilerProbe.Outcome
        do { outcome = try CompilerProbe.typecheck(source) } catch { throw XCTSkip("cannot type-check: \(error)") }
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics)
        let dump = FocusHost(Section(footer: Text("B")) { Text("C") }).dump()
        XCTAssertFalse(dump.contains("Section \""), dump)
    }
}
