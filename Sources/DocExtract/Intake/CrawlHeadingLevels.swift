import DocModel

/// Gives the translated half of a bilingual crawl file the heading outline of its English half.
///
/// Translators of the crawl changed heading levels (`### 辅助功能` for `## Accessibility`,
/// `### 概览` for `## Overview`), so the Chinese half nested a topic group inside the previous
/// section, or lifted sub-headings to sections, and the halves' sections no longer aligned
/// (docs/bilingual-drift-audit.md, cause F). When both halves have the same number of ATX
/// headings outside code, heading *n* of the translation takes the level of heading *n* of the
/// English; with different counts nothing is changed. Each changed file line is reported
/// (`docgen.extract.crawl-heading-levels-aligned`).
enum CrawlHeadingLevels {
    /// `translation` with the heading levels of `reference`, and the indices of the lines
    /// changed; nil when the heading counts differ or no level differs.
    static func aligned(_ translation: [String], to reference: [String]) -> (lines: [String], changed: [Int])? {
        let theirs = headings(reference)
        let ours = headings(translation)
        guard !ours.isEmpty, ours.count == theirs.count else { return nil }
        var lines = translation
        var changed: [Int] = []
        for (mine, reference) in zip(ours, theirs) where mine.level != reference.level {
            let line = lines[mine.index]
            let indent = line.prefix { $0 == " " }
            let rest = line.dropFirst(indent.count + mine.level)
            lines[mine.index] = String(indent) + String(repeating: "#", count: reference.level) + rest
            changed.append(mine.index)
        }
        return changed.isEmpty ? nil : (lines, changed)
    }

    /// ATX headings outside fenced code: line index and level.
    static func headings(_ lines: [String]) -> [(index: Int, level: Int)] {
        var result: [(index: Int, level: Int)] = []
        var fence: Character?
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }
            guard indent.count < 4 else { continue }
            let text = line.dropFirst(indent.count)
            if let marker = text.first, marker == "`" || marker == "~", text.prefix(while: { $0 == marker }).count >= 3 {
                fence = fence == nil ? marker : (fence == marker ? nil : fence)
                continue
            }
            guard fence == nil else { continue }
            let level = text.prefix { $0 == "#" }.count
            guard (1...6).contains(level) else { continue }
            let after = text.dropFirst(level).first
            if after == nil || after == " " || after == "\t" { result.append((index, level)) }
        }
        return result
    }
}
