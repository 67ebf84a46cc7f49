@testable import DocGenerate
import DocModel
import FocusTestSupport
import XCTest

/// A declarations example whose scene or container body uses state no declaration binds gets
/// that state in its own type: a `@FocusState` of the type the use implies, an enum with the
/// cases used. The example is Apple's `focused(_:equals:)` form inside a `WindowGroup`, with its
/// fields elided as documentation elides them.
final class StateHostingTests: XCTestCase {
    private func plan(_ code: String) -> ExamplePlanner.Result {
        ExamplePages.plan([code], planner: ExamplePlanner(knownNames: try! KnownNames.bundled(), surface: EngineSurface.bundled))
    }

    private func assertTypeChecks(_ code: ExampleCode, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertExampleTypeChecks(code, file: file, line: line)
    }

    func testAFocusStateAndItsEnumAreBoundInTheAppThatUsesThem() throws {
        let result = plan("""
        struct LoginApp: App {
            var body: some Scene {
                WindowGroup {
                    VStack {
                        TextField(...)
                            .focused($focusedField, equals: .username)
                            .onSubmit { focusedField = .password }
                        SecureField(...)
                            .focused($focusedField, equals: .password)
                    }
                }
            }
        }
        """)
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertTrue(code.stubs.contains("enum FocusedFieldValue: Hashable { case username, password }"), "\(code.stubs)")
        let filled = try XCTUnwrap(code.filledCode)
        XCTAssertTrue(filled.contains("struct LoginApp: App {\n    @FocusState private var focusedField: FocusedFieldValue?"), filled)
        XCTAssertTrue(code.fillings?.contains { $0.original == "(no declaration of focusedField)" } == true)
        try assertTypeChecks(code)
    }

    func testStateUsedByTwoTypesIsNotHosted() {
        let result = plan("""
        struct First: View {
            var body: some View { TextField("A", text: $query) }
        }
        struct Second: View {
            var body: some View { TextField("B", text: $query) }
        }
        """)
        XCTAssertEqual(result.uncovered.first?.freeIdentifiers, ["query"], "which type would own it is not known")
    }

    func testAFocusBindingOfAnyModifierTheEngineDeclaresImpliesAFocusState() throws {
        // `defaultFocus($focusedField, .secondField)`: the engine's declaration says its first
        // parameter is a `FocusState<V>.Binding`, so the free name is a focus state as in `focused`.
        XCTAssertEqual(EngineSurface.focusBindingModifiers["defaultFocus"], "FocusState")
        XCTAssertEqual(EngineSurface.focusBindingModifiers["accessibilityFocused"], "AccessibilityFocusState")
        XCTAssertNil(EngineSurface.focusBindingModifiers["onChange"], "a modifier taking no focus binding")
        let result = plan(ExamplePages.defaultFocusScene)
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertTrue(code.stubs.contains("enum FocusedFieldValue: Hashable { case firstField, secondField }"), "\(code.stubs)")
        XCTAssertTrue(code.wrapped.contains("struct ExampleView: Scene {"), "a scene expression is a scene's body:\n\(code.wrapped)")
        try assertTypeChecks(code)
    }

    func testABodyExpressionIsHostedAsWhatTheEnginesTypeAtTheHeadOfItsChainIs() {
        XCTAssertEqual(ExampleLayout.expressionProtocol("WindowGroup { Text(\"A\") }\n.defaultFocus($a, .b)"), "Scene")
        XCTAssertEqual(ExampleLayout.expressionProtocol("CommandMenu(\"Edit\") { Button(\"A\") {} }"), "Commands")
        XCTAssertEqual(ExampleLayout.expressionProtocol("VStack { Text(\"A\") }.padding()"), "View")
        XCTAssertEqual(ExampleLayout.expressionProtocol("MyOwnThing { }.padding()"), "View", "a type the engine lacks is taken for a view")
    }
}
