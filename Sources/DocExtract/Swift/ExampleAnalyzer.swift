import DocModel
import SwiftSyntax

/// Classifies a code listing's shape and checks that it parses.
///
/// The listing is parsed as it stands; if that fails, as the members of a struct (a member
/// fragment), then as the body of a function (statements). A listing that parses in none
/// of them keeps the diagnostics of the plain parse, and its shape is still guessed from
/// the syntax when it is mostly Swift, `other` when it is mostly not.
public enum ExampleAnalyzer {
    /// Analyzes `code`, whose first line is line `firstLine` (1-based) of its source file.
    public static func analyze(code: String, firstLine: Int) -> ExampleAnalysis {
        LargeStack.run { analyzeOnCurrentThread(code: code, firstLine: firstLine) }
    }

    /// The same work on the calling thread, whose stack must be large (see `LargeStack`).
    static func analyzeOnCurrentThread(code: String, firstLine: Int) -> ExampleAnalysis {
        guard code.contains(where: { !$0.isWhitespace }) else {
            let empty = ParseDiagnostic(line: firstLine, column: 1, message: "empty listing")
            return ExampleAnalysis(shape: .other, parsesCleanly: false, diagnostics: [empty])
        }
        let parsed = ParsedFragment.firstClean(code, firstLine: firstLine,
                                               contexts: [.none, .structBody, .functionBody])
        switch (parsed.isClean, parsed.context) {
        case (true, .structBody):
            return ExampleAnalysis(shape: .memberFragment, parsesCleanly: true)
        case (true, .functionBody):
            return ExampleAnalysis(shape: .statements, parsesCleanly: true)
        case (true, _):
            return ExampleAnalysis(shape: ExampleShapeClassifier.shape(of: parsed.items), parsesCleanly: true)
        case (false, _):
            let shape = isMostlySwift(parsed, code: code) ? ExampleShapeClassifier.shape(of: parsed.items) : .other
            return ExampleAnalysis(shape: shape, parsesCleanly: false, diagnostics: parsed.diagnostics)
        }
    }

    /// Whether an unclean parse still reads as Swift with a few mistakes: mostly code lines
    /// rather than prose, under a fifth of the text unparseable, and at most one error per
    /// four non-blank lines (at least one).
    static func isMostlySwift(_ parsed: ParsedFragment, code: String) -> Bool {
        let nonBlank = code.split(whereSeparator: \.isNewline).filter { $0.contains { !$0.isWhitespace } }
        let prose = nonBlank.filter(CodeLineHeuristics.isProse).count
        guard prose * 2 < nonBlank.count else { return false }
        guard parsed.errorCount <= max(1, nonBlank.count / 4) else { return false }
        return parsed.unexpectedBytes * 5 < max(code.utf8.count, 1)
    }
}
