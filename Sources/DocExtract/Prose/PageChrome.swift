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
        return isChrome(trimmed: text, words: combinedWords, prepared: preparedCombined)
    }

    /// `combinedWords` prepared for the hot path: exact lines hashed, simple prefixes as bytes.
    private static let preparedCombined = PreparedChromeWords(combinedWords)

    /// Both phrasebooks' lists in one: chrome for either is chrome for their union. Words both
    /// books list are kept once (the checks ask whether any word matches, so order and
    /// repetition do not change an answer; each repeat cost a search of its own).
    private static let combinedWords: Phrasebook.Chrome = {
        let books = Phrasebook.all.map(\.chrome)
        return Phrasebook.Chrome(exactLines: books.flatMap(\.exactLines), prefixes: books.flatMap(\.prefixes).uniqued(),
                                 contains: books.flatMap(\.contains).uniqued(), breadcrumbRoots: books.flatMap(\.breadcrumbRoots).uniqued(),
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

    private static func isChrome(trimmed text: String, words: Phrasebook.Chrome, prepared: PreparedChromeWords? = nil) -> Bool {
        let simple = SimpleText.isSimple(text)
        if let prepared {
            if prepared.matchesLineOrPrefix(text, simple: simple) || prepared.containsAnyWord(text, simple: simple) { return true }
        } else {
            if words.exactLines.contains(text) { return true }
            if words.prefixes.contains(where: { text.hasPrefix($0) }) { return true }
            if words.contains.contains(where: { SimpleText.contains(text, $0, textIsSimple: simple) }) { return true }
        }
        return words.breadcrumbRoots.contains { isBreadcrumb(text, root: $0) }
    }

    /// A breadcrumb run together: the root immediately followed by further capitalised words, no spaces.
    private static func isBreadcrumb(_ text: String, root: String) -> Bool {
        guard SimpleText.hasPrefix(text, root), !text.contains(where: \.isWhitespace) else { return false }
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

/// A chrome list's exact lines and prefixes prepared once: the lines as a set (same `==`), the
/// prefixes that are simple text as bytes — in simple text a byte prefix is a character prefix
/// (`SimpleText`), so `hasPrefix` gives the same answer. `PageChromeTests` compares the two.
struct PreparedChromeWords: Sendable {
    let exactLines: Set<String>
    let simplePrefixes: [[UInt8]]
    /// `simplePrefixes` grouped by first byte (each group in list order): only those starting
    /// with a text's first byte can be its prefix.
    let simplePrefixesByFirstByte: [[[UInt8]]]
    let otherPrefixes: [String]
    let allPrefixes: [String]
    /// Whether one of the simple prefixes is empty (it starts even the empty text).
    let emptySimplePrefix: Bool
    /// The `contains` words, each with whether it is simple text.
    let containedWords: [(word: String, simple: Bool)]

    init(_ words: Phrasebook.Chrome) {
        containedWords = words.contains.map { ($0, SimpleText.isSimple($0)) }
        exactLines = Set(words.exactLines)
        simplePrefixes = words.prefixes.filter { SimpleText.isSimple($0) }.map { Array($0.utf8) }
        var groups = [[[UInt8]]](repeating: [], count: 256)
        var empty: [[UInt8]] = []
        for prefix in simplePrefixes {
            if let first = prefix.first { groups[Int(first)].append(prefix) } else { empty.append(prefix) }
        }
        // An empty prefix starts every text: kept in every group.
        simplePrefixesByFirstByte = groups.map { empty + $0 }
        emptySimplePrefix = !empty.isEmpty
        otherPrefixes = words.prefixes.filter { !SimpleText.isSimple($0) }
        allPrefixes = words.prefixes
    }

    /// `words.contains.contains { SimpleText.contains(text, $0, textIsSimple: simple) }`, with
    /// each word's simplicity known.
    func containsAnyWord(_ text: String, simple: Bool) -> Bool {
        containedWords.contains { word, wordIsSimple in
            guard simple, wordIsSimple, !word.isEmpty else { return SimpleText.contains(text, word, textIsSimple: simple) }
            return SimpleText.firstByteOffset(of: word, in: text) != nil
        }
    }

    /// Whether `text` is one of the exact lines or starts with one of the prefixes.
    func matchesLineOrPrefix(_ text: String, simple: Bool) -> Bool {
        if exactLines.contains(text) { return true }
        guard simple else { return allPrefixes.contains { text.hasPrefix($0) } }
        let simpleMatch: Bool
        if let first = text.utf8.first {
            simpleMatch = simplePrefixesByFirstByte[Int(first)].contains { text.utf8.starts(with: $0) }
        } else {
            simpleMatch = emptySimplePrefix
        }
        return simpleMatch || otherPrefixes.contains { text.hasPrefix($0) }
    }
}
