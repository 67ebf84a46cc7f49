import SwiftSyntax

/// A view whose `body` is elided: Apple's examples often show only the properties a point needs
/// and let a `// ...` line stand for the rest (`struct MyView: View { @State private var
/// isPlaying = false  // ... }`). Real SwiftUI cannot compile such a view; the stand-in is an
/// empty body, recorded as a filling.
enum ElidedBody {
    /// Where a body goes: after the last member of a `View` struct with a `// ...` line and no `body`.
    struct Site {
        /// UTF-8 offset to insert at (before the struct's closing brace).
        var offset: Int
        /// 1-based line of the `// ...` that stands for the body.
        var line: Int
        var indentation: String
    }

    /// The stand-in declaration.
    static let standIn = "var body: some View { EmptyView() }"
    /// The engine type the stand-in needs.
    static let requiredName = "EmptyView"

    static func sites(in file: SourceFileSyntax, code: String, converter: SourceLocationConverter,
                      elidedLines: [Int]) -> [Site] {
        guard !elidedLines.isEmpty else { return [] }
        let finder = StructFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.structs.compactMap { node in
            let inherits = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
            let hasBody = node.memberBlock.members.contains { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "body" } ?? false
            }
            guard inherits, !hasBody else { return nil }
            let first = node.memberBlock.leftBrace.startLocation(converter: converter).line
            let last = node.memberBlock.rightBrace.startLocation(converter: converter).line
            guard let line = elidedLines.first(where: { $0 > first && $0 < last }) else { return nil }
            let braceColumn = node.memberBlock.rightBrace.startLocation(converter: converter).column
            return Site(offset: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, line: line,
                        indentation: String(repeating: " ", count: max(braceColumn - 1, 0) + 4))
        }
    }

    private final class StructFinder: SyntaxVisitor {
        var structs: [StructDeclSyntax] = []
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            structs.append(node)
            return .visitChildren
        }
    }
}
