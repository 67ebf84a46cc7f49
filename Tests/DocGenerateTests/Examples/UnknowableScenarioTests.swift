@testable import DocGenerate
import DocModel
import FocusTestSupport
import XCTest

/// The generator's model of an example derives only what it can know: a button disabled by a
/// condition the model cannot evaluate (an environment value) gets no tap scenario, and a type
/// whose `body` the example elides is compiled but not mounted (only the engine's built-in
/// types have no body).
final class UnknowableScenarioTests: XCTestCase {
    private func plan(_ code: String) throws -> ExamplePlanner.Result {
        ExamplePages.plan([code], planner: try ExamplePlanner.withEngineSurface())
    }

    func testAButtonDisabledByAnEnvironmentValueGetsNoTapScenario() throws {
        let result = try plan("""
        struct GenerateView: View {
            @Environment(\\.isEnabled) private var isEnabled
            @State private var showsSheet = false

            var body: some View {
                Button("Open Sheet") {
                    showsSheet = true
                }
                .disabled(!isEnabled)
            }
        }
        """)
        XCTAssertNotNil(result.cases.first { $0.id == "example-compiles.example-1" }, "\(result.uncovered)")
        XCTAssertFalse(result.cases.contains { $0.id.hasPrefix("example-button.") }, "\(result.cases.map(\.id))")
    }

    func testAButtonDisabledByStateTheModelKnowsRunsItsActionOnlyWhenEnabled() throws {
        let result = try plan("""
        struct NameForm: View {
            @State private var name = ""
            @State private var saved = false

            var body: some View {
                TextField("Name", text: $name)
                Button("Save") {
                    saved = true
                }
                .disabled(name.isEmpty)
            }
        }
        """)
        let taps = result.cases.filter { $0.id.hasPrefix("example-button.example-1.NameForm.save") }
        XCTAssertFalse(taps.isEmpty, "\(result.cases.map(\.id))")
        for tap in taps {
            let typed = tap.steps.contains { $0.action == .replaceText && $0.text?.isEmpty == false }
            XCTAssertTrue(typed, "the action runs only after a name is typed: \(tap.steps)")
        }
    }

    func testATypeWhoseBodyTheExampleElidesIsCompiledButNotMounted() throws {
        let result = try plan("""
        struct MyScene: Scene {
            @Environment(\\.scenePhase) private var scenePhase

            // ...
        }
        """)
        XCTAssertNotNil(result.cases.first { $0.id == "example-compiles.example-1" }, "\(result.uncovered)")
        XCTAssertFalse(result.cases.contains { $0.id.hasPrefix("example-appear.") }, "\(result.cases.map(\.id))")
        let mounted = try plan("""
        struct MyScene: Scene {
            var body: some Scene {
                WindowGroup { Text("Root") }
            }
        }
        """)
        XCTAssertTrue(mounted.cases.contains { $0.id.hasPrefix("example-appear.example-1.MyScene") }, "\(mounted.cases.map(\.id))")
    }

    func testAViewReadingAnObjectByTypeIsCompiledButNotMountedUnlessTheReadIsOptional() throws {
        // A view above must supply the object (`environment(_:)`); mounted alone it stops the
        // program, in SwiftUI as in the engine.
        let result = try plan("""
        @Observable
        class Book {
            var title = "Title"
        }

        struct TitleEditView: View {
            @Environment(Book.self) private var book

            var body: some View {
                @Bindable var book = book
                TextField("Title", text: $book.title)
            }
        }
        """)
        XCTAssertNotNil(result.cases.first { $0.id == "example-compiles.example-1" }, "\(result.uncovered)")
        XCTAssertFalse(result.cases.contains { $0.id.hasPrefix("example-appear.") }, "\(result.cases.map(\.id))")
        // Counter-case: read as optional, a missing object is `nil`, and the view is mounted.
        let optional = try plan("""
        @Observable
        class Book {
            var title = "Title"
        }

        struct TitleView: View {
            @Environment(Book.self) private var book: Book?

            var body: some View {
                Text(book?.title ?? "none")
            }
        }
        """)
        XCTAssertTrue(optional.cases.contains { $0.id.hasPrefix("example-appear.example-1.TitleView") }, "\(optional.cases.map(\.id))")
    }
}
