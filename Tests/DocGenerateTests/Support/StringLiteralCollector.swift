import SwiftSyntax

/// Collects every string literal of a parsed file.
final class StringLiteralCollector: SyntaxVisitor {
    private(set) var literals: [StringLiteralExprSyntax] = []

    static func literals(in tree: some SyntaxProtocol) -> [StringLiteralExprSyntax] {
        let collector = StringLiteralCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.literals
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        literals.append(node)
        return .skipChildren
    }
}
