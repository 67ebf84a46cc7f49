/// A natural language a documentation page is written in.
public enum Language: String, Codable, Sendable, Hashable, CaseIterable, Comparable {
    /// English.
    case en
    /// Simplified Chinese.
    case zhHans = "zh-Hans"
    /// Japanese: a translation carried beside the English on one page (parallel spans of a
    /// saved DocC page), kept as a language of the record.
    case ja

    public static func < (lhs: Language, rhs: Language) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A value given once per language: the English, Chinese and Japanese form of one thing.
///
/// Used wherever a bilingual page says the same thing twice (title, summary,
/// a parameter's description). Any side may be missing; a missing side is not encoded.
public struct Localized<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    /// The English form.
    public var en: Value?
    /// The Simplified Chinese form.
    public var zhHans: Value?
    /// The Japanese form.
    public var ja: Value?

    public init(en: Value? = nil, zhHans: Value? = nil, ja: Value? = nil) {
        self.en = en
        self.zhHans = zhHans
        self.ja = ja
    }

    /// The form for `language`.
    public subscript(language: Language) -> Value? {
        get {
            switch language {
            case .en: en
            case .zhHans: zhHans
            case .ja: ja
            }
        }
        set {
            switch language {
            case .en: en = newValue
            case .zhHans: zhHans = newValue
            case .ja: ja = newValue
            }
        }
    }

    /// The languages that have a value, in canonical order.
    public var languages: [Language] { Language.allCases.filter { self[$0] != nil } }

    /// The English value, else the Chinese one, else the Japanese one.
    public var preferred: Value? { en ?? zhHans ?? ja }

    /// Whether no language has a value.
    public var isEmpty: Bool { en == nil && zhHans == nil && ja == nil }

    enum CodingKeys: String, CodingKey {
        case en
        case zhHans = "zh-Hans"
        case ja
    }
}

/// A piece of prose from a page together with the line it starts on.
public struct Prose: Codable, Sendable, Hashable {
    /// The text, with inline markup reduced to plain text (code spans keep their backticks).
    public var text: String
    /// 1-based line in the source file where the text starts.
    public var line: Int

    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}

/// An inclusive 1-based range of source lines.
public struct LineRange: Codable, Sendable, Hashable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    public var description: String { start == end ? "\(start)" : "\(start)-\(end)" }
}
