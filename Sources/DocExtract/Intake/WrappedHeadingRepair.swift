import Foundation

/// Headings a text dump hard-wrapped inside their link (html2text wraps at about 79 columns):
/// `### [Indicating that a view can receive` / `focus](/documentation/swiftui/focus#…)`.
/// Markdown ends a heading at its line's end, so the heading reads `[Indicating that a view can
/// receive` and the rest becomes a paragraph. A heading line whose link brackets or parentheses do not close is
/// joined with the lines that close them (at most two), outside code fences; the lines joined in
/// become blank, so every line keeps its number.
enum WrappedHeadingRepair {
    /// The repaired lines and the 1-based numbers of the heading lines joined; nil when none is.
    static func repaired(_ lines: [Substring]) -> (lines: [Substring], changed: [Int])? {
        var output = lines
        var changed: [Int] = []
        var fence: (character: Character, length: Int)?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if FenceLine.closes(line, open) { fence = nil }
                index += 1
                continue
            }
            if let open = FenceLine.opening(line) {
                fence = open
                index += 1
                continue
            }
            guard isHeading(trimmed), balance(line) > 0 else {
                index += 1
                continue
            }
            var joined = String(line)
            var end = index
            while end + 1 < lines.count, end - index < 2 {
                let next = lines[end + 1]
                guard !next.allSatisfy(\.isWhitespace), !isHeading(next.drop { $0 == " " }) else { break }
                // Inside a link's target (`…#Controlling-` / `default-focus)`) the break was no space.
                joined += (insideTarget(Substring(joined)) ? "" : " ") + next.trimmingCharacters(in: .whitespaces)
                end += 1
                if balance(Substring(joined)) <= 0 { break }
            }
            guard end > index, balance(Substring(joined)) == 0 else {
                index += 1
                continue
            }
            output[index] = Substring(joined)
            for continued in index + 1...end { output[continued] = "" }
            changed.append(index + 1)
            index = end + 1
        }
        return changed.isEmpty ? nil : (output, changed)
    }

    /// Whether the text ends inside a link's target: after `](` with no `)` yet.
    private static func insideTarget(_ text: Substring) -> Bool {
        guard let start = text.range(of: "](", options: .backwards) else { return false }
        return !text[start.upperBound...].contains(")")
    }

    private static func isHeading(_ text: Substring) -> Bool {
        let hashes = text.prefix { $0 == "#" }
        return (1...6).contains(hashes.count) && text.dropFirst(hashes.count).first == " "
    }

    /// Opening minus closing brackets and parentheses (a link's text, then its target:
    /// `## [Controlling default focus](/documentation/swiftui/focus#Controlling-` / `default-focus)`).
    private static func balance(_ line: Substring) -> Int {
        line.reduce(0) { $0 + ($1 == "[" || $1 == "(" ? 1 : $1 == "]" || $1 == ")" ? -1 : 0) }
    }
}
