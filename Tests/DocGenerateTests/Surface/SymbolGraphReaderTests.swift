@testable import DocGenerate
import Foundation
import XCTest

/// The engine surface is read from a symbol graph: synthesized copies dropped, order fixed.
final class SymbolGraphReaderTests: XCTestCase {
    private func graph(_ symbols: [(precise: String, kind: String, path: [String], declaration: String)]) -> Data {
        let objects: [[String: Any]] = symbols.map { symbol in
            ["kind": ["identifier": symbol.kind, "displayName": "x"], "identifier": ["precise": symbol.precise, "interfaceLanguage": "swift"],
             "pathComponents": symbol.path, "accessLevel": "public",
             "declarationFragments": symbol.declaration.split(separator: " ").map { ["kind": "text", "spelling": String($0) + " "] }]
        }
        return try! JSONSerialization.data(withJSONObject: ["module": ["name": "FocusEngine"], "symbols": objects, "relationships": []])
    }

    private lazy var main = graph([
        ("s:V7focused", "swift.method", ["View", "focused(_:)"], "func focused(_ condition: FocusState<Bool>.Binding) -> some View"),
        ("s:Text::SYNTHESIZED::s:V7focused", "swift.method", ["Text", "focused(_:)"], "func focused(_ condition: Bool) -> some View"),
        ("s:Text", "swift.struct", ["Text"], "struct Text"),
        ("s:AF", "swift.struct", ["AccessibilityFocusState"], "struct AccessibilityFocusState<Value>"),
    ])
    private lazy var swiftExtensions = graph([("s:Never4body", "swift.property", ["Never", "body"], "var body: Never { get }")])

    func testSynthesizedSymbolsAreDroppedAndExtensionMembersKept() throws {
        let symbols = try SymbolGraphReader.symbols(from: [("FocusEngine.symbols.json", main), ("FocusEngine@Swift.symbols.json", swiftExtensions)])
        XCTAssertEqual(symbols.map(\.path), ["AccessibilityFocusState", "Never/body", "Text", "View/focused(_:)"])
        XCTAssertEqual(symbols.last?.kind, "method")
        XCTAssertEqual(symbols.last?.declaration, "func focused(_ condition: FocusState<Bool>.Binding) -> some View")
    }

    func testGeneratedSurfaceFileIsTheSameForAnyFileOrderAndIsFenced() throws {
        let forward = try SymbolGraphReader.symbols(from: [("a", main), ("b", swiftExtensions)])
        let backward = try SymbolGraphReader.symbols(from: [("b", swiftExtensions), ("a", main)])
        XCTAssertEqual(EngineSurfaceWriter.render(forward), EngineSurfaceWriter.render(backward))
        let source = EngineSurfaceWriter.render(forward)
        XCTAssertTrue(source.hasPrefix("// GENERATED FILE — DO NOT EDIT."))
        XCTAssertTrue(source.contains(#"EngineSymbol("View/focused(_:)", "method", "func focused(_ condition: FocusState<Bool>.Binding) -> some View"),"#))
    }

    func testAFileThatIsNotASymbolGraphIsNamedInTheError() {
        XCTAssertThrowsError(try SymbolGraphReader.symbols(from: [("broken.symbols.json", Data("{}".utf8))])) { error in
            XCTAssertTrue(String(describing: error).contains("broken.symbols.json"), "\(error)")
        }
    }

    func testTheCommittedSurfaceHoldsTheEngineModifiersAndNoSynthesizedCopies() {
        let surface = EngineSurface.bundled
        XCTAssertTrue(surface.providesMember("focused", of: nil))
        XCTAssertTrue(surface.providesTopLevel("FocusState"))
        XCTAssertFalse(surface.symbols.contains { $0.path.hasPrefix("Text/focused") }, "synthesized View members leaked in")
        XCTAssertEqual(surface.symbols, surface.symbols.sorted())
    }
}
