/// A front-matter block split off the top of a markdown file: YAML between `---` fences, or TOML
/// between `+++` fences (Hugo).
public struct FrontMatter: Sendable, Hashable {
    /// The language of the block.
    public enum Syntax: Sendable, Hashable {
        case yaml, toml
    }

    /// The text between the fences.
    public var text: String
    /// 1-based line of the first YAML line.
    public var firstLine: Int
    /// 1-based line of the closing fence, or nil when the block was never closed.
    public var closingLine: Int?
    /// 0-based index (in the lines given to `split`) of the first line after the block: the line
    /// after the closing fence, or — for a block never closed — the first line that is not YAML.
    public var bodyStartIndex: Int
    /// YAML (`---`) or TOML (`+++`).
    public var syntax: Syntax = .yaml

    /// Finds front matter at the very top of `lines` (`---` or `+++` on line 1).
    ///
    /// Returns nil when there is none. An unterminated block is returned with
    /// `closingLine == nil`, so the caller can diagnose it.
    public static func split(_ lines: [Substring]) -> FrontMatter? {
        guard let first = lines.first?.trimmingTrailingSpaces(), first == "---" || first == "+++" else { return nil }
        let syntax: Syntax = first == "+++" ? .toml : .yaml
        var index = 1
        while index < lines.count {
            // Every test below needs the line's first character to be `-`, `.`, `+`, `#` or `` ` ``
            // (each equal only to itself), so its first byte: other lines are passed over as
            // they are, without trimming or comparing.
            guard let first = lines[index].utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
                    || first == UInt8(ascii: "+") || first == UInt8(ascii: "#") || first == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            let line = lines[index].trimmingTrailingSpaces()
            if syntax == .yaml ? line == "---" || line == "..." : line == "+++" {
                return FrontMatter(text: joined(lines[1..<index]), firstLine: 2, closingLine: index + 1,
                                   bodyStartIndex: index + 1, syntax: syntax)
            }
            // A markdown heading or fence means the block was never closed.
            if line.hasPrefix("# ") || line.hasPrefix("```") { break }
            index += 1
        }
        return FrontMatter(text: joined(lines[1..<index]), firstLine: 2, closingLine: nil, bodyStartIndex: index, syntax: syntax)
    }

    /// `lines.joined(separator: "\n")`, appended into one string sized up front (the generic
    /// `joined` costs more than a four-line header is long).
    static func joined(_ lines: ArraySlice<Substring>) -> String {
        var result = ""
        result.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for (offset, line) in lines.enumerated() {
            if offset > 0 { result.append("\n") }
            result.append(contentsOf: line)
        }
        return result
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
