import DocModel
import Foundation

/// Puts the structure of a crawl block that lost its line breaks back on lines of its own.
///
/// Some crawl files have a Chinese half whose line breaks were lost: headings, fences, list
/// items and the role line run together (`# View **Protocol** 视图类型… ## 声明 ```swift …`).
/// Outside code, a line is split before a fence (```` ``` ````), a heading of level 2 or more
/// (` ## `) and a list item that follows the end of a sentence (`。 - **name**：`); once a line
/// is known to be collapsed (it followed a one-line header, or one of those splits happened),
/// also before a level-1 heading after a sentence end and before any list item, around a bold role line (`**Protocol**`,
/// the phrasebooks' roles) and after a known section heading followed by prose (`## 讨论 这…`).
/// Markers inside inline code spans never count. Pieces are separated by a blank line so that
/// markdown reads them as separate blocks; every recovered line keeps the file line it came
/// from. Code whose own line breaks were lost cannot be recovered: it is kept on one line and
/// reported (`docgen.extract.crawl-code-collapsed`). Markers glued to the text after them
/// (`##讨论`, `1.使用`, a closing fence followed by a word) are separated (`CrawlMarkerRepair`).
enum CrawlLineRecovery {
    /// A body's lines after recovery and the 1-based file line of each.
    struct Result: Sendable, Hashable {
        var lines: [String] = []
        var sourceLines: [Int] = []
        /// 1-based file lines where structure was split off (one per line).
        var recoveredLines: [Int] = []
        /// 1-based file lines holding code whose line breaks were lost.
        var collapsedCodeLines: [Int] = []
    }

    private enum PieceKind { case text, fenceOpen, code, fenceClose }

    /// Recovers `lines[from..<to]`, after `inlineRest` (body text that followed a one-line
    /// header on file line `inlineLine`).
    static func recover(_ lines: [Substring], from: Int, to: Int, inlineRest: Substring?, inlineLine: Int) -> Result {
        var result = Result()
        var fence: (character: Character, length: Int)?
        var seenText = false
        func recovered(_ line: Int) {
            if result.recoveredLines.last != line { result.recoveredLines.append(line) }
        }
        func emit(_ original: Substring, line: Int, collapsed: Bool) {
            if let open = fence {
                if let glued = CrawlMarkerRepair.gluedClosingFence(original, character: open.character, length: open.length) {
                    result.lines += [String(glued.fence), ""]
                    result.sourceLines += [line, line]
                    fence = nil
                    recovered(line)
                    emit(glued.rest, line: line, collapsed: collapsed)
                    return
                }
                result.lines.append(String(original))
                result.sourceLines.append(line)
                if FenceLine.closes(original, open) { fence = nil }
                return
            }
            var text = original
            if let repaired = CrawlMarkerRepair.repaired(text, firstText: !seenText) {
                text = repaired
                recovered(line)
            }
            if !text.trimmed(.whitespaces).isEmpty { seenText = true }
            let pieces = split(text, collapsed: collapsed)
            if pieces.count > 1 { recovered(line) }
            if pieces.contains(where: { $0.kind == .code }) { result.collapsedCodeLines.append(line) }
            var previous: PieceKind?
            for piece in pieces {
                if let previous, previous != .fenceOpen, piece.kind != .fenceClose, piece.kind != .code {
                    result.lines.append("")
                    result.sourceLines.append(line)
                }
                result.lines.append(String(piece.text))
                result.sourceLines.append(line)
                previous = piece.kind
            }
            // A fence opened on this line and not closed on it stays open for the next lines.
            if let last = pieces.last, last.kind == .fenceOpen, let open = FenceLine.opening(last.text) { fence = open }
        }
        if let inlineRest { emit(inlineRest, line: inlineLine, collapsed: true) }
        for index in from..<max(from, to) { emit(lines[index], line: index + 1, collapsed: false) }
        return result
    }

    /// The pieces of one line outside code.
    private static func split(_ line: Substring, collapsed: Bool) -> [(text: Substring, kind: PieceKind)] {
        let trimmed = line.trimmed(.whitespaces)
        if trimmed.hasPrefix("|") { return [(line, .text)] }
        if FenceLine.opening(Substring(trimmed)) != nil {
            // A fence on its own line: the usual case.
            return [(line, .fenceOpen)]
        }
        let first = pieces(line, collapsed: collapsed)
        if !collapsed, first.count > 1 { return pieces(line, collapsed: true) }
        return first
    }

