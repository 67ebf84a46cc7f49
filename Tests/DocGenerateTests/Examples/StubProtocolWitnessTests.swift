@testable import DocGenerate
import DocModel
import FocusTestSupport
import SwiftParser
import XCTest

/// A stub type passed to an engine initializer that requires a protocol of it (the initializer is
/// declared in a constrained extension) conforms to that protocol, with witnesses for the
/// requirements no default implementation satisfies — from the engine's own symbol graph.
final class StubProtocolWitnessTests: XCTestCase {
    private let app = """
    extension FocusedValues {
        @Entry var focusedDocument: Binding<MyDocument>?
    }
    """
    private let scene = """
    struct DocumentApp: App {
        @FocusedBinding(\\.focusedDocument) var currentDocument: MyDocument?

        var body: some Scene {
            DocumentGroup(newDocument: MyDocument()) { file in
                Text("Document")
                    .focusedValue(\\.focusedDocument, file.$document)
            }
        }
    }
    """

    func testTheEngineSurfaceKnowsTheConstraintsAnInitializersExtensionAddsAndWhichRequirementsNeedAWitness() {
        let surface = EngineSurface.bundled
        XCTAssertEqual(surface.argumentConformances(label: "newDocument", ofInitializerOf: "DocumentGroup"), ["FileDocument"])
        XCTAssertEqual(surface.argumentConformances(label: "editor", ofInitializerOf: "DocumentGroup"), ["FileDocument", "View"],
                       "the editor closure's type names both generic parameters")
        XCTAssertEqual(surface.argumentConformances(label: "text", ofInitializerOf: "TextField"), [], "no generic parameter")
        let requirements = surface.requirements(of: "FileDocument")
        XCTAssertEqual(requirements.count, 3, "\(requirements)")
        XCTAssertFalse(requirements.contains { $0.contains("writableContentTypes") }, "it has a default implementation")
    }

    func testAStubDocumentPassedToDocumentGroupConformsToFileDocumentAndTypeChecks() throws {
        let result = ExamplePages.plan([app, scene], planner: try ExamplePlanner.withEngineSurface())
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        let stubs = try XCTUnwrap(code.sharedStubs?.declarations.first { $0.hasPrefix("struct MyDocument") })
        XCTAssertTrue(stubs.hasPrefix("struct MyDocument: Hashable, FileDocument {"), stubs)
        XCTAssertTrue(stubs.contains("throw ExampleStubs.Unimplemented()"), stubs)
        XCTAssertEqual(TypeStub.typeName(of: stubs), "MyDocument", "the stub is still recognised as a type stub")
        let second = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-2" }?.example, "\(result.uncovered)")
        let source = "import FocusEngine\nimport FocusTestSupport\n\n" + code.wrapped + "\n\n" + second.wrapped
        let outcome: CompilerProbe.Outcome
        do { outcome = try CompilerProbe.typecheck(source) } catch { throw XCTSkip("cannot type-check: \(error)") }
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + "\n" + source)
    }

    func testWithoutTheEnginesConstraintsTheStubStaysPlain() throws {
        let result = ExamplePages.plan([app, scene], planner: ExamplePlanner(knownNames: try KnownNames.bundled()))
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example)
        XCTAssertEqual(code.sharedStubs?.declarations.first { $0.hasPrefix("struct MyDocument") }?.contains("FileDocument"), false)
    }

    func testWitnessesAreMadeOnlyWhereAValueOrABodyCanBe() {
        XCTAssertEqual(StubConformances.witness(for: "static var readableContentTypes: [UTType] { get }"),
                       "static var readableContentTypes: [UTType] { [] }")
        XCTAssertEqual(StubConformances.witness(for: "var title: String? { get set }"), "var title: String? = nil")
        XCTAssertEqual(StubConformances.witness(for: "init(configuration: Self.ReadConfiguration) throws"),
                       "init(configuration: ReadConfiguration) throws { self.init() }")
        XCTAssertEqual(StubConformances.witness(for: "func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper"),
                       "func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { throw ExampleStubs.Unimplemented() }")
        XCTAssertEqual(StubConformances.witness(for: "mutating func reset()"), "mutating func reset() {}")
        XCTAssertNil(StubConformances.witness(for: "func make() -> Widget"), "no value of Widget can be made, and it cannot throw")
        XCTAssertNil(StubConformances.witness(for: "associatedtype Body"))
    }

    func testATypeCreatedOrPassedAsAMetatypeToDocumentGroupIsAConformingValueNotAView() throws {
        let result = ExamplePages.plan(["""
        struct MyApp: App {
            var body: some Scene {
                DocumentGroup(newDocument: TextFile()) { configuration in
                    ContentView(document: configuration.$document)
                }
                DocumentGroup(viewing: ImageDocument.self) { group in
                    ImageViewer(image: group.document)
                }
            }
        }
        """], planner: try ExamplePlanner.withEngineSurface())
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertTrue(code.stubs.contains { $0.hasPrefix("struct TextFile: Hashable, FileDocument {") }, "\(code.stubs)")
        XCTAssertTrue(code.stubs.contains { $0.hasPrefix("struct ImageDocument: Hashable,") }, "\(code.stubs)")
        XCTAssertTrue(code.stubs.contains { $0.hasPrefix("struct ContentView: View") }, "\(code.stubs)")
        try assertExampleTypeChecks(code)
        // Counter-case: the same name created in view position is a view.
        let view = ExamplePages.plan(["""
        var body: some View {
            VStack { TextFile() }
        }
        """], planner: try ExamplePlanner.withEngineSurface())
        let plain = try XCTUnwrap(view.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(view.uncovered)")
        XCTAssertTrue(plain.stubs.contains { $0.hasPrefix("struct TextFile: View") }, "\(plain.stubs)")
    }
}
