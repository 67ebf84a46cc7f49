import DocModel
import SwiftParser
import SwiftSyntax

/// A fragment of Swift parsed in one synthetic context, with errors mapped to source lines.
struct ParsedFragment {
    /// The context the fragment was wrapped in.
    let context: SyntheticContext
    /// The tree of the wrapped text.
    let tree: SourceFileSyntax
    /// Errors, positioned in the source file the fragment came from (at most 20).
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
        self.context = context
        if let excess = NestingGuard.firstExcess(in: fragment) {
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
        let lineCount = max(1, fragment.split(separator: "\n", omittingEmptySubsequences: false).count)
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
        if let group = container.asProtocol(DeclGroupSyntax.self) {
            return group.memberBlock.members.map { Syntax($0.decl) }
        }
        if let function = container.as(FunctionDeclSyntax.self), let body = function.body {
            return body.statements.map { Syntax($0.item) }
        }
        return top
    }

    /// Whether the synthesized text only supplies context and does not change the fragment's
    /// meaning: a container holds exactly the fragment, and an appended `{}` is the body of a
    /// type or function (not, say, a closure after a dangling `=`).
    var wrapperIsSound: Bool {
        switch context {
        case .none: return true
        case .appendedBody: return appendedBraceIsBody
        case .appendedAliasTarget: return appendedEqualIsAliasTarget
        default: return tree.statements.count == 1
        }
    }

    /// Whether the appended `=` introduces the aliased type of a typealias.
    private var appendedEqualIsAliasTarget: Bool {
        let equalOffset = tree.totalLength.utf8Length - context.suffix.utf8.count + 1
        guard let equal = tree.token(at: AbsolutePosition(utf8Offset: equalOffset)),
              equal.tokenKind == .equal else { return false }
        return equal.parent?.parent?.is(TypeAliasDeclSyntax.self) == true
    }

    /// Whether the appended `{` opens a member block or a function-like body.
    private var appendedBraceIsBody: Bool {
        let braceOffset = tree.totalLength.utf8Length - context.suffix.utf8.count + 1
        guard let brace = tree.token(at: AbsolutePosition(utf8Offset: braceOffset)),
              brace.tokenKind == .leftBrace, let block = brace.parent else { return false }
        if block.is(MemberBlockSyntax.self) { return true }
        guard block.is(CodeBlockSyntax.self), let owner = block.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self)
            || owner.is(DeinitializerDeclSyntax.self)
    }

    /// Parses `fragment` in each context in turn and returns the first clean result, or
    /// the parse in the first context when none is clean.
    ///
    /// A missing context causes a few errors per line at most; when the first parse has
    /// more than that, the text is broken on its own and the other contexts are not tried.
    static func firstClean(_ fragment: String, firstLine: Int,
                           contexts: [SyntheticContext]) -> ParsedFragment {
        var first: ParsedFragment?
        for context in contexts {
            let parsed = ParsedFragment(fragment, firstLine: firstLine, context: context)
            if parsed.isClean, parsed.wrapperIsSound { return parsed }
            if first == nil {
                first = parsed
                let lineCount = fragment.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                if parsed.errorCount > max(4, 2 * lineCount) { return parsed }
            }
        }
        return first ?? ParsedFragment(fragment, firstLine: firstLine, context: .none)
    }
}
