@testable import DocExtract
import DocModel
import SwiftParser
import SwiftSyntax
import XCTest

/// `trimmedText` is swift-syntax's `trimmedDescription`, node for node.
final class SyntaxTrimmedTextTests: XCTestCase {
    private final class AllNodes: SyntaxAnyVisitor {
        var nodes: [Syntax] = []
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            nodes.append(node)
            return .visitChildren
        }
    }

    private func assertTrimmedTextIsTrimmedDescription(in source: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let visitor = AllNodes(viewMode: .all)
        visitor.walk(Parser.parse(source: source))
        for node in visitor.nodes {
            XCTAssertEqual(node.trimmedText, node.trimmedDescription, "\(node.kind) in \(source.prefix(60).debugDescription)",
                           file: file, line: line)
        }
        return visitor.nodes.count
    }

    func testMadeSourcesWithTriviaUnicodeAndErrors() {
        let sources = [
            "", " ", "// only a comment\n", "  func f( a : Int ) -> Int { a } // trailing\n",
            "/// doc\n@available(iOS 17, *)\n  public   var  x :Int   /* c */\n",
            "let é = \"中文 😀\"  \t\n", "func f(", "struct S { var }", "#if X\nlet a = 1\n#else\nlet b = 2\n#endif\n",
            "class C<T where T: P> : D {}", "let x = [1, 2,,]", "\u{FEFF}let bom = 1", "let a = 1\r\nlet b = 2\r\n",
            "func g() -> some View { Text(\"x\").focused($f) }", "@State private var z = 0 ;;",
        ]
        var nodes = 0
        for source in sources { nodes += assertTrimmedTextIsTrimmedDescription(in: source) }
        XCTAssertGreaterThan(nodes, 200)
    }

    /// Unexpected code (always `hasError`) is cut from its bytes when nothing inside it has an
    /// error: the text is `trimmedDescription`'s, for every such node of the made sources and of
    /// the bundled pages' declarations and examples parsed in every synthetic context.
    func testUnexpectedCodeTextIsTrimmedDescription() {
        let pages = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path])).pages
        let made = ["func f(", "struct S { var }", "let x = [1, 2,,]", "@State private var z = 0 ;;", "}}} a b {{{", "let 1x = é 中 ;; ?",
                    "let a = 0x ;; b", "let s = \"open\n;; x", "let c = 'x' ;; y", "let d = 1 \u{1} ;; z", "#if\n;; (\n#endif", "/* open ;;",
                    "func f(a: ) -> {", "let x = (1, , 2) ;; )", "struct { var : Int = }", "case = 1 ;; let", "init( { } ) ;;"]
        var unexpected = 0, cut = 0
        for source in made + pages.flatMap({ [$0.declaration?.text].compactMap { $0 } + $0.examples.map(\.code) }) {
            for context in SyntheticContext.allCases {
                let visitor = AllNodes(viewMode: .all)
                visitor.walk(Parser.parse(source: context.wrap(source)))
                for node in visitor.nodes {
                    guard let code = node.as(UnexpectedNodesSyntax.self) else { continue }
                    XCTAssertEqual(code.trimmedUnexpectedText, code.trimmedDescription, "\(context) \(source.prefix(60).debugDescription)")
                    unexpected += 1
                    if code.firstToken(viewMode: .all)?.presence == .present, code.lastToken(viewMode: .all)?.presence == .present { cut += 1 }
                }
            }
        }
        XCTAssertGreaterThan(unexpected, 100)
        XCTAssertGreaterThan(cut, 50, "most unexpected code is cut from its bytes")
    }

    func testEveryNodeOfTheBundledPagesDeclarationsAndExamples() {
        let pages = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path])).pages
        var nodes = 0
        for page in pages {
            for source in [page.declaration?.text].compactMap({ $0 }) + page.examples.map(\.code) {
                nodes += assertTrimmedTextIsTrimmedDescription(in: source)
            }
        }
        XCTAssertGreaterThan(nodes, 5000)
    }
}
