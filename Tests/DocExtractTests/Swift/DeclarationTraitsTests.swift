@testable import DocExtract
import DocModel
import SwiftParser
import SwiftSyntax
import XCTest

/// `DeclarationTraits` gives what swift-syntax's `asProtocol` casts give, for every kind of
/// declaration and every declaration of the bundled pages' declarations and examples.
final class DeclarationTraitsTests: XCTestCase {
    /// One declaration of (nearly) every kind, with and without attributes and modifiers.
    private static let everyKind = """
        @available(iOS 1, *) public actor A: P { var x: Int { @inlinable get { 1 } set {} } }
        protocol P { associatedtype T: Equatable where T: Hashable; @available(*, deprecated) func p() }
        final class C<T>: NSObject { deinit {} }
        struct H { <#declaration#> }
        enum E: Int { @inline(__always) indirect case a = 1 }
        extension E: Q where T == Int {}
        @MainActor public func f() {}
        #if os(iOS)
        let y = 1
        #endif
        @_exported import Foundation
        struct S { @inlinable public init() {}; subscript(i: Int) -> Int { i }; @discardableResult static func g() -> Int { 1 } }
        @attached(member) public macro M() = #externalMacro(module: "A", type: "B")
        @available(*, deprecated) #warning("x")
        prefix operator +++
        #sourceLocation(file: "a", line: 1)
        #sourceLocation()
        @available(*, unavailable) precedencegroup G { higherThan: AdditionPrecedence }
        @frozen public struct S2: Hashable {}
        public typealias T = Int
        @State private var z = 0
        struct Broken { @objc public }
        """

    private final class Declarations: SyntaxAnyVisitor {
        var found: [DeclSyntax] = []
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let decl = node.as(DeclSyntax.self) { found.append(decl) }
            return .visitChildren
        }
    }

    private func declarations(in source: String) -> [DeclSyntax] {
        let visitor = Declarations(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        return visitor.found
    }

    private func assertAsCasts(_ decl: DeclSyntax, file: StaticString = #filePath, line: UInt = #line) {
        let text = decl.trimmedDescription
        XCTAssertEqual(DeclarationTraits.attributes(of: decl)?.description,
                       decl.asProtocol(WithAttributesSyntax.self)?.attributes.description, text, file: file, line: line)
        XCTAssertEqual(DeclarationTraits.modifiers(of: decl)?.description,
                       decl.asProtocol(WithModifiersSyntax.self)?.modifiers.description, text, file: file, line: line)
        let group = DeclarationTraits.group(of: decl), cast = decl.asProtocol(DeclGroupSyntax.self)
        XCTAssertEqual(group == nil, cast == nil, text, file: file, line: line)
        XCTAssertEqual(group?.memberBlock.description, cast?.memberBlock.description, text, file: file, line: line)
        XCTAssertEqual(group?.inheritanceClause?.description, cast?.inheritanceClause?.description, text, file: file, line: line)
    }

    /// (swift-syntax 603's parser no longer makes `EditorPlaceholderDeclSyntax`: `<#declaration#>`
    /// is a macro expansion; the kind is still read as `SyntaxTraits` declares it.)
    func testEveryKindOfDeclarationReadsAsTheCastsReadIt() {
        let found = declarations(in: Self.everyKind)
        for decl in found { assertAsCasts(decl) }
        let kinds = Set(found.map { "\($0.kind)" })
        for kind in ["accessorDecl", "actorDecl", "associatedTypeDecl", "classDecl", "deinitializerDecl",
                     "enumCaseDecl", "enumDecl", "extensionDecl", "functionDecl", "ifConfigDecl", "importDecl", "initializerDecl",
                     "macroDecl", "macroExpansionDecl", "missingDecl", "operatorDecl", "poundSourceLocation", "precedenceGroupDecl",
                     "protocolDecl", "structDecl", "subscriptDecl", "typeAliasDecl", "variableDecl"] {
            XCTAssertTrue(kinds.contains(kind), "the source holds a \(kind)")
        }
    }

    func testTheBundledPagesDeclarationsAndExamplesReadAsTheCastsReadThem() {
        let pages = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path])).pages
        var checked = 0
        for page in pages {
            let sources = [page.declaration?.text].compactMap { $0 } + page.examples.map(\.code)
            for source in sources {
                for decl in declarations(in: source) {
                    assertAsCasts(decl)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
