import DocModel

/// Aligns code examples across languages (the n-th listing of each block) and analyses them.
enum ExampleAligner {
    static func align(_ blocks: [LanguageBlock], file: String, diagnostics: inout [Diagnostic]) -> [CodeExample] {
        let ordered = blocks.sorted { ($0.language == .en ? 0 : 1) < ($1.language == .en ? 0 : 1) }
        guard let lead = ordered.first else { return [] }
        var examples: [CodeExample] = []
        var pending: [Pending] = lead.examples.map { Pending(raw: $0, lines: Localized(lead.language, $0.lines)) }
        for other in ordered.dropFirst() {
            for (index, raw) in other.examples.enumerated() {
                if index < pending.count, normalized(pending[index].raw.code) == normalized(raw.code) {
                    pending[index].lines[other.language] = raw.lines
                } else {
                    diagnostics.append(Diagnostic(
                        id: "docgen.extract.bilingual-drift", severity: .warning,
                        message: "code listing \(index + 1) of the \(other.language.rawValue) block differs from the \(lead.language.rawValue) block",
                        file: file, line: raw.lines.start))
                    pending.append(Pending(raw: raw, lines: Localized(other.language, raw.lines)))
                }
            }
        }
        for (index, item) in pending.enumerated() {
            let raw = item.raw, lines = item.lines
            let language = Self.language(info: raw.info, code: raw.code)
            // A declaration listing is no example; later listings keep their ids.
            if language == "swift", raw.role == .example, DeclarationListing.isBodiless(raw.code) {
                let first = raw.code.split(separator: "\n").first.map { String($0.prefix(120)) } ?? ""
                diagnostics.append(Diagnostic(
                    id: "docgen.extract.declaration-listing", severity: .note,
                    message: "code listing \(index + 1) is declarations without bodies (`\(first)`), not an example: not compiled",
                    file: file, line: raw.lines.start))
                continue
            }
            // A listing under Topics or See Also shows another symbol's API (a dump that wraps
            // each entry's declaration in a code block): no example of this page.
            if let section = raw.section, [.topics, .seeAlso].contains(section) {
                let first = raw.code.split(separator: "\n").first.map { String($0.prefix(120)) } ?? ""
                diagnostics.append(Diagnostic(
                    id: "docgen.extract.topic-listing", severity: .note,
                    message: "code listing \(index + 1) stands in the page's \(section == .topics ? "Topics" : "See Also") (`\(first)`): "
                        + "another symbol's API, not an example: not compiled",
                    file: file, line: raw.lines.start))
                continue
            }
            let analysis = ExampleAnalyzer.analyze(code: raw.code, firstLine: raw.lines.start)
            examples.append(CodeExample(
                id: "example-\(index + 1)", code: raw.code, language: language,
                role: raw.role, label: raw.label, lines: lines, shape: analysis.shape,
                parsesCleanly: analysis.parsesCleanly, parseDiagnostics: analysis.diagnostics))
        }
        return examples
    }

    /// A listing's language: its info string's first word; with none (or `source`), Swift —
    /// unless the code opens with a markup tag (`<key>`, `<?xml`), which no Swift statement can
    /// (an editor placeholder `<#name#>` is no tag): a property list or HTML listing is `xml`,
    /// not an example to compile, even where the dump labels it `swift`.
    static func language(info: String, code: String) -> String {
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        guard ["", "source", "swift"].contains(language) else { return language }
        let opening = code.drop { $0.isWhitespace || $0.isNewline }.prefix(2)
        if opening.first == "<", let second = opening.dropFirst().first, second.isLetter || second == "?" || second == "!" {
            return "xml"
        }
        return "swift"
    }

    /// A listing and the lines it has in each language that shows it. (A struct, not a tuple: an
    /// array of tuples with a `Localized` in them instantiates their metadata at run time.)
    private struct Pending {
        var raw: RawCode
        var lines: Localized<LineRange>
    }

    /// Code compared without trailing whitespace and blank lines.
    private static func normalized(_ code: String) -> [Substring] {
        code.split(separator: "\n").map { line in
            var line = line
            while line.last == " " || line.last == "\t" { line = line.dropLast() }
            return line
        }.filter { !$0.isEmpty }
    }
}