    private static func pieces(_ line: Substring, collapsed: Bool) -> [(text: Substring, kind: PieceKind)] {
        var result: [(text: Substring, kind: PieceKind)] = []
        var start = line.startIndex
        var index = line.startIndex
        var inCode = false
        func cut(at position: Substring.Index) {
            let text = line[start..<position].trimmed(.whitespaces)
            if !text.isEmpty { result.append((Substring(text), .text)) }
            start = position
        }
        while index < line.endIndex {
            let char = line[index]
            if char == "`", !line[index...].hasPrefix("```") {
                inCode.toggle()
                index = line.index(after: index)
                continue
            }
            let afterSpace = index > line.startIndex && line[line.index(before: index)].isWhitespace
            let hasContentBefore = !line[start..<index].trimmed(.whitespaces).isEmpty
            if !inCode, afterSpace || !hasContentBefore, line[index...].hasPrefix("```") {
                // A fence: its info string is the word after it; anything after that is code.
                if hasContentBefore { cut(at: index) }
                var end = index
                while end < line.endIndex, line[end] == "`" { end = line.index(after: end) }
                while end < line.endIndex, !line[end].isWhitespace { end = line.index(after: end) }
                result.append((line[index..<end].trimmed(.whitespaces).substring, .fenceOpen))
                let rest = line[end...]
                guard !rest.trimmed(.whitespaces).isEmpty else { return result }
                if let close = rest.range(of: "```") {
                    let code = rest[..<close.lowerBound].trimmed(.whitespaces)
                    if !code.isEmpty { result.append((Substring(code), .code)) }
                    result.append(("```", .fenceClose))
                    start = close.upperBound
                    index = close.upperBound
                    continue
                }
                result.append((Substring(rest.trimmed(.whitespaces)), .code))
                return result
            }
            if !inCode, afterSpace, hasContentBefore, char == "#" {
                let hashes = line[index...].prefix { $0 == "#" }.count
                let next = line.index(index, offsetBy: hashes)
                if hashes <= 6, next < line.endIndex, line[next] == " ",
                   hashes >= 2 || (collapsed && endsSentence(line[start..<index])) {
                    cut(at: index)
                }
            }
            if !inCode, afterSpace, hasContentBefore, char == "-", collapsed || endsSentence(line[start..<index]) {
                let next = line[line.index(after: index)...]
                if next.hasPrefix(" **") || next.hasPrefix(" [") || next.hasPrefix(" `") { cut(at: index) }
            }
            if collapsed, !inCode, afterSpace, hasContentBefore, char == "*", line[index...].hasPrefix("**"),
               let role = roleSpan(line, at: index) {
                cut(at: index)
                result.append((line[index..<role], .text))
                start = role
                index = role
                continue
            }
            index = line.index(after: index)
        }
        cut(at: line.endIndex)
        if collapsed { result = result.flatMap(splitHeadingProse) }
        // Nothing split off: the line as it was, indentation included.
        if result.count <= 1, result.first?.kind ?? .text == .text { return [(line, .text)] }
        return result
    }

    /// `## 讨论 这个…` → `## 讨论`, `这个…` when the heading starts with a known section heading.
    private static func splitHeadingProse(_ piece: (text: Substring, kind: PieceKind)) -> [(text: Substring, kind: PieceKind)] {
        guard piece.kind == .text, piece.text.hasPrefix("#") else { return [piece] }
        let hashes = piece.text.prefix { $0 == "#" }
        let title = piece.text.dropFirst(hashes.count).drop { $0 == " " }
        guard hashes.count >= 2,
              let heading = sectionHeadings.first(where: { title.hasPrefix($0 + " ") }) else { return [piece] }
        let end = title.index(title.startIndex, offsetBy: heading.count)
        let prose = title[end...].trimmed(.whitespaces)
        guard !prose.isEmpty else { return [piece] }
        return [(piece.text[..<end], .text), (Substring(prose), .text)]
    }

    /// The end of a bold role (`**Protocol**`, `**实例方法**`) starting at `index`.
    private static func roleSpan(_ line: Substring, at index: Substring.Index) -> Substring.Index? {
        let body = line[line.index(index, offsetBy: 2)...]
        guard let close = body.range(of: "**") else { return nil }
        let name = body[..<close.lowerBound].trimmed(.whitespaces)
        guard !name.isEmpty, Phrasebook.symbolKind(forRole: String(name)) != nil else { return nil }
        return close.upperBound
    }

    /// Section headings of every phrasebook, longest first.
    private static let sectionHeadings: [String] = Phrasebook.all.flatMap { $0.sectionHeadings.map(\.text) }
        .sorted { ($0.count, $0) > ($1.count, $1) }

    /// Whether text ends a sentence, a bold label or a link (the place a run-together list item follows).
    private static func endsSentence(_ text: Substring) -> Bool {
        guard let last = text.trimmed(.whitespaces).last else { return false }
        let terminators = Set(Phrasebook.all.flatMap(\.sentence.terminators).compactMap(\.first))
        return terminators.contains(last) || "：:）)*`".contains(last)
    }
}

private extension StringProtocol {
    var substring: Substring { Substring(self) }
}
