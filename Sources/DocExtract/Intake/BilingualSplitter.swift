import DocModel
import Foundation

/// Splits a crawl file into its language blocks at the `来源：` / `source:` header blocks.
///
/// Header variants seen in the wild: `--- 来源：URL` … `---`, and `---` / `来源： URL` /
/// `抓取时间： …` / `---` (full-width or ASCII colons, optional space); the English block
/// uses `source:` / `crawled:`.
enum BilingualSplitter {
    /// One block of a crawl file: its language, header fields and the line range of its body.
    struct Part {
        var language: Language
        var originURL: String?
        var crawledAt: String?
        /// 0-based index of the body's first line.
        var bodyStart: Int
        /// 0-based index one past the body's last line.
        var bodyEnd: Int
        /// 1-based line of the header.
        var headerLine: Int
    }

    private static let sourceKeys = ["来源": Language.zhHans, "source": .en]
    private static let timeKeys = ["抓取时间", "crawled"]

    /// The parts of `lines`, in file order. Empty when the file has no crawl headers.
    static func split(_ lines: [Substring]) -> [Part] {
        var parts: [Part] = []
        var index = 0
        while let header = headerRange(in: lines, from: index) {
            if var last = parts.popLast() {
                last.bodyEnd = header.start
                parts.append(last)
            }
            var part = Part(language: header.language, bodyStart: header.end, bodyEnd: lines.count, headerLine: header.start + 1)
            for line in lines[header.start..<header.end] {
                var content = line.drop { $0 == " " }
                if content.hasPrefix("---") { content = content.dropFirst(3) }
                if let (key, value) = field(content) {
                    if sourceKeys[key.lowercased()] != nil { part.originURL = value }
                    if timeKeys.contains(key.lowercased()) { part.crawledAt = value }
                }
            }
            parts.append(part)
            index = header.end
        }
        return parts
    }

    /// The next header at or after `from`: its line range (0-based, end exclusive) and language.
    static func headerRange(in lines: [Substring], from: Int) -> (start: Int, end: Int, language: Language)? {
        var index = from
        while index < lines.count {
            let line = lines[index].trimmed(.whitespaces)
            if line.hasPrefix("---") {
                let rest = line.dropFirst(3).trimmed(.whitespaces)
                var language: Language?
                var probe = index + 1
                if let (key, _) = field(Substring(rest)), let found = sourceKeys[key.lowercased()] {
                    language = found
                } else if rest.isEmpty {
                    while probe < lines.count, lines[probe].trimmed(.whitespaces).isEmpty { probe += 1 }
                    if probe < lines.count, let (key, _) = field(lines[probe]), let found = sourceKeys[key.lowercased()] {
                        language = found
                        probe += 1
                    }
                }
                if let language {
                    var end = probe
                    while end < lines.count, end - index < 12 {
                        if lines[end].trimmed(.whitespaces) == "---" { return (index, end + 1, language) }
                        end += 1
                    }
                }
            }
            index += 1
        }
        return nil
    }

    /// `key：value` or `key: value` with a full-width or ASCII colon.
    private static func field(_ line: Substring) -> (String, String)? {
        guard let colon = line.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
        let key = line[..<colon].trimmed(.whitespaces)
        let value = line[line.index(after: colon)...].trimmed(.whitespaces)
        guard !key.isEmpty, key.count <= 12 else { return nil }
        return (key, value)
    }
}
