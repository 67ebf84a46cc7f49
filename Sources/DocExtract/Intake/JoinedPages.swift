import DocIngest
import DocModel

/// Finds the reference pages of a markdown file that joins several of them (an html2text dump
/// that appends every page of a topic to one file: `Instance Method` / `# focusable(_:)` / … /
/// `Structure` / `# FocusInteractions` / …), so each becomes a page of its own instead of the
/// first page swallowing the rest.
///
/// A page starts where a role line the phrasebooks know (`Instance Method`, `实例方法`), at the
/// file's start or after a blank line and outside code fences, is followed within three lines by
/// a level-1 ATX heading. A file is joined when two or more pages start so; text before the first
/// start belongs to the first page. Each member is read as a page of its own, its lines keeping
/// their numbers in the file.
enum JoinedPages {
    /// One member page: its title (the heading's text) and its line range (0-based, end open).
    struct Member: Equatable, Sendable {
        var title: String
        var lines: Range<Int>
    }

    /// The members of a joined file and its lines, or nil when the text holds at most one page.
    static func members(of text: String) -> (members: [Member], lines: [Substring])? {
        // Cheap first: a joined file has at least two level-1 headings.
        guard levelOneHeadingCount(text, atLeast: 2) else { return nil }
        let lines = SourceText.lines(of: text)
        var starts: [(line: Int, title: String)] = []
        var fence: String? = nil
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmed(.whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
            } else if let marker = fenceMarker(trimmed) {
                fence = marker
            } else if !trimmed.isEmpty, index == 0 || lines[index - 1].trimmed(.whitespaces).isEmpty, isRoleLine(trimmed),
                      let heading = (index + 1..<min(lines.count, index + 4)).first(where: { !lines[$0].trimmed(.whitespaces).isEmpty }),
                      let title = levelOneTitle(lines[heading]) {
                starts.append((index, title))
                index = heading + 1
                continue
            }
            index += 1
        }
        guard starts.count >= 2 else { return nil }
        // The empty "line" after a final line feed is no line of the file.
        let lineCount = lines.last?.isEmpty == true ? lines.count - 1 : lines.count
        let members = starts.indices.map { position in
            let start = position == 0 ? 0 : starts[position].line
            let end = position + 1 < starts.count ? starts[position + 1].line : lineCount
            return Member(title: starts[position].title, lines: start..<end)
        }
        return (members, lines)
    }

    /// The member's text: the file's `lines` with every line outside the member left empty, so
    /// line numbers stay the file's.
    static func text(of member: Member, lines: [Substring]) -> String {
        var result = String(repeating: "\n", count: member.lines.lowerBound)
        result += lines[member.lines].joined(separator: "\n")
        return result
    }

    /// The id segment each member adds to the file's id: its title, with a `-N` for the Nth
    /// member of the same title (overloads such as two `init()`), `.`/`..`/empty segments dropped.
    static func idSegments(_ members: [Member]) -> [String] {
        var seen: [String: Int] = [:]
        return members.enumerated().map { position, member in
            let cleaned = member.title.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
            let base = cleaned.isEmpty ? "page-\(position + 1)" : cleaned
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            return count > 1 ? "\(base)-\(count)" : base
        }
    }

    /// Whether `text` has at least `minimum` lines starting with `# ` (scanned as bytes).
    private static func levelOneHeadingCount(_ text: String, atLeast minimum: Int) -> Bool {
        var found = 0
        var atLineStart = true
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if atLineStart, byte == UInt8(ascii: "#") {
                previous = byte
                atLineStart = false
                continue
            }
            if previous == UInt8(ascii: "#"), byte == UInt8(ascii: " ") {
                found += 1
                if found >= minimum { return true }
            }
            previous = 0
            atLineStart = byte == UInt8(ascii: "\n")
        }
        return false
    }

    /// The heading text of a level-1 ATX heading line (`# focusable(_:)`), else nil.
    private static func levelOneTitle(_ line: Substring) -> String? {
        guard line.hasPrefix("# ") else { return nil }
        var title = Substring(line.dropFirst(2).trimmed(.whitespaces))
        // A closing sequence of `#`s is not part of the title.
        while title.hasSuffix("#") { title = title.dropLast() }
        let trimmed = title.trimmed(.whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A code fence's marker (three or more backticks or tildes) when `line` opens one.
    private static func fenceMarker(_ line: String) -> String? {
        for mark: Character in ["`", "~"] where line.hasPrefix(String(repeating: mark, count: 3)) {
            return String(line.prefix { $0 == mark })
        }
        return nil
    }

    /// Whether `line` is a role line of any phrasebook (`Instance Method`, `Structure`, `实例方法`).
    private static func isRoleLine(_ line: String) -> Bool {
        // Role lines are short; a sentence is not looked up.
        guard line.utf8.count <= 60 else { return false }
        return Phrasebook.all.contains { $0.symbolKind(forRole: line) != nil }
    }
}
