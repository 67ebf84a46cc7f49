import DocModel
import SwiftSyntax

/// Parses a documentation page's declaration block into the model's `Declaration`.
///
/// Documentation declarations have no bodies and show members out of their container.
/// The text is parsed as it stands first; when that fails, it is parsed again with an
/// empty body appended (or, for a typealias shown without its type, a placeholder type),
/// then as the members of a synthesized struct, enum or protocol; a clean parse there
/// counts as clean (positions are mapped back to the original lines). In a block of several
/// declarations (overloads) the first gives the structure, and the block is clean only
/// if all of them parse.
public enum DeclarationParser {
    /// Contexts tried in order; the first in which the text parses cleanly wins.
    static let contexts: [SyntheticContext] = [
        .none, .appendedBody, .appendedAliasTarget, .structBody, .enumBody, .protocolBody,
    ]

    /// Parses `text`, whose first line is line `firstLine` (1-based) of its source file.
    public static func parse(_ text: String, firstLine: Int) -> Declaration {
        LargeStack.run { parseOnCurrentThread(text, firstLine: firstLine) }
    }

    /// The same work on the calling thread, whose stack must be large (see `LargeStack`).
    static func parseOnCurrentThread(_ text: String, firstLine: Int) -> Declaration {
        let cleaned = trimmingTrailingBlankLines(DeclarationTextCleaner.clean(text))
        let lines = LineRange(start: firstLine, end: firstLine + cleaned.utf8LineCount - 1)
        guard cleaned.contains(where: { !$0.isWhitespace }) else {
            let empty = ParseDiagnostic(line: firstLine, column: 1, message: "empty declaration")
            return Declaration(text: cleaned, lines: lines, structure: nil, parsesCleanly: false,
                               parseDiagnostics: [empty])
        }
        let parsed = ParsedFragment.firstClean(cleaned, firstLine: firstLine, contexts: contexts)
        var structure = parsed.items.first
            .flatMap { $0.as(DeclSyntax.self) }
            .flatMap(DeclarationStructureBuilder.structure(of:))
        if parsed.context == .appendedAliasTarget, parsed.items.count == 1 {
            structure?.type = nil  // the synthesized `Never`, not the page's text
        }
        return Declaration(text: cleaned, lines: lines, structure: structure,
                           parsesCleanly: parsed.isClean, parseDiagnostics: parsed.diagnostics)
    }

    /// `text` without trailing lines that hold only whitespace, and without trailing spaces.
    static func trimmingTrailingBlankLines(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return String(result)
    }
}
