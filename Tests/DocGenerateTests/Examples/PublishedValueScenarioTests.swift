@testable import DocGenerate
import DocModel
import FocusTestSupport
import XCTest

/// Examples about focused values get scenarios whatever their shape: a view that publishes is
/// mounted and read from outside (`host.focusedValue` / `host.focusedObject`); a key declared
/// without a view is exercised through a probe that publishes under it; a `Commands` type whose
/// command reads a focused value is hosted beside such a probe; `focusEffectDisabled` chains are
/// read back per control. Expected values come from the example's code and the documented rules.
final class PublishedValueScenarioTests: XCTestCase {
    private func plan(_ codes: [String]) -> ExamplePlanner.Result { ExamplePages.plan(codes) }

    private func expectation(_ item: ConformanceCase?, _ observe: CaseExpectation.Observation) -> CaseExpectation? {
        item?.expectations.first { $0.observe == observe }
    }

    func testAValuePublishedFromAnUnfocusableViewIsNilButAScenewideOneIsSeen() throws {
        let cases = plan(["""
        extension FocusedValues {
            @Entry var note: String?
        }
        """, """
        struct Cell: View {
            var body: some View {
                Text("Cell").focusedValue(\\.note, "cell")
            }
        }
        """, """
        struct Viewer: View {
            var body: some View {
                Text("Viewer").focusedSceneValue(\\.note, "viewer")
            }
        }
        """]).cases
        let cell = cases.first { $0.id == "example-publish.example-2.Cell.appear" }
        XCTAssertEqual(expectation(cell, .focusedValue), CaseExpectation(observe: .focusedValue, state: "note", shown: false).derived)
        let viewer = cases.first { $0.id == "example-publish.example-3.Viewer.appear" }
        XCTAssertEqual(expectation(viewer, .focusedValue), CaseExpectation(observe: .focusedValue, state: "note", shown: true).derived)
    }

    func testFocusingTheFieldThatPublishesAnObjectMakesItVisible() throws {
        let cases = plan(["""
        struct MessageView: View {
            @StateObject private var message = Message()
            @State private var text = ""
            var body: some View {
                VStack {
                    TextField("Draft", text: $text).focusedObject(message)
                    TextField("Other", text: $text)
                }
            }
        }
        """]).cases
        let focus = try XCTUnwrap(cases.first { $0.id == "example-publish.example-1.MessageView.focus-draft" })
        let published = CaseExpectation(observe: .focusedObject, element: "SwiftuiXExample1.Message", shown: true).derived
        XCTAssertEqual(focus.preconditions?.contains(CaseExpectation(observe: .focusedObject, element: "SwiftuiXExample1.Message", shown: false).derived), true)
        XCTAssertTrue(focus.expectations.contains(published), "\(focus.expectations)")
        XCTAssertNil(cases.first { $0.id == "example-publish.example-1.MessageView.focus-other" },
                     "focusing a field outside the publisher changes nothing a reader sees: no scenario")
    }

    func testAnOptionalValueThatMayBeNilIsNotAsserted() throws {
        let cases = plan(["""
        extension FocusedValues {
            @Entry var note: String?
        }
        """, """
        struct Maybe: View {
            @State private var text = ""
            @State private var title: String? = nil
            var body: some View {
                TextField("Name", text: $text).focusedValue(\\.note, title)
            }
        }
        """]).cases
        XCTAssertTrue(cases.contains { $0.id == "example-compiles.example-2" }, "\(cases.map(\.id))")
        XCTAssertFalse(cases.contains { $0.template != "example-key" && $0.expectations.contains { $0.observe == .focusedValue } },
                       "\(cases.map(\.id))")
    }

