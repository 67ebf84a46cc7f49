import DocModel

/// The crawl header's `key：value` fields: which keys the phrasebooks name and where they stand.
extension BilingualSplitter {
    /// Source and crawl-time field names of every phrasebook, lower-cased, with their language.
    static let sourceKeys: [String: Language] = keys(\.source)
    static let timeKeys: [String: Language] = keys(\.crawled)
    /// Every field name, longest first (so `抓取时间` is tried before a shorter name inside it).
    static let allKeys: [String] = (Array(sourceKeys.keys) + Array(timeKeys.keys)).sorted { ($0.count, $0) > ($1.count, $1) }

    static func keys(_ path: KeyPath<Phrasebook.CrawlHeaderWords, [String]>) -> [String: Language] {
        var result: [String: Language] = [:]
        for book in Phrasebook.all {
            for key in book.crawlHeader[keyPath: path] { result[key.lowercased()] = book.language }
        }
        return result
    }

    /// First scalars of the keys (lower-cased, as `fields(in:)` compares them).
    static let keyFirstScalars: Set<Unicode.Scalar> = Set(allKeys.compactMap(\.unicodeScalars.first))

    /// Whether a key can start at `character`: an ASCII letter lower-cases to an ASCII letter, so
    /// unless that is a key's first scalar no key matches there; anything else is checked in full.
    static func mayStartKey(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return true }
        let lowered = ascii >= UInt8(ascii: "A") && ascii <= UInt8(ascii: "Z") ? ascii | 0x20 : ascii
        return keyFirstScalars.contains(Unicode.Scalar(lowered))
    }

    /// `mayStartKey` for each ASCII scalar, looked up by value (no hashing per scalar).
    static let asciiKeyStarts: [Bool] = (0..<128).map { value in
        let lowered = value >= 0x41 && value <= 0x5A ? value | 0x20 : value
        return keyFirstScalars.contains(Unicode.Scalar(UInt8(lowered)))
    }

    /// The `key：value` fields in `text`: one per line normally, several when the header's line
    /// breaks were lost (`来源：URL 抓取时间：T`). A key starts the text or follows whitespace and
    /// is followed by an ASCII or full-width colon; the value runs to the next key.
    static func fields(in text: Substring) -> [(key: String, value: String)] {
        // The first key must start the text (after spaces): most lines rule that out at their
        // first byte. Every field's key is followed by a colon: a line without one has none.
        guard mayStartWithKey(text), text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == 0xBC }),
              text.contains(where: { $0 == ":" || $0 == "：" }), mayHoldKey(text) else { return [] }
        let starts = SimpleText.isSimple(text) ? keysByScalar(in: text) : keysByCharacter(in: text)
        guard let first = starts.first, text[..<first.range.lowerBound].trimmed(.whitespaces).isEmpty else { return [] }
        return starts.enumerated().map { offset, start in
            let end = offset + 1 < starts.count ? starts[offset + 1].range.lowerBound : text.endIndex
            return (start.key, String(text[start.range.upperBound..<end].trimmed(.whitespaces)))
        }
    }

    /// Whether a key may start `text` once leading spaces and tabs are skipped — where
    /// `fields(in:)` needs its first key, since only whitespace may come before it. False only
    /// when the first other character is a single ASCII scalar (an ASCII byte followed by an ASCII
    /// byte or the end) that starts no key (`asciiKeyStarts`), which both key readers pass over;
    /// a non-ASCII byte there, or right after, may start or extend a character, and is left to
    /// them. `CrawlHeaderFieldsTests`.
    static func mayStartWithKey(_ text: Substring) -> Bool {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex, utf8[index] == UInt8(ascii: " ") || utf8[index] == UInt8(ascii: "\t") {
            utf8.formIndex(after: &index)
        }
        guard index < utf8.endIndex else { return false }
        let first = utf8[index]
        guard first < 0x80 else { return true }
        let next = utf8.index(after: index)
        if next < utf8.endIndex, utf8[next] >= 0x80 { return true }
        return asciiKeyStarts[Int(first)]
    }

    /// The keys that are ASCII, as bytes, when every other key is simple text; nil when one is
    /// not (then `mayHoldKey` rules nothing out).
    static let asciiKeyBytes: [[UInt8]]? = allKeys.allSatisfy { key in key.utf8.allSatisfy { $0 < 0x80 } || SimpleText.isSimple(key) }
        ? allKeys.filter { key in key.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) } : nil

    /// Whether a key may occur in `text` (`fields(in:)` finds none where it cannot). Text that is
    /// not ASCII always may. In ASCII text a key occurs only where an ASCII key's bytes occur in
    /// the ASCII-lower-cased bytes: keys are compared with the lower-cased text as characters,
    /// an ASCII character equals only itself, and a simple key that is not ASCII equals no ASCII
    /// text (simple characters are equal only when their bytes are). `CrawlHeaderFieldsTests`.
    static func mayHoldKey(_ text: Substring) -> Bool {
        guard let keys = asciiKeyBytes else { return true }
        if let answer = text.utf8.withContiguousStorageIfAvailable({ mayHoldKey($0, keys) }) { return answer }
        return Array(text.utf8).withUnsafeBufferPointer { mayHoldKey($0, keys) }
    }

    private static func mayHoldKey(_ bytes: UnsafeBufferPointer<UInt8>, _ keys: [[UInt8]]) -> Bool {
        for byte in bytes where byte >= 0x80 { return true }
        func lowered(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
        for key in keys {
            guard let first = key.first, key.count <= bytes.count else { continue }
            for start in 0...(bytes.count - key.count) where lowered(bytes[start]) == first {
                var matched = 1
                while matched < key.count, lowered(bytes[start + matched]) == key[matched] { matched += 1 }
                if matched == key.count { return true }
            }
        }
        return false
    }

    /// Each key found in `text` with the range from its start through its colon, character by
    /// character (any text).
    static func keysByCharacter(in text: Substring) -> [(key: String, range: Range<Substring.Index>)] {
        var starts: [(key: String, range: Range<Substring.Index>)] = []
        var index = text.startIndex
        while index < text.endIndex {
            if index == text.startIndex || text[text.index(before: index)].isWhitespace, mayStartKey(text[index]) {
                let lowered = text[index...].prefix(16).lowercased()
                if let key = allKeys.first(where: { lowered.hasPrefix($0) }) {
                    var after = text.index(index, offsetBy: key.count)
                    while after < text.endIndex, text[after] == " " { after = text.index(after: after) }
                    if after < text.endIndex, text[after] == ":" || text[after] == "：" {
                        starts.append((key, index..<text.index(after: after)))
                        index = text.index(after: after)
                        continue
                    }
                }
            }
            index = text.index(after: index)
        }
        return starts
    }

    /// `keysByCharacter` for simple text, scalar by scalar (each scalar is a character there, so
    /// character offsets are scalar offsets); `BilingualSplitterTests` compares the two.
    static func keysByScalar(in text: Substring) -> [(key: String, range: Range<Substring.Index>)] {
        var starts: [(key: String, range: Range<Substring.Index>)] = []
        let scalars = text.unicodeScalars
        let asciiKeyStarts = Self.asciiKeyStarts
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            // A key can start at a non-ASCII scalar, or at an ASCII one that starts a key.
            if !scalar.isASCII || asciiKeyStarts[Int(scalar.value)],
               index == scalars.startIndex || scalars[scalars.index(before: index)].properties.isWhitespace {
                let lowered = text[index...].prefix(16).lowercased()
                if let key = allKeys.first(where: { lowered.hasPrefix($0) }),
                   var after = scalars.index(index, offsetBy: key.count, limitedBy: scalars.endIndex) {
                    while after < scalars.endIndex, scalars[after] == " " { scalars.formIndex(after: &after) }
                    if after < scalars.endIndex, scalars[after] == ":" || scalars[after] == "：" {
                        starts.append((key, index..<scalars.index(after: after)))
                        index = scalars.index(after: after)
                        continue
                    }
                }
            }
            scalars.formIndex(after: &index)
        }
        return starts
    }
}
