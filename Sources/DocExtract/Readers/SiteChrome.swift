import DocModel

/// The site around a full-page crawl (`Source: URL`, the developer site's navigation and
/// footer saved with the page): where it stands, so the reader sees only the documentation.
///
/// The words come from the phrasebooks' `chrome` (`sourceLinePrefixes`, `navigationEnds`,
/// `footerStarts`). Only a page whose first line names its source is treated so; anything else
/// is read as it is.
struct SiteChrome {
    /// The origin URL the first line gives.
    var originURL: String?
    /// Index of the source line.
    var sourceLine: Int
    /// Lines up to and including the end of the navigation (indices into the file's lines).
    var navigation: ClosedRange<Int>?
    /// The footer, from its first line to the end.
    var footer: Range<Int>?

    func removes(_ index: Int) -> Bool {
        index == sourceLine || (navigation?.contains(index) ?? false) || (footer?.contains(index) ?? false)
    }

    /// The site chrome of `lines` (the body starting at `start`), or nil when the page does not
    /// start with a source line.
    static func find(in lines: [Substring], from start: Int) -> SiteChrome? {
        guard let first = lines[start...].firstIndex(where: { !$0.trimmed(.whitespaces).isEmpty }) else { return nil }
        let text = lines[first].trimmed(.whitespaces)
        guard let prefix = Vocabulary.sourceLinePrefixes.first(where: { text.hasPrefix($0) }) else { return nil }
        let url = text.dropFirst(prefix.count).trimmed(.whitespaces)
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), !url.contains(" ") else { return nil }
        var chrome = SiteChrome(originURL: url, sourceLine: first)
        if let end = lines[first...].firstIndex(where: { line in Vocabulary.navigationEnds.contains(line.trimmed(.whitespaces)) }) {
            chrome.navigation = (first + 1)...end
        }
        let from = (chrome.navigation?.upperBound ?? first) + 1
        if from < lines.count,
           let footer = lines[from...].firstIndex(where: { line in Vocabulary.footerStarts.contains { line.hasPrefix($0) } }) {
            chrome.footer = footer..<lines.count
        }
        return chrome
    }

    /// A note per region removed (1-based lines).
    func diagnostics(file: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        if let navigation {
            result.append(Diagnostic(id: "docgen.extract.site-chrome-removed", severity: .note,
                                     message: "the site's navigation (lines \(navigation.lowerBound + 1)–\(navigation.upperBound + 1)) was not read",
                                     file: file, line: navigation.lowerBound + 1))
        }
        if let footer {
            result.append(Diagnostic(id: "docgen.extract.site-chrome-removed", severity: .note,
                                     message: "the site's footer (lines \(footer.lowerBound + 1)–\(footer.upperBound)) was not read",
                                     file: file, line: footer.lowerBound + 1))
        }
        return result
    }
}
