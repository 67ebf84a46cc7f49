@testable import DocGenerate
import XCTest

/// How a member fragment (`var body: …` without its type) is wrapped: in a type conforming to the
/// protocol its body is declared as.
final class ExampleLayoutTests: XCTestCase {
    private func wrapped(_ code: String) throws -> String {
        let layout = try XCTUnwrap(ExampleLayout.of(code))
        XCTAssertEqual(layout.shape, .members)
        return layout.wrap(code)
    }

    func testACommandsBodyFragmentIsWrappedInACommandsType() throws {
        let code = """
        var body: some Commands {
            CommandMenu("Card") {
                Button("Align Left") { }.keyboardShortcut("{", modifiers: .option)
            }
        }
        """
        XCTAssertTrue(try wrapped(code).hasPrefix("struct ExampleView: Commands {"))
    }

    func testASceneBodyFragmentIsWrappedInASceneType() throws {
        XCTAssertTrue(try wrapped("var body: some Scene {\n    WindowGroup { Text(\"A\") }\n}").hasPrefix("struct ExampleView: Scene {"))
    }

    func testAViewBodyAndABodyOfAnotherShapeStayViews() throws {
        XCTAssertTrue(try wrapped("@State private var name = \"\"\nvar body: some View {\n    TextField(\"Name\", text: $name)\n}")
            .hasPrefix("struct ExampleView: View {"))
        // Not `some <name>`: a concrete or generic type says nothing about the wrapper's protocol.
        XCTAssertTrue(try wrapped("var body: Text {\n    Text(\"A\")\n}").hasPrefix("struct ExampleView: View {"))
        XCTAssertTrue(try wrapped("var body: some Collection<Int> {\n    [1]\n}").hasPrefix("struct ExampleView: View {"))
    }

    func testAnIfOrSwitchChoosingViewsIsABody() throws {
        let code = "@Environment(\\.colorScheme) private var colorScheme\nif colorScheme == .dark {\n    Text(\"Dark\")\n} else {\n    Text(\"Light\")\n}"
        let layout = try XCTUnwrap(ExampleLayout.of(code))
        XCTAssertEqual(layout.shape, .body)
        let wrapped = layout.wrap(code)
        let body = try XCTUnwrap(wrapped.range(of: "@ViewBuilder var body: some View {"), wrapped)
        XCTAssertTrue(wrapped[body.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("if colorScheme == .dark {"), wrapped)
        XCTAssertEqual(ExampleLayout.of("switch mode {\ncase .a: Text(\"A\")\ndefault: EmptyView()\n}")?.shape, .body)
        // Counter-cases: other statements cannot be placed in a view.
        XCTAssertNil(ExampleLayout.of("for item in items {\n    print(item)\n}"))
        XCTAssertNil(ExampleLayout.of("guard let x else { return }"))
    }

    func testViewPropertiesAloneAreMembersOfAViewWithAnEmptyBody() throws {
        let code = "@Environment(\\.horizontalSizeClass) private var horizontalSizeClass\n@State private var searchText: String = \"\""
        let layout = try XCTUnwrap(ExampleLayout.of(code))
        XCTAssertEqual(layout.shape, .properties)
        XCTAssertEqual(layout.wrap(code), "struct ExampleView: View {\n" + code + "\nvar body: some View { EmptyView() }\n}")
        // Counter-cases: a class-only wrapper (`Published` is no DynamicProperty in the engine),
        // a plain stored property, and a type's members stay unplaced.
        XCTAssertNil(ExampleLayout.of("@Published var name = \"\""))
        XCTAssertNil(ExampleLayout.of("var story: String\ninit(text: String = \"\") { self.story = text }"))
        XCTAssertNil(ExampleLayout.of("@State private var a = 1\nvar total = 2"))
    }
}

/// Top-level `private` declarations keep their file-scope meaning inside the namespace enum.
final class ExampleFileScopeAccessTests: XCTestCase {
    func testTopLevelPrivateBecomesFileprivateAndNothingElseChanges() throws {
        let code = """
        private struct BackgroundView: View {
            private var color = Color.red
            var body: some View { color }
        }
        @MainActor private func helper() {}
        struct Other {}
        """
        let layout = try XCTUnwrap(ExampleLayout.of(code))
        XCTAssertEqual(layout.shape, .declarations)
        XCTAssertEqual(layout.wrap(code), """
        fileprivate struct BackgroundView: View {
            private var color = Color.red
            var body: some View { color }
        }
        @MainActor fileprivate func helper() {}
        struct Other {}
        """, "members keep their private")
    }

    func testAnImportedFilePrivateTypeGetsAFileprivateAliasAndOthersAnInternalOne() throws {
        XCTAssertEqual(ExampleLayout.fileScopedNames("private struct A {}\nfileprivate enum B {}\nstruct C {}\nprivate func d() {}"), ["A", "B", "d"])
        let code = "struct User: View {\n    var body: some View { Text(\"\\(A.self)\") }\n}"
        var example = ExampleCode(exampleID: "example-2", namespace: "PExample2", code: code, layout: try XCTUnwrap(ExampleLayout.of(code)))
        example.imports = [ExampleImport(name: "A", namespace: "PExample1", exampleID: "example-1", pageID: "p", fileScoped: true),
                           ExampleImport(name: "C", namespace: "PExample1", exampleID: "example-1", pageID: "p")]
        XCTAssertTrue(example.wrapped.contains("    fileprivate typealias A = PExample1.A\n"), example.wrapped)
        XCTAssertTrue(example.wrapped.contains("    typealias C = PExample1.C\n"), example.wrapped)
    }

    func testCodeWithoutTopLevelPrivateIsReturnedAsWritten() {
        let code = "struct A: View {\n    private var x = 1\n    var body: some View { Text(\"A\") }\n}"
        XCTAssertEqual(ExampleLayout.fileScopeAccess(code), code)
    }
}
