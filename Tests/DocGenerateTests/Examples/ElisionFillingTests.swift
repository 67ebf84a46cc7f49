@testable import DocGenerate
import DocModel
import FocusTestSupport
import SwiftParser
import XCTest

/// Apple's elisions (`...`, `<#placeholder#>`, `// ...`) are filled with typed stand-ins from the
/// engine's initializers; `code` stays verbatim, the filling is recorded, the rest is reported.
final class ElisionFillingTests: XCTestCase {
    private func plan(_ codes: [String], surface: EngineSurfaceLookup? = StubEngineSurface(), firstLine: Int = 40) -> ExamplePlanner.Result {
        var page = HostilePage.page()
        page.id = "swiftui/x"
        var line = firstLine
        page.examples = codes.enumerated().map { index, code in
            let count = code.split(separator: "\n", omittingEmptySubsequences: false).count
            defer { line += count + 4 }
            return CodeExample(id: "example-\(index + 1)", code: code, language: "swift", role: .example,
                               lines: Localized(en: LineRange(start: line, end: line + count - 1)), shape: .declarations, parsesCleanly: true)
        }
        return ExamplePlanner(knownNames: try! KnownNames.bundled(), surface: surface).plan(page, suiteName: "SwiftuiXTests")
    }

    private func compiled(_ result: ExamplePlanner.Result, _ id: String = "example-1") throws -> ExampleCode {
        XCTAssertEqual(result.uncovered, [], "no example left uncovered")
        return try XCTUnwrap(result.cases.first { $0.id == "example-compiles.\(id)" }?.example)
    }

