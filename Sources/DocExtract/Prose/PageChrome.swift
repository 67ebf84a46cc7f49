import DocModel

/// Recognises page chrome — text a publishing site adds around the documentation — by the
/// phrasebook's `chrome` lists (see its `_chromePolicy`).
public struct PageChrome: Sendable {
    public let phrasebook: Phrasebook

    public init(phrasebook: Phrasebook) {
        self.phrasebook = phrasebook
    }

    /// Chrome recognised by either language's phrasebook.
    public static func isChrome(_ line: String) -> Bool {
        let text = line.trimmed(.whitespaces)
        guard !text.isEmpty else { return false }
        return isChrome(trimmed: text, words: combinedWords)
    }

    /// Both phrasebooks' lists in one: chrome for either is chrome for their union.
    private static let combinedWords: Phrasebook.Chrome = {
        let books = Phrasebook.all.map(\.chrome)
        return Phrasebook.Chrome(exactLines: books.flatMap(\.exactLines), prefixes: books.flatMap(\.prefixes),
                                 contains: books.flatMap(\.contains), breadcrumbRoots: books.flatMap(\.breadcrumbRoots),
                                 trailingMarkers: books.flatMap(\.trailingMarkers), originLinks: books.flatMap(\.originLinks),
                                 sourceLinePrefixes: books.flatMap(\.sourceLinePrefixes), navigationEnds: books.flatMap(\.navigationEnds),
                                 footerStarts: books.flatMap(\.footerStarts))
    }()

    /// Whether `line` is chrome in its entirety and should be dropped.
    public func isChrome(_ line: String) -> Bool {
        let text = line.trimmed(.whitespaces)
        guard !text.isEmpty else { return false }
        return Self.isChrome(trimmed: text, words: phrasebook.chrome)
    }

    private static func isChrome(trimmed text: String, words: Phrasebook.Chrome) -> Bool {
        if words.exactLines.contains(text) { return true }
        if words.prefixes.contains(where: { text.hasPrefix($0) }) { return true }
        let simple = SimpleText.isSimple(text)
        if words.contains.contains(where: { SimpleText.contains(text, $0, textIsSimple: simple) }) { return true }
        return words.breadcrumbRoots.contains { isBreadcrumb(text, root: $0) }
    }

    /// A breadcrumb run together: the root immediately followed by further capitalised words, no spaces.
    private static func isBreadcrumb(_ text: String, root: String) -> Bool {
        guard text.hasPrefix(root), !text.contains(where: \.isWhitespace) else { return false }
        return text.dropFirst(root.count).first?.isUppercase ?? false
    }

    /// `line` without the site's trailing markers (`iOS 16.0+✓ renders` → `iOS 16.0+`).
    public func strippingMarkers(_ line: String) -> String {
        var text = line
        for marker in phrasebook.chrome.trailingMarkers {
            if let range = text.range(of: marker, options: .backwards),
               text[range.upperBound...].allSatisfy(\.isWhitespace) {
                text = String(text[..<range.lowerBound])
            }
        }
        return text.trimmed(.whitespaces)
    }
}
