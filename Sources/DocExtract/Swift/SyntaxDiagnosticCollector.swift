import DocModel
import SwiftSyntax

/// Collects SwiftParser's errors from a tree: missing tokens, unexpected code and lexer errors.
///
/// swift-syntax records every syntax error in the tree itself; this walk turns those records
/// into positioned messages without needing the SwiftParserDiagnostics module. It visits what a
/// `SyntaxVisitor` over all nodes would, in the same order, but only descends into nodes whose
/// `hasError` is set: a node without it holds no missing token, unexpected code or token error,
/// so nothing below it would be recorded (`SyntaxDiagnosticCollectorTests` compares the two).
final class SyntaxDiagnosticCollector {
    /// An error found in the tree, positioned in the parsed (possibly wrapped) text.
    struct Finding {
        var position: AbsolutePosition
        var message: String
    }

    /// Upper bound on findings kept, so garbage input cannot produce huge lists.
    static let limit = 20

    private(set) var findings: [Finding] = []
    /// Bytes of source text the parser could not fit into the grammar.
    private(set) var unexpectedBytes = 0
    /// Number of errors found, including those beyond `limit`.
    private(set) var errorCount = 0


    /// The errors in `tree`, in source order, at most `limit` of them, and the number of
    /// bytes of unexpected code.
    static func scan(_ tree: some SyntaxProtocol) -> (findings: [Finding], errorCount: Int, unexpectedBytes: Int) {
        guard tree.hasError else { return ([], 0, 0) }
        let collector = SyntaxDiagnosticCollector()
        collector.walkErrors(Syntax(tree))
        if collector.findings.isEmpty {
            collector.findings.append(Finding(position: tree.position, message: "syntax error"))
        }
        return (collector.findings, max(collector.errorCount, 1), collector.unexpectedBytes)
    }

    /// Records the errors in `node`, which has `hasError` set, in source order.
    private func walkErrors(_ node: Syntax) {
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            visit(unexpected)
        } else if let token = node.as(TokenSyntax.self) {
            visit(token)
        } else {
            for child in node.children(viewMode: .all) where child.hasError { walkErrors(child) }
        }
    }

    private func visit(_ node: UnexpectedNodesSyntax) {
        unexpectedBytes += node.trimmedLength.utf8Length
        let text = node.trimmedUnexpectedText
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        record(node.positionAfterSkippingLeadingTrivia, "unexpected code '\(shown)'")
    }

    private func visit(_ token: TokenSyntax) {
        if token.presence == .missing {
            record(token.positionAfterSkippingLeadingTrivia, "expected \(Self.describe(token))")
        } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            let offset = SourceLength(utf8Length: Int(diagnostic.byteOffset))
            record(token.position + offset, "invalid token: \(diagnostic.kind)")
        }
    }

    private func record(_ position: AbsolutePosition, _ message: String) {
        errorCount += 1
        guard findings.count < Self.limit else { return }
        findings.append(Finding(position: position, message: message))
    }

    /// How a missing token is named in a message (`'}'`, `identifier`, `type`).
    static func describe(_ token: TokenSyntax) -> String {
        if !token.text.isEmpty { return "'\(token.text)'" }
        switch token.parent?.kind {
        case .missingDecl?: return "declaration"
        case .missingExpr?: return "expression"
        case .missingType?: return "type"
        case .missingPattern?: return "pattern"
        case .missingStmt?: return "statement"
        default: return "identifier"
        }
    }
}