    func testAKeyDeclaredWithoutAViewIsExercisedThroughAProbe() throws {
        let cases = plan(["""
        extension FocusedValues {
            @Entry var selection: Item?
            @Entry var filterAction: (() -> Void)?
            @Entry var names: [String]?
        }
        """, """
        struct Other: View {
            @State var item = Item()
            var body: some View { Text("x") }
        }
        """]).cases
        let probes = cases.filter { $0.template == "example-key" }
        XCTAssertEqual(Set(probes.map(\.id)), [
            "example-key.example-1.selection-while-focused", "example-key.example-1.selection-after-focus-leaves",
            "example-key.example-1.selection-scene-wide", "example-key.example-1.filterAction-while-focused",
            "example-key.example-1.filterAction-after-focus-leaves", "example-key.example-1.filterAction-scene-wide",
        ], "no value of `[String]` is made, so that key has no probe")
        let scene = try XCTUnwrap(probes.first { $0.id.hasSuffix("selection-scene-wide") })
        XCTAssertEqual(scene.fixture?.probe, FocusedValueProbe(member: "selection", value: "Item()", scene: true))
        XCTAssertEqual(scene.preconditions, [CaseExpectation(observe: .focusedElement),
                                             CaseExpectation(observe: .focusedValue, state: "selection", shown: true)])
        XCTAssertEqual(probes.first { $0.id.hasSuffix("filterAction-while-focused") }?.fixture?.probe?.value, "{}")
    }

