import DocIngest
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
        let nonBlank = nonBlankLines(of: code)
        let prose = nonBlank.filter(CodeLineHeuristics.isProse).count
        guard prose * 2 < nonBlank.count else { return false }
        guard parsed.errorCount <= max(1, nonBlank.count / 4) else { return false }
        return parsed.unexpectedBytes * 5 < max(code.utf8.count, 1)
    }

    /// The lines of `code` holding something besides whitespace. Simple text (`SimpleText`) has
    /// no line break but the line feed, so it is split on bytes, and a line with an ASCII byte
    /// other than space or tab is not blank; other text and other lines are read by character
    /// (`ExampleAnalyzerTests` compares the two).
    static func nonBlankLines(of code: String) -> [Substring] {
        guard SimpleText.isSimple(code) else { return nonBlankLinesByCharacter(of: code) }
        return SourceText.lines(of: code).filter { line in
            var nonASCII = false
            for byte in line.utf8 {
                if byte >= 0x80 {
                    nonASCII = true
                } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                    return true
                }
            }
            return nonASCII && line.contains { !$0.isWhitespace }
        }
    }

    /// `nonBlankLines(of:)` character by character (any text).
    static func nonBlankLinesByCharacter(of code: String) -> [Substring] {
        code.split(whereSeparator: \.isNewline).filter { $0.contains { !$0.isWhitespace } }
    }
}
