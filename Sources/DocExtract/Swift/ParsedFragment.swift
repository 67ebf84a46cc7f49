import DocModel
import SwiftParser
import SwiftSyntax

/// A fragment of Swift parsed in one synthetic context, with errors mapped to source lines.
struct ParsedFragment {
    /// The context the fragment was wrapped in.
    let context: SyntheticContext
    /// The tree of the wrapped text.
    let tree: SourceFileSyntax
    /// Errors, positioned in the source file the fragment came from (at most 20); columns
    /// count UTF-8 bytes, as SwiftParser and the Swift compiler do.
    let diagnostics: [ParseDiagnostic]
    /// Number of errors, including those not kept in `diagnostics`.
    let errorCount: Int
    /// Bytes of the text the parser could not fit into the grammar.
    let unexpectedBytes: Int

    /// Whether SwiftParser reported no error.
    var isClean: Bool { diagnostics.isEmpty }

    /// SwiftParser's release-build default, used in debug builds too (whose default is 20)
    /// so that results do not depend on the build configuration.
    static let maximumNestingLevel = 256

    /// Parses `fragment` (whose first line is line `firstLine` of its source file) in `context`.
    init(_ fragment: String, firstLine: Int, context: SyntheticContext) {
        self.init(fragment, firstLine: firstLine, context: context, excess: NestingGuard.firstExcess(in: fragment))
    }

    /// `init(_:firstLine:context:)` with `NestingGuard.firstExcess(in: fragment)` known (it does
    /// not depend on the context).
    init(_ fragment: String, firstLine: Int, context: SyntheticContext, excess: (line: Int, column: Int)?) {
        self.context = context
        if let excess {
            self.tree = Parser.parse(source: "")
            self.errorCount = 1
            self.unexpectedBytes = fragment.utf8.count
            self.diagnostics = [ParseDiagnostic(
                line: firstLine + excess.line - 1, column: excess.column,
                message: "brackets nested too deeply to parse safely")]
            return
        }
        var parser = Parser(context.wrap(fragment), maximumNestingLevel: Self.maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        self.tree = tree
        let (findings, errorCount, unexpectedBytes) = SyntaxDiagnosticCollector.scan(tree)
        self.errorCount = errorCount
        self.unexpectedBytes = unexpectedBytes
        guard !findings.isEmpty else {
            self.diagnostics = []
            return
        }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lineCount = fragment.utf8LineCount
        self.diagnostics = findings.map { finding in
            let location = converter.location(for: finding.position)
            let fragmentLine = min(max(location.line - context.lineOffset, 1), lineCount)
            let column = location.line - context.lineOffset == fragmentLine ? location.column : 1
            return ParseDiagnostic(line: firstLine + fragmentLine - 1, column: max(column, 1),
                                   message: finding.message)
        }
    }

    /// The top-level items of the fragment itself, looking through a synthesized container.
    var items: [Syntax] {
        let top = tree.statements.map { Syntax($0.item) }
        guard context.isContainer, top.count == 1, let container = top.first else { return top }
        if let decl = container.as(DeclSyntax.self), let group = DeclarationTraits.group(of: decl) {
            return group.memberBlock.members.map { Syntax($0.decl) }
        }
        if let function = container.as(FunctionDeclSyntax.self), let body = function.body {
            return body.statements.map { Syntax($0.item) }
        }
        return top
    }
}
