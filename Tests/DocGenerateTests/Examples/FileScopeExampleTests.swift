@testable import DocGenerate
import DocModel
import FocusTestSupport
import SwiftParser
import XCTest

/// Examples that declare extensions, name types they never declare, or show an `@main` app or an
/// environment action in view position still compile: extensions go to file scope (fileprivate),
/// types are stubbed once per page from how every example uses them, and the two illustration
/// shapes are filled and recorded.
final class FileScopeExampleTests: XCTestCase {
    private func plan(_ codes: [String]) -> ExamplePlanner.Result { ExamplePages.plan(codes) }

    func testAnElidedBodyStandsForEveryClosureTheEngineTypeNeeds() throws {
        let code = try compiled(plan(["""
        struct RootView: View {
            var body: some View {
                NavigationSplitView {
                    ...
                }
                VStack {
                    ...
                }
            }
        }
        """]), "example-1")
        let filled = try XCTUnwrap(code.filledCode)
        XCTAssertTrue(filled.contains("} detail: { EmptyView() }"), "the two-column form, fewest closures:\n\(filled)")
        XCTAssertEqual(filled.components(separatedBy: "EmptyView()").count, 2, "a stack needs no second closure:\n\(filled)")
        XCTAssertTrue(code.fillings?.contains { $0.filled == "detail: { EmptyView() }" } == true)
        try assertTypeChecks([code])
    }

    private func compiled(_ result: ExamplePlanner.Result, _ id: String) throws -> ExampleCode {
        try XCTUnwrap(result.cases.first { $0.id == "example-compiles.\(id)" }?.example, "\(id) compiles; uncovered: \(result.uncovered)")
    }

