/// Where a listing starting at a given line could end: the lines after which its brackets
/// balance, before prose or an unmatched closing bracket cuts it off.
enum ListingCandidates {
    /// Ends kept per start, longest first; shorter ones are rarely the best listing.
    static let maximumEnds = 8

    /// Candidate end indices for a listing starting at `start`, longest first.
    static func ends(in lines: [Substring], from start: Int) -> [Int] {
        var scanner = SwiftLineScanner()
        var ends: [Int] = []
        for index in start..<lines.count {
            let line = lines[index]
            if index > start, scanner.depth == 0, CodeLineHeuristics.isProse(line) { break }
            let lowest = scanner.scan(line)
            if lowest < 0 { break }
            if scanner.depth == 0, line.contains(where: { !$0.isWhitespace }) {
                ends.append(index)
                if ends.count > maximumEnds { ends.removeFirst() }
            }
        }
        return ends.reversed()
    }
}
