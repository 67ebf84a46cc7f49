import DocModel
import Foundation

/// Splits a crawl file into its language blocks at the `来源：` / `source:` header blocks.
///
/// Header variants seen in the wild (field names from the phrasebooks' `crawlHeader`):
/// `--- 来源：URL` … `---`; `---` / `来源： URL` / `抓取时间： …` / `---` (full-width or ASCII
/// colons, optional space, blank lines between); the same without the closing `---` (the
/// header ends at the first line that is not a field); `源：` / `已爬网：` spellings; a Chinese
/// block whose header keeps the English `source:` beside `抓取时间：`; and the collapsed form
/// `--- 来源：URL 抓取时间：T --- # Title …` where the whole header and the start of the body
/// share one line. A block's language is that of its field names (a Chinese name wins over an
/// English one); when two blocks would share a language, the one with more Han characters is
/// the Chinese one. Each body goes through `CrawlLineRecovery`, which puts structure that lost
/// its line breaks back on lines of its own.
enum BilingualSplitter {
    /// One block of a crawl file: its language, header fields and its (recovered) body.
    struct Part {
        var language: Language
        var originURL: String?
        var crawledAt: String?
        /// 0-based index of the body's first line (the header's last line for a collapsed header).
        var bodyStart: Int
        /// 0-based index one past the body's last line.
        var bodyEnd: Int
        /// 1-based line of the header.
        var headerLine: Int
        /// Whether the header had no closing `---`.
        var unclosedHeader = false
        /// The body after structure recovery, with the 1-based file line of each of its lines.
        var body = CrawlLineRecovery.Result()
    }

    /// A header: its lines (0-based, end exclusive), language, fields and any body text that
    /// follows its closing `---` on the same line.
    struct Header {
        var start: Int
        var end: Int
        var language: Language
        var originURL: String?
        var crawledAt: String?
        var unclosed = false
        /// Text after the closing `---` on the header's last line (a collapsed header).
        var inlineRest: Substring?
    }

    /// The parts of `lines`, in file order. Empty when the file has no crawl headers.
    static func split(_ lines: [Substring]) -> [Part] {
        var parts: [Part] = []
        var headers: [Header] = []
        var index = 0
        while let header = header(in: lines, from: index) {
            headers.append(header)
            index = max(header.end, header.start + 1)
        }
        for (offset, header) in headers.enumerated() {
            let bodyStart = header.inlineRest == nil ? header.end : header.end - 1
            let bodyEnd = offset + 1 < headers.count ? headers[offset + 1].start : lines.count
            var part = Part(language: header.language, originURL: header.originURL, crawledAt: header.crawledAt,
                            bodyStart: bodyStart, bodyEnd: max(bodyStart, bodyEnd), headerLine: header.start + 1,
                            unclosedHeader: header.unclosed)
            part.body = CrawlLineRecovery.recover(lines, from: header.inlineRest == nil ? bodyStart : header.end,
                                                  to: max(bodyStart, bodyEnd), inlineRest: header.inlineRest,
                                                  inlineLine: header.end)
            parts.append(part)
        }
        resolveSharedLanguage(&parts)
        return parts
    }

    /// Two blocks named in the same language (a translated page that kept `source:`): the block
    /// with more Han characters is the Chinese one.
    private static func resolveSharedLanguage(_ parts: inout [Part]) {
        guard parts.count == 2, parts[0].language == parts[1].language else { return }
        let han = parts.map { part in
            part.body.lines.reduce(0) { $0 + $1.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count }
        }
        guard han[0] != han[1] else { return }
        parts[0].language = han[0] > han[1] ? .zhHans : .en
        parts[1].language = han[0] > han[1] ? .en : .zhHans
    }

    /// The next header's line range (0-based, end exclusive) and language at or after `from`.
    static func headerRange(in lines: [Substring], from: Int) -> (start: Int, end: Int, language: Language)? {
        header(in: lines, from: from).map { ($0.start, $0.end, $0.language) }
    }

