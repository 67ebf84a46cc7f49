import DocModel
import Foundation

/// The claim phrasebook: normative sentences (English and Chinese) → case template ids.
///
/// Loaded from `Phrasebooks/claims.json`; every template id must exist in `CaseTemplates` (or be
/// `api-shape`), and every pattern must compile, or loading fails.
public struct ClaimPhrasebook: Sendable {
    /// The template id meaning "covered by the page's API-shape case".
    static let apiShape = "api-shape"
    /// Covered by a rule document's Correct/Incorrect example cases (`example-rule-differs`).
    static let ruleExamples = "rule-examples"
    /// A rule document's claim that its Incorrect example lacks keyboard navigation between fields:
    /// checked on both examples (`RuleClaims`); if the engine disagrees the verdict is a finding.
    static let ruleNavigationAbsent = "rule-keyboard-navigation-absent"

    /// What the phrasebook says about one sentence.
    public struct Match: Sendable, Hashable {
        /// Template ids, sorted; empty when nothing matched or the sentence is untestable.
        public var templates: [String]
        /// The reason the sentence is untestable, if an untestable entry matched and no template did.
        public var untestable: String?
    }

    struct Entry: Sendable {
        var templates: [String]
        var untestable: String?
        var patterns: [Language: [NSRegularExpression]]
    }

    let entries: [Entry]

    /// The phrasebook bundled with DocGenerate.
    public static func bundled() throws -> ClaimPhrasebook {
        guard let url = Bundle.module.url(forResource: "claims", withExtension: "json", subdirectory: "Phrasebooks") else {
            throw GenerateError.phrasebook("Phrasebooks/claims.json missing from the DocGenerate bundle")
        }
        return try ClaimPhrasebook(data: Data(contentsOf: url))
    }

    /// Parses a phrasebook file.
    public init(data: Data) throws {
        let file = try JSONDecoder().decode(PhrasebookFile.self, from: data)
        entries = try file.entries.map { raw in
            for template in raw.templates ?? [] where template != Self.apiShape && template != Self.ruleExamples
                && template != Self.ruleNavigationAbsent && CaseTemplates.all[template] == nil
                && CompileTemplates.all[template] == nil {
                throw GenerateError.phrasebook("unknown template id \(template)")
            }
            var patterns: [Language: [NSRegularExpression]] = [:]
            for (language, sources) in [(Language.en, raw.en), (.zhHans, raw.zhHans)] {
                patterns[language] = try sources.map { source in
                    do { return try NSRegularExpression(pattern: source) } catch {
                        throw GenerateError.phrasebook("pattern does not compile: \(source)")
                    }
                }
            }
            return Entry(templates: raw.templates ?? [], untestable: raw.untestable, patterns: patterns)
        }
    }

    /// Matches a claim's sentence in its language.
    public func match(_ text: String, language: Language) -> Match {
        let normalized = Self.normalize(text)
        let range = NSRange(normalized.startIndex..., in: normalized)
        var templates = Set<String>()
        var untestable: String?
        for entry in entries {
            let hit = entry.patterns[language, default: []].contains { $0.firstMatch(in: normalized, range: range) != nil }
            guard hit else { continue }
            templates.formUnion(entry.templates)
            if let reason = entry.untestable, untestable == nil { untestable = reason }
        }
        return Match(templates: templates.sorted(), untestable: templates.isEmpty ? untestable : nil)
    }

    /// Lowercased, backticks removed, curly quotes straightened, whitespace collapsed.
    static func normalize(_ text: String) -> String {
        let straightened = text.lowercased()
            .replacingOccurrences(of: "`", with: "")
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .replacingOccurrences(of: "\u{2018}", with: "'")
            .replacingOccurrences(of: "\u{201C}", with: "\"")
            .replacingOccurrences(of: "\u{201D}", with: "\"")
        return straightened.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

private struct PhrasebookFile: Decodable {
    struct RawEntry: Decodable {
        var templates: [String]?
        var untestable: String?
        var en: [String]
        var zhHans: [String]

        enum CodingKeys: String, CodingKey {
            case templates, untestable, en
            case zhHans = "zh-Hans"
        }
    }

    var schemaVersion: Int
    var entries: [RawEntry]
}
