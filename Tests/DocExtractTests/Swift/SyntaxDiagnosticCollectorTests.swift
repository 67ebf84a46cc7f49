@testable import DocExtract
import DocModel
import SwiftParser
import SwiftSyntax
import XCTest

/// The collector's walk descends only into nodes with errors; it must record what a visitor over
/// every node records (kept here as the reference), in the same order, with the same counts.
final class SyntaxDiagnosticCollectorTests: XCTestCase {
    /// The visitor over all nodes the collector was before it pruned its walk.
    private final class EveryNodeCollector: SyntaxVisitor {
        var findings: [String] = []
        var unexpectedBytes = 0
        var errorCount = 0

        init() { super.init(viewMode: .all) }

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            unexpectedBytes += node.trimmedLength.utf8Length
            let text = node.trimmedText
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            record(node.positionAfterSkippingLeadingTrivia, "unexpected code '\(shown)'")
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing {
                record(token.positionAfterSkippingLeadingTrivia, "expected \(SyntaxDiagnosticCollector.describe(token))")
            } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
                record(token.position + SourceLength(utf8Length: Int(diagnostic.byteOffset)), "invalid token: \(diagnostic.kind)")
            }
            return .skipChildren
        }

        private func record(_ position: AbsolutePosition, _ message: String) {
            errorCount += 1
            guard findings.count < SyntaxDiagnosticCollector.limit else { return }
            findings.append("\(position.utf8Offset) \(message)")
        }
    }

    /// Compares the two on `source` parsed as it stands and in every synthetic context.
    private func assertSameFindings(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var errors = 0
        for context in SyntheticContext.allCases {
            let tree = Parser.parse(source: context.wrap(source))
            let scanned = SyntaxDiagnosticCollector.scan(tree)
            guard tree.hasError else {
                XCTAssertTrue(scanned.findings.isEmpty, file: file, line: line)
                continue
            }
            let reference = EveryNodeCollector()
            reference.walk(tree)
            let mine = scanned.findings.map { "\($0.position.utf8Offset) \($0.message)" }
            let expected = reference.findings.isEmpty ? ["\(tree.position.utf8Offset) syntax error"] : reference.findings
            XCTAssertEqual(mine, expected, "\(context) \(source.prefix(80).debugDescription)", file: file, line: line)
            XCTAssertEqual(scanned.errorCount, max(reference.errorCount, 1), file: file, line: line)
            XCTAssertEqual(scanned.unexpectedBytes, reference.unexpectedBytes, file: file, line: line)
            errors += 1
        }
        return errors
    }

    func testMadeSourcesWithErrorsEverywhere() {
        let sources = [
            "", "func f(", "struct S { var }", "let x = [1, 2,,]", "class C<T where T: P> : D {}", "func f() -> Int { return }",
            "var body: some View { Text(\"a\" }", "@State private var z = 0 ;;", "let s = \"unterminated", "x = 0x", "}}} {{{",
            "case a, b", "associatedtype X", "init(x: Int)", "func f(_ a: Int) async throws -> [String: [Int]]",
            "if x { } else", "let `a = 1", "Text(\"a\").padding(.). focused($f)", String(repeating: "f(", count: 30),
        ]
        var errors = 0
        for source in sources { errors += assertSameFindings(source) }
        XCTAssertGreaterThan(errors, 40)
    }

    func testEveryDeclarationAndExampleOfTheBundledPages() {
        let pages = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path])).pages
        var errors = 0
        for page in pages {
            for source in [page.declaration?.text].compactMap({ $0 }) + page.examples.map(\.code) {
                errors += assertSameFindings(source)
            }
        }
        XCTAssertGreaterThan(errors, 100, "the contexts that do not fit make errors to compare")
    }
}
