import DocModel
import SwiftSyntax

/// Collects SwiftParser's errors from a tree: missing tokens, unexpected code and lexer errors.
///
/// swift-syntax records every syntax error in the tree itself; this visitor turns those
/// records into positioned messages without needing the SwiftParserDiagnostics module.
final class SyntaxDiagnosticCollector: SyntaxVisitor {
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

    init() { super.init(viewMode: .all) }

    /// The errors in `tree`, in source order, at most `limit` of them, and the number of
    /// bytes of unexpected code.
    static func scan(_ tree: some SyntaxProtocol) -> (findings: [Finding], errorCount: Int, unexpectedBytes: Int) {
        guard tree.hasError else { return ([], 0, 0) }
        let collector = SyntaxDiagnosticCollector()
        collector.walk(tree)
        if collector.findings.isEmpty {
            collector.findings.append(Finding(position: tree.position, message: "syntax error"))
        }
        return (collector.findings, max(collector.errorCount, 1), collector.unexpectedBytes)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        unexpectedBytes += node.trimmedLength.utf8Length
        let text = node.trimmedText
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        record(node.positionAfterSkippingLeadingTrivia, "unexpected code '\(shown)'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            record(token.positionAfterSkippingLeadingTrivia, "expected \(Self.describe(token))")
        } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            let offset = SourceLength(utf8Length: Int(diagnostic.byteOffset))
            record(token.position + offset, "invalid token: \(diagnostic.kind)")
        }
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition, _ message: String) {
        errorCount += 1
        guard findings.count < Self.limit else { return }
        findings.append(Finding(position: position, message: message))
    }

    /// How a missing token is named in a message (`'}'`, `identifier`, `type`).
    private static func describe(_ token: TokenSyntax) -> String {
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