    func testAKeyTypeWithoutAMemberIsReadThroughAnAccessorTheCaseFileDeclares() throws {
        let result = plan(["""
        struct SelectionKey: FocusedValueKey {
            typealias Value = String
        }
        """, """
        struct NotAKey {
            typealias Value = String
        }
        """])
        let probes = result.cases.filter { $0.template == "example-key" }
        XCTAssertEqual(probes.map(\.id), ["example-key.example-1.SelectionKey-while-focused", "example-key.example-1.SelectionKey-after-focus-leaves",
                                          "example-key.example-1.SelectionKey-scene-wide"], "a type that is not a key gets no probe")
        let probe = try XCTUnwrap(probes.first?.fixture?.probe)
        XCTAssertEqual(probe, FocusedValueProbe(member: "probeExample1SelectionKey", value: "\"value\"", scene: false,
                                                keyType: "SwiftuiXExample1.SelectionKey"))
        // The accessor, the example and a reader through it type-check as one file.
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example)
        let source = "import FocusEngine\n\n" + code.wrapped + "\n"
            + KeyProbe.accessor(member: "probeExample1SelectionKey", keyType: "SwiftuiXExample1.SelectionKey")
            + "\nfunc read(_ host: FocusHost) -> String? { host.focusedValue(\\FocusedValues.probeExample1SelectionKey) }\n"
        let outcome: CompilerProbe.Outcome
        do { outcome = try CompilerProbe.typecheck(source) } catch { throw XCTSkip("cannot type-check: \(error)") }
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + source)
    }

    func testAResetFocusCallNothingTriggersIsExercisedThroughAProbeWithTheExamplesNames() throws {
        let cases = plan(["""
        @Namespace var mainNamespace
        @Environment(\\.resetFocus) var resetFocus

        var body: some View {
            // ...
            resetFocus(in: mainNamespace)
            // ...
        }
        """]).cases
        let probes = cases.filter { $0.template == "example-reset" }
        XCTAssertEqual(probes.map(\.id), ["example-reset.example-1.appear", "example-reset.example-1.reset-after-moving"])
        let reset = try XCTUnwrap(probes.last)
        XCTAssertEqual(reset.fixture?.resetProbe, ResetProbe(action: "resetFocus", namespace: "mainNamespace"))
        XCTAssertEqual(reset.preconditions, [CaseExpectation(observe: .focusedElement, element: "Other")])
        XCTAssertEqual(reset.expectations, [CaseExpectation(observe: .focusedElement, element: "Default")])
        XCTAssertEqual(reset.steps.last, CaseStep(action: .tap, element: "Reset"))
        let lines = SwiftStatements.mount(try XCTUnwrap(reset.fixture))
        XCTAssertTrue(lines.contains("            Button(\"Reset\") { resetFocus(in: mainNamespace) }"), lines.joined(separator: "\n"))
    }

    func testAResetWithANamespaceTheExampleDoesNotDeclareGetsNoProbe() throws {
        let cases = plan(["""
        @Environment(\\.resetFocus) var resetFocus
        var elsewhere: Namespace.ID

        var body: some View {
            let _ = { resetFocus(in: elsewhere) }
        }
        """]).cases
        XCTAssertFalse(cases.contains { $0.template == "example-reset" }, "\(cases.map(\.id))")
    }

    func testAnAppWhoseCommandReadsAFocusedValueIsHostedAndTheCommandIsDisabledWithNothingFocused() throws {
        let app = """
        struct NotesApp: App {
            @FocusedBinding(\\.note) var note: String?
            var body: some Scene {
                WindowGroup { Text("Notes") }
                .commands {
                    CommandGroup(after: .pasteboard) {
                        Button("Clear") { note = nil }.disabled(note == nil)
                        Button("About") { }.disabled(false)
                    }
                }
            }
        }
        """
        let cases = plan(["""
        extension FocusedValues {
            @Entry var note: String?
        }
        """, app]).cases.filter { $0.template == "example-app" }
        let hosted = try XCTUnwrap(cases.first, "\(cases.map(\.id))")
        XCTAssertEqual(hosted.id, "example-app.example-2.NotesApp.appear")
        XCTAssertEqual(hosted.fixture?.app, true)
        XCTAssertEqual(hosted.expectations, [CaseExpectation(observe: .focusedElement),
                                             CaseExpectation(observe: .commandEnabled, element: "Clear", shown: false)],
                       "a command not reading the reader is not asserted")
        XCTAssertEqual(SwiftStatements.mount(try XCTUnwrap(hosted.fixture), namespace: "SwiftuiXExample2"),
                       ["let host = FocusHost(app: SwiftuiXExample2.NotesApp())"])
        let withoutReader = plan([app.replacingOccurrences(of: ".disabled(note == nil)", with: ".disabled(true)")]).cases
        XCTAssertFalse(withoutReader.contains { $0.template == "example-app" }, "nothing about focus to observe: no scenario")
    }

    func testACommandThatReadsAFocusedObjectIsEnabledOnlyWhileItsPublisherIsFocused() throws {
        let cases = plan(["""
        struct DuckCommands: Commands {
            @FocusedObject private var message: Message?
            var body: some Commands {
                CommandGroup(after: .pasteboard) {
                    Button("Add Duck") { message?.text.append("x") }
                        .disabled(message == nil)
                    Button("Always") { }
                        .disabled(false)
                }
            }
        }
        """]).cases.filter { $0.template == "example-command" }
        XCTAssertEqual(cases.map(\.id), ["example-command.example-1.add-duck-enabled-while-focused",
                                         "example-command.example-1.add-duck-disabled-after-focus-leaves"])
        let first = try XCTUnwrap(cases.first)
        XCTAssertEqual(first.fixture?.probe, FocusedValueProbe(object: "SwiftuiXExample1.Message", scene: false,
                                                               commands: "SwiftuiXExample1.DuckCommands"))
        XCTAssertTrue(first.preconditions?.contains(CaseExpectation(observe: .commandEnabled, element: "Add Duck", shown: false)) == true)
        XCTAssertTrue(first.expectations.contains(CaseExpectation(observe: .commandEnabled, element: "Add Duck", shown: true)))
    }

    func testTheOutermostFocusEffectModifierDecides() throws {
        let cases = plan(["""
        struct Effects: View {
            var body: some View {
                VStack {
                    Button("Inner") {}.focusEffectDisabled(false)
                    Button("Plain") {}
                }
                .focusEffectDisabled()
                Button("Free") {}.focusEffectDisabled(false)
            }
        }
        """]).cases
        let effect = try XCTUnwrap(cases.first { $0.id == "example-effect.example-1.Effects.appear" })
        let read = effect.expectations.filter { $0.observe == .focusEffectEnabled }
        XCTAssertEqual(read, [CaseExpectation(observe: .focusEffectEnabled, element: "Inner", shown: false).derived,
                              CaseExpectation(observe: .focusEffectEnabled, element: "Plain", shown: false).derived,
                              CaseExpectation(observe: .focusEffectEnabled, element: "Free", shown: true).derived])
    }

    func testProbeMountsRenderOnlyIdentifiersAndAdmittedValues() {
        let hostile = FocusedValueProbe(member: "x\")\nexit(1)//", value: "{ exit(1) }", scene: false)
        let lines = SwiftStatements.mount(Fixture(name: "FocusedValueProbe", probe: hostile))
        XCTAssertTrue(lines.contains("                .focusedValue(\\FocusedValues.xexit1, nil)"), lines.joined(separator: "\n"))
        XCTAssertFalse(lines.joined().contains("exit(1)"))
    }
}
