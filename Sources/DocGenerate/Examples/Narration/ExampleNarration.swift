import DocModel
import Foundation

/// The sentences a page writes around one of its examples: the prose blocks between the previous
/// listing and the next one (the paragraph that introduces the example and the ones that explain
/// it), split into sentences. English is read where the page has it, else zh-Hans.
///
/// These sentences are narration, not claims (extraction does not count them as normative), but
/// they say what the example does; `NarrationReader` reads them into facts that decide the
/// expectations of the example's scenarios.
enum ExampleNarration {
    /// Sections whose blocks can narrate an example.
    static let narrativeKinds: Set<SectionKind> = [.overview, .discussion, .howItWorks, .rule, .other]

    /// The sentences around `example`, in page order.
    static func sentences(for example: CodeExample, in page: PageRecord) -> [ExpectationSentence] {
        for language in [Language.en, .zhHans] {
            guard let range = example.lines[language] else { continue }
            let starts = page.examples.compactMap { $0.lines[language] }.sorted { $0.start < $1.start }
            let previousEnd = starts.last { $0.end < range.start }?.end ?? 0
            let nextStart = starts.first { $0.start > range.end }?.start ?? Int.max
            var result: [ExpectationSentence] = []
            for section in page.sections where narrativeKinds.contains(section.kind) {
                for block in section.blocks[language] ?? [] where block.kind != .heading
                    && block.line > previousEnd && block.line < nextStart {
                    result += split(block.text, language: language).map {
                        ExpectationSentence(text: $0, language: language, file: page.source.path, line: block.line)
                    }
                }
            }
            if !result.isEmpty { return result.sorted { $0.line < $1.line } }
        }
        return []
    }

    /// Splits prose into sentences: after `.`, `!` or `?` followed by a space and a capital, a
    /// quote, a backtick or a parenthesis (English), and after `。`, `！`, `？` (Chinese). Code
    /// voice (`a.b`) never splits: no space follows its dots.
    static func split(_ text: String, language: Language) -> [String] {
        var sentences: [String] = []
        var current = ""
        let characters = Array(text)
        var index = 0
        var inCode = false
        while index < characters.count {
            let character = characters[index]
            current.append(character)
            if character == "`" { inCode.toggle() }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let afterNext = index + 2 < characters.count ? characters[index + 2] : nil
            var ends = false
            if !inCode, "。！？".contains(character) {
                ends = true
            } else if !inCode, ".!?".contains(character), next?.isWhitespace == true,
                      let opener = afterNext, opener.isUppercase || "“\"`(‘".contains(opener) {
                ends = true
            }
            if ends {
                let sentence = current.trimmingCharacters(in: .whitespaces)
                if !sentence.isEmpty { sentences.append(sentence) }
                current = ""
            }
            index += 1
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { sentences.append(rest) }
        return sentences
    }
}
