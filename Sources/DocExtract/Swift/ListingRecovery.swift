import DocModel
import SwiftSyntax

/// Finds a Swift listing in text scraped from a rendered page, where it has no fence.
///
/// Candidates start at lines that open code (`struct`, `@State`, `import`, `VStack {` …)
/// and end where brackets balance, before prose at top level. The longest candidate that
/// SwiftParser accepts without errors and that has real code structure wins. Work is
/// bounded: a few ends per start, only candidates longer than the best so far are parsed,
/// and the total number of lines parsed is capped.
public enum ListingRecovery {
    /// Returns the largest clean Swift listing in `lines`, whose first is line `firstLine`
    /// of the source file, or nil when there is none.
    public static func recover(lines: [String], firstLine: Int) -> RecoveredListing? {
        LargeStack.run { recoverOnCurrentThread(lines: lines, firstLine: firstLine) }
    }

    /// The same work on the calling thread, whose stack must be large (see `LargeStack`).
    static func recoverOnCurrentThread(lines: [String], firstLine: Int) -> RecoveredListing? {
        let lines = lines.map { Substring($0) }
        var budget = max(2_000, 20 * lines.count)
        var best: ClosedRange<Int>?
        for start in lines.indices where CodeLineHeuristics.startsLikeCode(lines[start]) {
            let bestLength = best?.count ?? 0
            for end in ListingCandidates.ends(in: lines, from: start) where end - start + 1 > bestLength {
                budget -= end - start + 1
                if budget < 0 { break }
                if isCleanCode(lines[start...end]) {
                    best = start...end
                    break
                }
            }
            if budget < 0 { break }
        }
        guard let best else { return nil }
        let code = lines[best].joined(separator: "\n")
        let shape = ExampleAnalyzer.analyzeOnCurrentThread(code: code, firstLine: firstLine + best.lowerBound).shape
        return RecoveredListing(lines: LineRange(start: firstLine + best.lowerBound, end: firstLine + best.upperBound),
                                code: code, shape: shape)
    }

    /// Whether `span` parses cleanly and looks like code rather than prose that happens to parse.
    static func isCleanCode(_ span: ArraySlice<Substring>) -> Bool {
        let nonBlank = span.filter { $0.contains { !$0.isWhitespace } }
        let prose = nonBlank.filter(CodeLineHeuristics.isProse).count
        guard prose * 2 <= nonBlank.count else { return false }
        let parsed = ParsedFragment(span.joined(separator: "\n"), firstLine: 1, context: .none)
        return parsed.isClean && hasCodeStructure(parsed.items)
    }

    /// Whether the items include a declaration, or a call together with a brace block.
    static func hasCodeStructure(_ items: [Syntax]) -> Bool {
        if items.contains(where: { $0.is(DeclSyntax.self) }) { return true }
        let tokens = items.flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.tokenKind) }
        return tokens.contains(.leftBrace) && tokens.contains(.leftParen)
    }
}