    /// The examples' wrapped sources, as one generated file holds them, type-check against the engine
    /// (`alongside`: the examples of another file of the same module, type-checked with them).
    private func assertTypeChecks(_ codes: [ExampleCode], alongside: [ExampleCode] = [], file: StaticString = #filePath,
                                  line: UInt = #line) throws {
        let source = codes.map(\.wrapped).joined(separator: "\n\n")
        XCTAssertFalse(Parser.parse(source: source).hasError, "the wrapped sources parse", file: file, line: line)
        let header = "import FocusEngine\nimport FocusTestSupport\n\n"
        var files = ["Suite.swift": header + source]
        if !alongside.isEmpty { files["Other.swift"] = header + alongside.map(\.wrapped).joined(separator: "\n\n") }
        let outcome: CompilerProbe.Outcome
        do {
            outcome = try CompilerProbe.typecheck(files: files)
        } catch {
            throw XCTSkip("cannot type-check: \(error)")
        }
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + source, file: file, line: line)
    }

    private let keyAndMember = """
    struct SelectedItemKey: FocusedValueKey {
        typealias Value = Item
    }

    extension FocusedValues {
        var selectedItem: Item? {
            get { self[SelectedItemKey.self] }
            set { self[SelectedItemKey.self] = newValue }
        }
    }
    """

    func testExtensionsCompileAtFileScopeAndThePagesOtherExamplesSeeTheirMembersAndSharedTypes() throws {
        let result = plan([keyAndMember, """
        struct ItemRow: View {
            @Binding var item: Item
            var body: some View {
                Text("Row").focusedValue(\\.selectedItem, item)
            }
        }
        """])
        let first = try compiled(result, "example-1")
        let second = try compiled(result, "example-2")
        XCTAssertEqual(first.code, keyAndMember, "the code stays verbatim")
        let wrapped = first.wrapped
        XCTAssertTrue(wrapped.contains("\nfileprivate extension FocusedValues {"), "the extension is at file scope, fileprivate:\n\(wrapped)")
        XCTAssertTrue(wrapped.contains("enum SwiftuiXExampleShared {\n    struct Item: Hashable"), "the page's shared stub follows the first example using it:\n\(wrapped)")
        XCTAssertTrue(wrapped.contains("fileprivate typealias Item = SwiftuiXExampleShared.Item"), "the file scope sees it:\n\(wrapped)")
        XCTAssertTrue(wrapped.contains("fileprivate typealias SelectedItemKey = SwiftuiXExample1.SelectedItemKey"),
                      "the extension sees the example's own key type:\n\(wrapped)")
        XCTAssertFalse(second.wrapped.contains("struct Item:"), "the second example uses the shared stub, not one of its own")
        XCTAssertEqual(second.imports?.map(\.namespace), ["SwiftuiXExampleShared"])
        XCTAssertFalse(second.stubs.contains { $0.contains("selectedItem") }, "the member another example declares is not stubbed")
        XCTAssertTrue(first.staysInNamespace && second.staysInNamespace)
        try assertTypeChecks([first, second])
    }

    func testAnExampleRedeclaringAnotherExamplesMemberCompilesInACompanionFileThatSeesTheTypesItImports() throws {
        // The page's own shape: `@Entry` first, then the same member by hand with a key type.
        let result = plan(["""
        extension FocusedValues {
            @Entry var selectedItem: Item?
        }
        """, """
        struct SelectedItemKey: FocusedValueKey {
            typealias Value = Item
        }
        """, """
        extension FocusedValues {
            var selectedItem: Item? {
                get { self[SelectedItemKey.self] }
                set { self[SelectedItemKey.self] = newValue }
            }
        }
        """])
        XCTAssertEqual(result.uncovered, [], "no example is left out")
        let first = try compiled(result, "example-1")
        let third = try compiled(result, "example-3")
        XCTAssertNil(first.file, "the first declarer stays in the suite's file")
        XCTAssertEqual(third.file, "SwiftuiXTests+Example3.swift")
        XCTAssertTrue(third.wrapped.contains("fileprivate typealias SelectedItemKey = SwiftuiXExample2.SelectedItemKey"),
                      "the companion file's extension sees the key another example declares:\n\(third.wrapped)")
        XCTAssertTrue(third.wrapped.contains("fileprivate typealias Item = SwiftuiXExampleShared.Item"),
                      "and the page's shared stub, owned by the suite's file:\n\(third.wrapped)")
        XCTAssertFalse(third.wrapped.contains("enum SwiftuiXExampleShared"), "the shared stubs are declared once, in the suite's file")
        XCTAssertTrue(result.cases.contains { $0.id == "example-key.example-3.selectedItem-while-focused" },
                      "the companion example gets its scenarios: \(result.cases.map(\.id))")
        // Each file type-checks on its own: the two `selectedItem`s never meet.
        let second = try compiled(result, "example-2")
        try assertTypeChecks([first, second])
        try assertTypeChecks([third], alongside: [first, second])
    }

    func testTwoExamplesDeclaringDifferentMembersShareTheSuitesFile() throws {
        let result = plan(["""
        extension FocusedValues {
            @Entry var first: String?
        }
        """, """
        extension FocusedValues {
            @Entry var second: String?
        }
        """])
        XCTAssertNil(try compiled(result, "example-1").file)
        XCTAssertNil(try compiled(result, "example-2").file, "no conflict, no companion")
    }

    func testAnExtensionOfATypeTheExampleDeclaresNamesItThroughTheNamespace() throws {
        let code = try compiled(plan(["""
        struct Counter: View {
            var body: some View { Text("Counter") }
        }

        extension Counter {
            func doubled() -> Int { 2 }
        }
        """]), "example-1")
        XCTAssertTrue(code.wrapped.contains("fileprivate extension SwiftuiXExample1.Counter {"), code.wrapped)
        try assertTypeChecks([code])
    }

    /// At file scope, where the page wrote it, a `private` type is visible to the extension below
    /// it; nested in the namespace it is written `fileprivate`, so the extension (through its
    /// file-scope alias) still sees it.
    func testAPrivateTypeBesideAnExtensionIsWrittenFileprivateAndTheExtensionSeesIt() throws {
        let code = try compiled(plan(["""
        private struct OneQuarterAlignment: AlignmentID {
            private static let parts: CGFloat = 4
            static func defaultValue(in context: ViewDimensions) -> CGFloat {
                context.width / parts
            }
        }

        extension HorizontalAlignment {
            static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
        }
        """]), "example-1")
        XCTAssertTrue(code.wrapped.contains("\nfileprivate struct OneQuarterAlignment: AlignmentID {"), code.wrapped)
        XCTAssertFalse(code.wrapped.contains("\nprivate struct"), code.wrapped)
        // Counter-case: a private member inside the type keeps its access.
        XCTAssertTrue(code.wrapped.contains("    private static let parts: CGFloat = 4"), code.wrapped)
        try assertTypeChecks([code])
    }

    func testAnExtensionWithItsOwnAccessLevelKeepsIt() throws {
        let code = try compiled(plan(["""
        private extension FocusedValues {
            var flag: Bool? { nil }
        }
        """]), "example-1")
        XCTAssertTrue(code.wrapped.contains("\nprivate extension FocusedValues {"), code.wrapped)
        XCTAssertFalse(code.wrapped.contains("fileprivate private"), code.wrapped)
    }

    func testATypeHeldByAnObjectWrapperIsStubbedAsAnObservableObjectWithTheMembersUsedThroughOptionals() throws {
        let code = try compiled(plan(["""
        struct MessageEditor: View {
            @FocusedObject private var message: Message?
            var body: some View {
                Button("Add") {
                    message?.text.append("!")
                    message?.count += 1
                    message?.send()
                }
                .disabled(message == nil)
            }
        }
        """]), "example-1")
        let stub = try XCTUnwrap(code.stubs.first { $0.contains("class Message") })
        XCTAssertTrue(stub.hasPrefix("final class Message: ObservableObject"), stub)
        XCTAssertTrue(stub.contains("@Published var text = "), stub)
        XCTAssertTrue(stub.contains("@Published var count = 0"), stub)
        XCTAssertTrue(stub.contains("func send()"), stub)
        try assertTypeChecks([code])
    }

    func testATypeNamedOnlyAsAValueIsStubbedAsAHashableStructWithTheInitializersUsed() throws {
        let code = try compiled(plan(["""
        struct DocumentView: View {
            @State private var document = Document(...)
            @Binding var other: Document
            var body: some View { Text("Doc") }
        }
        """]), "example-1")
        let stub = try XCTUnwrap(code.stubs.first { $0.contains("Document") })
        XCTAssertTrue(stub.hasPrefix("struct Document: Hashable"), stub)
        XCTAssertTrue(stub.contains("init() {}"), stub)
        try assertTypeChecks([code])
    }

    func testANameUsedAsAnAttributeOrAConformanceIsNotStubbedAsAType() throws {
        let result = plan(["""
        struct Model {
            @Tracked var value: Int
        }
        """, """
        struct Settings: Configurable {
            var body: some View { Text("S") }
        }
        """])
        XCTAssertEqual(result.uncovered.map(\.exampleID), ["example-1", "example-2"])
        XCTAssertTrue(result.uncovered[0].reason.contains("Tracked"), result.uncovered[0].reason)
        XCTAssertTrue(result.uncovered[1].reason.contains("Configurable"), result.uncovered[1].reason)
    }

    func testMainIsRemovedAndTheRemovalRecorded() throws {
        let code = try compiled(plan(["""
        @main
        struct Tool {
            static func main() {}
        }
        """]), "example-1")
        XCTAssertEqual(code.fillings, [ElisionFilling(line: 1, original: "@main", filled: "")])
        XCTAssertFalse(try XCTUnwrap(code.filledCode).contains("@main"))
        try assertTypeChecks([code])
    }

    func testAnEnvironmentActionCalledWhereViewsGoIsTypeCheckedInAClosureNotRun() throws {
        let code = try compiled(plan(["""
        @Namespace var mainNamespace
        @Environment(\\.resetFocus) var resetFocus

        var body: some View {
            // ...
            resetFocus(in: mainNamespace)
            // ...
        }
        """]), "example-1")
        XCTAssertEqual(code.fillings, [ElisionFilling(line: 6, original: "resetFocus(in: mainNamespace)",
                                                     filled: "let _ = { resetFocus(in: mainNamespace) }")])
        try assertTypeChecks([code])
    }
}
