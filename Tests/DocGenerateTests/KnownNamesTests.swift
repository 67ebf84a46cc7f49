import DocGenerate
import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// Every engine name an example may use without a stub is declared public in FocusEngine.
final class KnownNamesTests: XCTestCase {
    func testEngineNamesArePublicInFocusEngine() throws {
        let sources = GenerateFixtures.repositoryRoot.appendingPathComponent("Sources/FocusEngine")
        let collector = PublicTypeCollector(viewMode: .sourceAccurate)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            collector.walk(Parser.parse(source: try String(contentsOf: file, encoding: .utf8)))
        }
        let missing = try KnownNames.bundled().engine.subtracting(collector.names).sorted()
        XCTAssertEqual(missing, [], "listed in known-names.json but not public in FocusEngine")
    }
}

/// Names of public types, protocols, type aliases, macros and free functions.
private final class PublicTypeCollector: SyntaxVisitor {
    var names: Set<String> = []

    private func add(_ modifiers: DeclModifierListSyntax, _ name: TokenSyntax) {
        if modifiers.contains(where: { $0.name.text == "public" || $0.name.text == "open" }) { names.insert(name.text) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.modifiers, node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.modifiers, node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.modifiers, node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.modifiers, node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.modifiers, node.name); return .visitChildren }
    /// Public macros (`#Preview`) and free functions (`withAnimation`) are top-level names too.
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { add(node.modifiers, node.name); return .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { add(node.modifiers, node.name) }
        return .skipChildren
    }
}
