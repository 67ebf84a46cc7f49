import DocIngest

/// The entries of one breadcrumb item as the page names them.
///
/// A full-page crawl prints the site's breadcrumb twice: the full path, then a short one
/// nested under the last item. The crawler indents that nested list by five spaces, so
/// markdown reads its first entry as code inside the item (`  *     * [ View ](…)`) and the
/// rest as a nested list (`    * focused(_:)`): every code line and every nested item is an
/// entry, written with its bullet and, for a parent, as a link.
enum BreadcrumbEntries {
    /// The entries of a list item, in order.
    static func of(_ item: MarkdownNode) -> [String] {
        var result: [String] = []
        for child in item.children {
            switch child.kind {
            case .codeBlock: result += lines(child.literal ?? "")
            case .list: for nested in child.children { result += of(nested) }
            default: result += lines(child.plainText)
            }
        }
        return result
    }

    /// The last entry of a list item: the page it ends with.
    static func last(_ item: MarkdownNode) -> String {
        of(item).last ?? ""
    }

    private static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map(entry).filter { !$0.isEmpty }
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
