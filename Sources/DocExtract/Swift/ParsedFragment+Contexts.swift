import SwiftSyntax

/// Checking synthesized contexts and choosing the first one in which a fragment parses.
extension ParsedFragment {
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
        let excess = NestingGuard.firstExcess(in: fragment)
        for context in contexts {
            let parsed = ParsedFragment(fragment, firstLine: firstLine, context: context, excess: excess)
            if parsed.isClean, parsed.wrapperIsSound { return parsed }
            if first == nil {
                first = parsed
                if parsed.errorCount > max(4, 2 * fragment.utf8LineCount) { return parsed }
            }
        }
        return first ?? ParsedFragment(fragment, firstLine: firstLine, context: .none)
    }
}
