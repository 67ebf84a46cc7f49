extension SimpleText {
    /// `text.hasPrefix(prefix)`, answered at once when both start with different ASCII bytes:
    /// a character starting with an ASCII scalar is canonically equivalent only to characters
    /// whose decomposition starts with that scalar, so differing ASCII first bytes never match.
    /// (A non-ASCII first byte may still decompose to an ASCII scalar — `é` — so it goes the
    /// full way.) `ReaderShortcutTests` compares it with `hasPrefix`.
    static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
        if let first = text.utf8.first, let prefixFirst = prefix.utf8.first,
           first < 0x80, prefixFirst < 0x80, first != prefixFirst {
            return false
        }
        return text.hasPrefix(prefix)
    }
}