    /// Whether `line` holds `---` anywhere (a necessary condition for a header's first line).
    static func containsThreeHyphens(_ line: Substring) -> Bool {
        let found = line.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress, bytes.count >= 3 else { return false }
            var offset = 0
            while offset < bytes.count - 2, let hit = memchr(base + offset, Int32(UInt8(ascii: "-")), bytes.count - 2 - offset) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: "-") { return true }
                offset = index + 1
            }
            return false
        }
        if let found { return found }
        var run = 0
        for byte in line.utf8 {
            run = byte == UInt8(ascii: "-") ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    /// The next header at or after `from`.
    static func header(in lines: [Substring], from: Int) -> Header? {
        var index = from
        while index < lines.count {
            if let header = header(at: index, in: lines) { return header }
            index += 1
        }
        return nil
    }

    /// The header that starts on line `index`, if one does: a `---` line (maybe with fields and
    /// its closing `---` on it), field lines, and a closing `---` or the first other line.
    static func header(at index: Int, in lines: [Substring]) -> Header? {
        // A line that starts with `---` once trimmed holds three `-` bytes in a row: most lines
        // do not, and are not trimmed (a copy) to find that out.
        guard containsThreeHyphens(lines[index]) else { return nil }
        let line = lines[index].trimmed(.whitespaces)
        guard line.hasPrefix("---") else { return nil }
        var fields: [(key: String, value: String)] = []
        var rest = Substring(line.dropFirst(3))
        var closingRest: Substring?
        if let closing = closingFence(in: rest) {
            closingRest = rest[closing.upperBound...]
            rest = rest[..<closing.lowerBound]
        }
        fields += Self.fields(in: rest)
        if !rest.trimmed(.whitespaces).isEmpty && fields.isEmpty { return nil }
        if let closingRest {
            guard !fields.isEmpty else { return nil }
            let trimmed = closingRest.trimmed(.whitespaces)
            return make(index, index + 1, fields, unclosed: false, inlineRest: trimmed.isEmpty ? nil : Substring(trimmed))
        }
        var probe = index + 1
        while probe < lines.count, probe - index <= 12 {
            let text = lines[probe].trimmed(.whitespaces)
            if text.isEmpty { probe += 1; continue }
            if text == "---" {
                guard !fields.isEmpty else { return nil }
                return make(index, probe + 1, fields, unclosed: false, inlineRest: nil)
            }
            let found = Self.fields(in: Substring(text))
            if found.isEmpty {
                // The header was never closed: it ends before the first line that is not a field.
                guard !fields.isEmpty else { return nil }
                return make(index, probe, fields, unclosed: true, inlineRest: nil)
            }
            fields += found
            probe += 1
        }
        return nil
    }

    private static func make(_ start: Int, _ end: Int, _ fields: [(key: String, value: String)],
                             unclosed: Bool, inlineRest: Substring?) -> Header? {
        var languages: [Language] = []
        var header = Header(start: start, end: end, language: .en, unclosed: unclosed, inlineRest: inlineRest)
        for (key, value) in fields {
            if let language = sourceKeys[key] {
                languages.append(language)
                if header.originURL == nil { header.originURL = value }
            }
            if let language = timeKeys[key] {
                languages.append(language)
                if header.crawledAt == nil { header.crawledAt = value }
            }
        }
        header.language = languages.first { $0 != .en } ?? .en
        return header
    }

    /// The `---` that closes a header written on one line (after at least one field).
    private static func closingFence(in text: Substring) -> Range<Substring.Index>? {
        var search = text.startIndex
        while let range = text.range(of: "---", range: search..<text.endIndex) {
            let before = text[..<range.lowerBound]
            if before.last?.isWhitespace ?? true, !Self.fields(in: before).isEmpty {
                var end = range.upperBound
                while end < text.endIndex, text[end] == "-" { end = text.index(after: end) }
                return range.lowerBound..<end
            }
            search = range.upperBound
        }
        return nil
    }
}
