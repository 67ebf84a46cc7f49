/// Markdown markers a crawl glued to the text after them, repaired line by line.
///
/// The translated halves of the bilingual crawl carry markers whose separating space or line
/// break was lost, so markdown reads them as text: an ATX heading without its space (`##讨论`,
/// `#prominentDetail`), an ordered-list marker before Chinese (`1.使用 …`), and a closing code
/// fence with the next heading's word on the same line (```` ```参数 ````), which leaves the
/// fence open and swallows the rest of the page. Each repair is structural (no wording); every
/// repaired line is reported as recovered by `CrawlLineRecovery`.
enum CrawlMarkerRepair {
    /// `line` with its leading marker separated from the text after it, or nil when nothing is
    /// glued. A heading marker before Latin text is repaired only on the block's first text line
    /// (`firstText`), where it can only be the title: elsewhere `#if` or `#Preview` may be prose.
    static func repaired(_ line: Substring, firstText: Bool) -> Substring? {
        let indent = line.prefix { $0 == " " }
        guard indent.count < 4 else { return nil }
        let text = line[indent.endIndex...]
        let hashes = text.prefix { $0 == "#" }
        if (1...6).contains(hashes.count), let next = text[hashes.endIndex...].first,
           next != " ", next != "#", next.isCJK || (firstText && next.isLetter) {
            return Substring(indent + hashes + " " + text[hashes.endIndex...])
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if (1...3).contains(digits.count), text.dropFirst(digits.count).first == ".",
           let next = text.dropFirst(digits.count + 1).first, next.isCJK {
            return Substring(indent + digits + ". " + text.dropFirst(digits.count + 1))
        }
        return nil
    }

    /// A line that closes the open fence (`character` × at least `length`) and goes on with
    /// text (```` ```参数 ````): the fence and the rest, or nil when it is not one.
    static func gluedClosingFence(_ line: Substring, character: Character, length: Int) -> (fence: Substring, rest: Substring)? {
        let text = line.drop { $0 == " " }
        let marker = text.prefix { $0 == character }
        guard marker.count >= length else { return nil }
        let rest = text[marker.endIndex...].drop { $0 == " " }
        guard let first = rest.first, first.isCJK else { return nil }
        return (line[..<marker.endIndex], rest)
    }
}
