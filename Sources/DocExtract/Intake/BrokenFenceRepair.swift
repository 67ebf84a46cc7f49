import Foundation

/// Code fences of an HTML-to-markdown conversion that wrote one fence per nested `<div>` / `<pre>`
/// / `<code>` element: each listing opens with a run of ```` ```swift ```` lines and closes with a
/// run of ```` ``` ```` lines, and a run of closers can even stand inside the code (after
/// `struct LoginForm {`). Read as markdown, the fences pair up wrongly and prose becomes code.
///
/// A file is repaired only when it has such a run: three or more fence lines with nothing but
/// blank lines between them, which well-formed markdown never needs. Each run of fence lines
/// (blank lines between them included) then counts as one fence: outside a listing it opens one
/// (in the language one of its fences names; a run of bare fences outside a listing is a
/// leftover closer and is dropped); inside, it closes the listing when the code read
/// since the opening balances its brackets, and is dropped as noise when it does not (a listing
/// cannot end in the middle of `struct LoginForm {`). A dropped fence line becomes a blank line,
/// so every line keeps its number.
enum BrokenFenceRepair {
    /// The repaired lines and the 1-based numbers of the lines changed; nil when the file has no
    /// run of three or more fence lines, or nothing changes.
    static func repaired(_ lines: [Substring]) -> (lines: [Substring], changed: [Int])? {
        let fences = lines.map(fenceLanguage)
        let runs = Self.runs(fences: fences, lines: lines)
        guard runs.contains(where: { $0.filter { fences[$0] != nil }.count >= 3 }) else { return nil }
        var output = lines
        var changed: [Int] = []
        var inside = false
        var depth = 0
        var runStarts: [Int: [Int]] = [:]
        for run in runs { runStarts[run[0]] = run }
        var index = 0
        while index < lines.count {
            guard let run = runStarts[index] else {
                if inside { depth += bracketBalance(lines[index]) }
                index += 1
                continue
            }
            let fenceLines = run.filter { fences[$0] != nil }
            var kept: Substring?
            var keptLine = fenceLines[0]
            let language = fenceLines.compactMap { fences[$0] }.first { !$0.isEmpty }
            if !inside {
                // Openers name their language; bare fences outside a listing are closers left over.
                if let language {
                    // The opener is the run's last fence, so the blanked ones stay out of the code.
                    kept = Substring("```" + language)
                    keptLine = fenceLines[fenceLines.count - 1]
                    inside = true
                    depth = 0
                }
            } else if depth == 0 {
                kept = "```"
                inside = false
            }
            for line in fenceLines {
                let replacement: Substring = line == keptLine ? (kept ?? "") : ""
                if output[line] != replacement {
                    output[line] = replacement
                    changed.append(line + 1)
                }
            }
            index = run.last! + 1
        }
        return changed.isEmpty ? nil : (output, changed)
    }

    /// Maximal sequences of fence lines with only blank lines between them (0-based indices,
    /// from the first fence line to the last).
    private static func runs(fences: [String?], lines: [Substring]) -> [[Int]] {
        var runs: [[Int]] = []
        var current: [Int] = []
        for index in lines.indices {
            if fences[index] != nil {
                current.append(index)
            } else if lines[index].allSatisfy(\.isWhitespace), !current.isEmpty {
                current.append(index)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        // A run starts and ends with a fence line.
        return runs.map { run in
            var trimmed = run[...]
            while let last = trimmed.last, fences[last] == nil { trimmed = trimmed.dropLast() }
            return Array(trimmed)
        }
    }

    /// The language of a line that is only a backtick fence (```` ```swift ```` → `swift`, ```` ``` ```` →
    /// empty); nil for any other line.
    static func fenceLanguage(_ line: Substring) -> String? {
        let indent = line.prefix { $0 == " " }
        guard indent.count < 4, let fence = FenceLine.opening(line), fence.character == "`" else { return nil }
        let rest = line[indent.endIndex...].dropFirst(fence.length).trimmingCharacters(in: .whitespaces)
        guard rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "+" }) else { return nil }
        return rest
    }

    /// Opening minus closing brackets (`{`, `(`, `[`) of a code line, outside string literals.
    static func bracketBalance(_ line: Substring) -> Int {
        var balance = 0
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{", "(", "[": balance += 1
            case "}", ")", "]": balance -= 1
            default: break
            }
        }
        return balance
    }
}
