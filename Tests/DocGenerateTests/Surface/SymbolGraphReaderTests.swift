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
        XCTAssertTrue(source.contains("\nView/focused(_:)\tmethod\tfunc focused(_ condition: FocusState<Bool>.Binding) -> some View\t\t\t\n"), source)
        XCTAssertEqual(EngineSurfaceWriter.parse(Self.table(of: source)), forward, "the table reads back as written")
    }

    /// The raw string literal's contents of a rendered surface file.
    static func table(of source: String) -> String {
        guard let start = source.range(of: "#\"\"\"\n"), let end = source.range(of: "\n\"\"\"#") else { return "" }
        return String(source[start.upperBound..<end.lowerBound])
    }

    func testASymbolDeclaredUnderAGeneratedFolderIsFlaggedGeneratedAndInertOnlyUnderInert() throws {
        func symbol(_ name: String, _ uri: String) -> [String: Any] {
            ["kind": ["identifier": "swift.struct"], "identifier": ["precise": "s:" + name], "pathComponents": [name],
             "accessLevel": "public", "declarationFragments": [["spelling": "struct " + name]], "location": ["uri": uri]]
        }
        let data = try JSONSerialization.data(withJSONObject: ["module": ["name": "FocusEngine"], "symbols": [
            symbol("A", "file:///x/Sources/FocusEngine/Surface/Inert/Generated/InertTypes.swift"),
            symbol("B", "file:///x/Sources/FocusEngine/Surface/Inert/Decorated.swift"),
            symbol("C", "file:///x/Sources/FocusEngine/Generated.swift"),
        ], "relationships": []])
        let read = try SymbolGraphReader.symbols(from: [("g", data)])
        XCTAssertEqual(read.map { "\($0.path) \($0.inert) \($0.generated)" }, ["A true true", "B true false", "C false false"],
                       "the folder counts, not a file name")
        XCTAssertEqual(EngineSurfaceWriter.parse(Self.table(of: EngineSurfaceWriter.render(read))), read)
    }

    func testConstraintsOfAnExtensionAndRequirementsWithoutADefaultAreKeptAndWritten() throws {
        let symbols: [[String: Any]] = [
            ["kind": ["identifier": "swift.init"], "identifier": ["precise": "s:DGinit"], "pathComponents": ["DocumentGroup", "init(newDocument:)"],
             "accessLevel": "public", "declarationFragments": [["spelling": "init(newDocument: Document)"]],
             "swiftGenerics": ["constraints": [["kind": "conformance", "lhs": "Document", "rhs": "FileDocument"],
                                               ["kind": "sameType", "lhs": "Content", "rhs": "Never"]]]],
            ["kind": ["identifier": "swift.protocol"], "identifier": ["precise": "s:FD"], "pathComponents": ["FileDocument"],
             "accessLevel": "public", "declarationFragments": [["spelling": "protocol FileDocument"]]],
            ["kind": ["identifier": "swift.struct"], "identifier": ["precise": "s:Doc"], "pathComponents": ["TextDocument"],
             "accessLevel": "public", "declarationFragments": [["spelling": "struct TextDocument"]]],
            ["kind": ["identifier": "swift.type.property"], "identifier": ["precise": "s:FDread"], "pathComponents": ["FileDocument", "readable"],
             "accessLevel": "public", "declarationFragments": [["spelling": "static var readable: [UTType] { get }"]]],
            ["kind": ["identifier": "swift.type.property"], "identifier": ["precise": "s:FDwrite"], "pathComponents": ["FileDocument", "writable"],
             "accessLevel": "public", "declarationFragments": [["spelling": "static var writable: [UTType] { get }"]]],
            ["kind": ["identifier": "swift.type.property"], "identifier": ["precise": "s:FDwriteDefault"], "pathComponents": ["FileDocument", "writable"],
             "accessLevel": "public", "declarationFragments": [["spelling": "static var writable: [UTType] { get }"]]],
        ]
        let relationships: [[String: Any]] = [
            ["kind": "requirementOf", "source": "s:FDread", "target": "s:FD"],
            ["kind": "requirementOf", "source": "s:FDwrite", "target": "s:FD"],
            ["kind": "defaultImplementationOf", "source": "s:FDwriteDefault", "target": "s:FDwrite"],
            ["kind": "conformsTo", "source": "s:Doc", "target": "s:FD"],
            ["kind": "conformsTo", "source": "s:Doc", "target": "s:SH", "targetFallback": "Swift.Hashable"],
            ["kind": "conformsTo", "source": "s:DGinit", "target": "s:FD"],
        ]
        let data = try JSONSerialization.data(withJSONObject: ["module": ["name": "FocusEngine"], "symbols": symbols, "relationships": relationships])
        let read = try SymbolGraphReader.symbols(from: [("g", data)])
        let initializer = try XCTUnwrap(read.first { $0.path == "DocumentGroup/init(newDocument:)" })
        XCTAssertEqual(initializer.constraints, "Document: FileDocument, Content == Never", "conformance and same-type constraints")
        XCTAssertEqual(initializer.conformances(of: "Document"), ["FileDocument"])
        XCTAssertEqual(initializer.conformances(of: "Content"), [], "a same-type constraint is not a conformance")
        XCTAssertEqual(initializer.sameType(of: "Content"), "Never")
        XCTAssertNil(initializer.sameType(of: "Document"))
        XCTAssertEqual(read.filter(\.requirement).map(\.path), ["FileDocument/readable"], "a requirement with a default needs no witness")
        XCTAssertEqual(read.first { $0.path == "TextDocument" }?.conformsTo, ["FileDocument", "Hashable"],
                       "a type's protocols, the module's own and the standard library's by name")
        XCTAssertEqual(initializer.conformsTo, [], "only types record protocols")
        let source = EngineSurfaceWriter.render(read)
        XCTAssertTrue(source.contains("\nDocumentGroup/init(newDocument:)\tinit\tinit(newDocument: Document)\tDocument: FileDocument, Content == Never\t\t\n"), source)
        XCTAssertTrue(source.contains("\nTextDocument\tstruct\tstruct TextDocument\t\t\tFileDocument, Hashable\n"), source)
        XCTAssertEqual(EngineSurfaceWriter.parse(Self.table(of: source)), read, "the table reads back as written")
        XCTAssertTrue(source.contains("\nFileDocument/readable\ttype.property\tstatic var readable: [UTType] { get }\t\tr\t\n"), source)
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
