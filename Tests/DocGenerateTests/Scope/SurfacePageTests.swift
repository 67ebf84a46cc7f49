@testable import DocGenerate
import DocModel
import XCTest

/// Surface pages (docs/report.md, Scope): a page whose symbol is inert surface of the engine and
/// that uses no focus vocabulary is compile-checked only; its claims are not judged.
final class SurfacePageTests: XCTestCase {
    /// `Text` modelled, `View/padding(_:)` and `Divider` inert (declared under `Surface/Inert`).
    private let surface = EngineSurface(symbols: ScopeFixtures.surface.symbols + [
        EngineSymbol("View/padding(_:)", "method", "func padding(_ length: CGFloat) -> some View", inert: true),
        EngineSymbol("Divider", "struct", "struct Divider", inert: true),
        EngineSymbol("Divider/init()", "init", "init()", inert: true),
        EngineSymbol("View/badge(_:)", "method", "func badge(_ count: Int) -> some View", inert: true, generated: true),
    ])

    private func plan(_ pages: [PageRecord]) throws -> TestPlan {
        try TestPlanner(phrasebook: ClaimPhrasebook.bundled(), knownNames: KnownNames.bundled(surface: surface),
                        scope: ScopePlanner(surface: surface, rules: ScopeFixtures.rules())).plan(pages)
    }

    private let padding = ScopeFixtures.page(
        id: "swiftui/view/padding(_:)", name: "padding(_:)", kind: .instanceMethod,
        summary: "Adds a different padding amount to each edge of this view.",
        declaration: "func padding(_ length: CGFloat) -> some View",
        claims: ["The padding must be a non-negative length."])
        .with(structure: DeclarationStructure(
            modifiers: [], keyword: "func", name: "padding",
            parameters: [DeclaredParameter(label: "_", name: "length", type: "CGFloat")], returnType: "some View"))

    func testAnInertSymbolWithoutFocusVocabularyIsASurfacePageWhoseClaimsAreNotJudged() throws {
        let suite = try XCTUnwrap(try plan([padding]).suites.first)
        XCTAssertEqual(suite.surface, true)
        XCTAssertEqual(suite.scopeClass, .surface)
        XCTAssertTrue(suite.cases.contains { $0.kind == .apiShape }, "the declaration is still compile-checked")
        XCTAssertFalse(suite.cases.contains { $0.kind == .claim }, "no behavioural case for a surface page")
        XCTAssertEqual(suite.uncovered.map(\.reason), [.surface])
        XCTAssertTrue(suite.uncovered[0].note.contains("View/padding(_:) is inert surface"), suite.uncovered[0].note)
        XCTAssertEqual(suite.coverage.surface, 1)
        XCTAssertEqual(suite.coverage.total, 0, "surface claims are neither behaviour nor no-template")
        XCTAssertEqual(suite.coverage.noTemplate, 0)
    }

    func testAnInertSymbolWhosePageSpeaksOfFocusStaysInScope() throws {
        let focusPage = ScopeFixtures.page(
            id: "swiftui/divider", name: "Divider", kind: .structure,
            summary: "A visual element that can be used to separate other content; it never takes focus.",
            declaration: "struct Divider")
        let suite = try XCTUnwrap(try plan([focusPage]).suites.first)
        XCTAssertNil(suite.surface)
        XCTAssertEqual(suite.scopeClass, .inScope)
    }

    func testAModelledSymbolWithoutFocusVocabularyStaysInScope() throws {
        let text = ScopeFixtures.page(id: "swiftui/text", name: "Text", kind: .structure,
                                      summary: "A view that displays one or more lines of read-only text.", declaration: "struct Text",
                                      claims: ["A text view draws a string in your app's user interface."])
        let suite = try XCTUnwrap(try plan([text]).suites.first)
        XCTAssertNil(suite.surface)
        XCTAssertFalse(suite.uncovered.contains { $0.reason == .surface })
    }

    func testTheCaseCorpusMarksOnlySurfacePages() throws {
        let text = ScopeFixtures.page(id: "swiftui/text", name: "Text", kind: .structure,
                                      summary: "A view that displays one or more lines of read-only text.", declaration: "struct Text")
        let files = try CaseCorpusWriter.render(try plan([padding, text]))
        let paddingFile = try XCTUnwrap(files.first { $0.key.hasPrefix("SwiftuiViewPadding") }?.value)
        let textFile = try XCTUnwrap(files.first { $0.key.hasPrefix("SwiftuiText") }?.value)
        XCTAssertTrue(String(decoding: paddingFile, as: UTF8.self).contains("\"surface\" : true"))
        XCTAssertFalse(String(decoding: textFile, as: UTF8.self).contains("\"surface\""))
    }

    func testTheSymbolGraphMarksSymbolsDeclaredUnderAnInertFolderOnly() throws {
        func graph(_ uri: String) -> Data {
            Data("""
            {"symbols": [{"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:1X"}, "pathComponents": ["X"],
              "declarationFragments": [{"spelling": "struct X"}], "accessLevel": "public",
              "location": {"uri": "\(uri)", "position": {"line": 1, "character": 0}}}]}
            """.utf8)
        }
        let inert = try SymbolGraphReader.symbols(from: [("a", graph("file:///r/Sources/FocusEngine/Surface/Inert/X.swift"))])
        XCTAssertEqual(inert.map(\.inert), [true])
        for uri in ["file:///r/Sources/FocusEngine/Surface/Views/Inert.swift", "file:///r/Sources/FocusEngine/Surface/Inertia/X.swift", ""] {
            let symbols = try SymbolGraphReader.symbols(from: [("a", graph(uri))])
            XCTAssertEqual(symbols.map(\.inert), [false], uri)
        }
    }

    func testAGeneratedSymbolsPageHasNoShapeCaseAndWithoutExamplesNoSuiteFile() throws {
        let badge = ScopeFixtures.page(
            id: "swiftui/view/badge(_:)", name: "badge(_:)", kind: .instanceMethod,
            summary: "Generates a badge for the view from an integer value.",
            declaration: "func badge(_ count: Int) -> some View")
            .with(structure: DeclarationStructure(
                modifiers: [], keyword: "func", name: "badge",
                parameters: [DeclaredParameter(label: "_", name: "count", type: "Int")], returnType: "some View"))
        let plan = try plan([badge, padding])
        let badgeSuite = try XCTUnwrap(plan.suites.first { $0.pageID == badge.id })
        XCTAssertEqual(badgeSuite.scopeClass, .surface, "still reported as a surface page")
        XCTAssertTrue(badgeSuite.cases.isEmpty, "the engine declares it from this very declaration: no API-shape case")
        let paddingSuite = try XCTUnwrap(plan.suites.first { $0.pageID == padding.id })
        XCTAssertTrue(paddingSuite.cases.contains { $0.kind == .apiShape }, "a hand-written inert symbol keeps its check")
        let files = try SwiftRenderer(templatesDirectory: GenerateFixtures.templates).render(plan)
        XCTAssertFalse(files.keys.contains { $0.hasPrefix(badgeSuite.suiteName) }, "nothing to compile")
        XCTAssertTrue(files.keys.contains { $0.hasPrefix(paddingSuite.suiteName) })
        XCTAssertNotNil(try CaseCorpusWriter.render(plan).keys.first { $0.hasPrefix(badgeSuite.suiteName) },
                        "the case corpus still lists the page for the report")
    }
}
