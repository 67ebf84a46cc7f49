/// The entries of one breadcrumb item as the page names them.
///
/// A full-page crawl prints the site's breadcrumb twice: the full path, then a short one
/// nested under the last item. The crawler indents that nested list by five spaces, so
/// markdown reads it as code inside the item (`  *     * [ View ](…)` then `    * focused(_:)`):
/// every line of the item is an entry, written with its bullet and, for a parent, as a link.
enum BreadcrumbEntries {
    /// The entries of `text` (an item's plain text), one per non-empty line.
    static func of(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map(entry).filter { !$0.isEmpty }
    }

    /// The last entry of `text`: the page an item ends with.
    static func last(_ text: String) -> String {
        of(text).last ?? ""
    }

    /// One line as an entry: without bullets, link brackets and destination (`[ View ](url)` →
    /// `View`), or a status marker (`Deprecated`).
    static func entry(_ line: Substring) -> String {
        var entry = line.trimmed(.whitespaces)
        while let first = entry.first, "*-+".contains(first), entry.dropFirst().first == " " {
            entry = String(entry.dropFirst(2)).trimmed(.whitespaces)
        }
        if entry.hasPrefix("["), entry.hasSuffix(")"), let close = entry.range(of: "](") {
            entry = String(entry[entry.index(after: entry.startIndex)..<close.lowerBound]).trimmed(.whitespaces)
        }
        return Vocabulary.withoutStatusMarker(entry)
    }
}