    /// The wrapped source type-checks against the built engine (skipped when the modules are absent).
    private func assertTypeChecks(_ code: ExampleCode, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(Parser.parse(source: code.wrapped).hasError, "the filled, wrapped source parses", file: file, line: line)
        let outcome: CompilerProbe.Outcome
        do {
            outcome = try CompilerProbe.typecheck("import FocusEngine\nimport FocusTestSupport\n\n" + code.wrapped)
        } catch {
            throw XCTSkip("cannot type-check: \(error)")
        }
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + code.wrapped, file: file, line: line)
    }

    func testArgumentElisionOfAnEngineTypeTakesTheMissingArgumentsOfItsInitializer() throws {
        let code = try compiled(plan(["""
        struct MessageView: View {
            var body: some View {
                TextField("Name", ...)
                    .focused($isFocused)
            }
            @FocusState private var isFocused: Bool
        }
        """]))
        XCTAssertTrue(code.code.contains("TextField(\"Name\", ...)"), "code stays verbatim")
        XCTAssertEqual(code.fillings, [ElisionFilling(line: 3, original: "TextField(\"Name\", ...)", filled: "TextField(\"Name\", text: $text)")])
        let filled = try XCTUnwrap(code.filledCode)
        XCTAssertTrue(filled.contains("struct MessageView: View {\n    @State private var text = \"\"\n"), "fresh state in the struct:\n\(filled)")
        try assertTypeChecks(code)
    }

    func testBareArgumentElisionFillsEveryRequiredArgumentAndAddsStateToTheWrapperView() throws {
        let code = try compiled(plan(["""
        TextField(...)
            .submitLabel(.done)
        """]))
        XCTAssertEqual(code.fillings, [ElisionFilling(line: 1, original: "TextField(...)", filled: "TextField(\"titleKey\", text: $text)")])
        XCTAssertEqual(code.viewStubs.first, "@State private var text = \"\"")
        try assertTypeChecks(code)
    }

    func testArgumentElisionOfATypeTheExampleDoesNotDefineIsDropped() throws {
        let code = try compiled(plan(["""
        MyTapGestureView(...)
            .focusable(interactions: .activate)
        """], surface: nil))
        XCTAssertEqual(code.fillings, [ElisionFilling(line: 1, original: "MyTapGestureView(...)", filled: "MyTapGestureView()")])
        XCTAssertTrue(code.stubs.contains { $0.contains("struct MyTapGestureView: View") && !$0.contains("ClosedRange") }, "\(code.stubs)")
        try assertTypeChecks(code)
    }

    func testElisionAsAStatementBecomesAnEmptyBody() throws {
        let code = try compiled(plan(["""
        struct RootView: View {
            var body: some View {
                VStack {
                    ...
                }
                .focusSection()
            }
        }
        """]))
        XCTAssertEqual(code.fillings, [ElisionFilling(line: 4, original: "...", filled: "")])
        XCTAssertFalse(try XCTUnwrap(code.filledCode).contains("..."))
        try assertTypeChecks(code)
    }

    func testPlaceholderTakesAValueOfTheTypeTheInitializerExpects() throws {
        let code = try compiled(plan(["""
        struct Settings: View {
            var body: some View {
                Toggle("Wi-Fi", isOn: <#Binding<Bool>#>)
            }
        }
        """]))
        XCTAssertEqual(code.fillings, [ElisionFilling(line: 3, original: "Toggle(\"Wi-Fi\", isOn: <#Binding<Bool>#>)", filled: "Toggle(\"Wi-Fi\", isOn: $isOn)")])
        XCTAssertTrue(try XCTUnwrap(code.filledCode).contains("@State private var isOn = false"))
        try assertTypeChecks(code)
    }

    func testCommentElisionLinesAreKeptVerbatim() throws {
        let source = """
        struct Feed: View {
            var body: some View {
                // ...
                Text("Latest")
                // ...
            }
        }
        """
        XCTAssertEqual(ElisionFiller.commentElisionLines(in: source), [3, 5])
        let code = try compiled(plan([source]))
        XCTAssertNil(code.fillings, "comment lines compile: nothing to fill")
        XCTAssertNil(code.filledCode)
        try assertTypeChecks(code)
    }

    func testAViewWhoseBodyIsElidedGetsAnEmptyBodyThatTypeChecksAndIsMounted() throws {
        let source = """
        struct MyView: View {
            @State private var isPlaying: Bool = false

            // ...
        }
        """
        let result = plan([source], firstLine: 40)
        let code = try compiled(result)
        XCTAssertEqual(code.code, source, "the page's code stays verbatim")
        XCTAssertEqual(code.fillings, [ElisionFilling(line: 4, original: "// ... (the view's body)", filled: ElidedBody.standIn)])
        XCTAssertEqual(code.filledCode, """
        struct MyView: View {
            @State private var isPlaying: Bool = false

            // ...
            var body: some View { EmptyView() }
        }
        """)
        try assertTypeChecks(code)
        let compiles = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" })
        XCTAssertEqual(compiles.fixture?.name, "MyView", "the filled view is mounted")
    }

    func testUnfillableElisionIsReportedWithItsPageLine() {
        let result = plan(["""
        struct Card: View {
            var body: some View {
                Text("Title")
                    .padding(...)
            }
        }
        """], firstLine: 40)
        XCTAssertEqual(result.uncovered.map(\.reason), ["elision at page line 43 could not be filled"])
        XCTAssertTrue(result.cases.isEmpty)
    }

    func testWithoutAnEngineSurfaceAnEngineTypesElisionIsReportedNotFilled() {
        let result = plan(["""
        struct MessageView: View {
            var body: some View {
                TextField(...)
            }
        }
        """], surface: nil, firstLine: 12)
        XCTAssertEqual(result.uncovered.map(\.reason), ["elision at page line 14 could not be filled"])
    }

    func testRangesAreNotElisions() throws {
        let code = try compiled(plan(["""
        struct Counter: View {
            var body: some View {
                ForEach(0...3, id: \\.self) { index in Text("\\(index)") }
            }
        }
        """]))
        XCTAssertNil(code.fillings)
    }
}
