import DocModel
import Foundation

/// The scope phrasebook (`Phrasebooks/scope.json`): which documented pages are focus behaviour.
///
/// Decisions read only the page (title, summary, declaration, relationships, claims) and its
/// documented path; every name and word comes from the phrasebook.
public struct ScopeRules: Sendable {
    /// An explicit out-of-scope rule; it matches when any of its fields matches.
    public struct Rule: Codable, Sendable, Hashable {
        public var reason: String
        public var symbols: [String]?
        public var memberOf: [String]?
        public var conformsTo: [String]?
        public var declarationMentions: [String]?
        /// Page metadata fields (`PageRecord.metadata`) and a text the field's value contains
        /// (`docc-external-id` containing `::SYNTHESIZED::`: DocC's copy of an inherited member).
        public var metadataContains: [String: String]?
    }

    public let rules: [Rule]
    public let noVocabularyReason: String
    private let vocabulary: [Language: [NSRegularExpression]]

    private struct File: Decodable {
        var focusVocabulary: [String: [String]]
        var outOfScope: [Rule]
        var noVocabularyReason: String
    }

    /// The phrasebook bundled with DocGenerate.
    public static func bundled() throws -> ScopeRules {
        guard let url = Bundle.module.url(forResource: "scope", withExtension: "json", subdirectory: "Phrasebooks") else {
            throw GenerateError.phrasebook("Phrasebooks/scope.json missing from the DocGenerate bundle")
        }
        return try load(Data(contentsOf: url), file: "Phrasebooks/scope.json")
    }

    /// Rules from a phrasebook file's contents (`file` names it in errors).
    public static func load(_ data: Data, file: String) throws -> ScopeRules {
        let decoded: File
        do { decoded = try JSONDecoder().decode(File.self, from: data) } catch {
            throw GenerateError.phrasebook("\(file): \(error)")
        }
        var vocabulary: [Language: [NSRegularExpression]] = [:]
        for (code, patterns) in decoded.focusVocabulary {
            guard let language = Language(rawValue: code) else {
                throw GenerateError.phrasebook("\(file): focusVocabulary has unknown language \(code)")
            }
            vocabulary[language] = try patterns.map { pattern in
                do { return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) } catch {
                    throw GenerateError.phrasebook("\(file): focusVocabulary pattern \(pattern) is not a regular expression")
                }
            }
        }
        return ScopeRules(rules: decoded.outOfScope, noVocabularyReason: decoded.noVocabularyReason, vocabulary: vocabulary)
    }

    init(rules: [Rule], noVocabularyReason: String, vocabulary: [Language: [NSRegularExpression]]) {
        self.rules = rules
        self.noVocabularyReason = noVocabularyReason
        self.vocabulary = vocabulary
    }

    /// The reason of the first out-of-scope rule `page` matches, nil when none does.
    public func outOfScopeReason(_ page: PageRecord, documentedPath: String?) -> String? {
        let components = documentedPath.map { EngineSymbol.split($0).map { $0.lowercased() } } ?? []
        let conformances = Set((page.relationships.filter { $0.kind == .conformsTo }.flatMap(\.targets).map(\.name)
            + (page.declaration?.structure?.inheritedTypes ?? [])).map(Self.identifier))
        let mentioned = Set(Self.identifiers(page.declaration?.text ?? ""))
        for rule in rules {
            let lowered = { (names: [String]?) in Set((names ?? []).map { $0.lowercased() }) }
            if let first = components.first, !lowered(rule.symbols).isDisjoint(with: [components.joined(separator: "/"), first]) {
                return rule.reason
            }
            if !lowered(rule.memberOf).isDisjoint(with: components.dropLast()) { return rule.reason }
            if !Set(rule.conformsTo ?? []).isDisjoint(with: conformances) { return rule.reason }
            if !Set(rule.declarationMentions ?? []).isDisjoint(with: mentioned) { return rule.reason }
            if let fields = rule.metadataContains,
               fields.contains(where: { key, text in page.metadata[key]?.contains(text) == true }) { return rule.reason }
        }
        return nil
    }

    /// Whether the page's title, summary, declaration, claims or documented path (a member of
    /// `FocusedValues` is about focus) use focus vocabulary (either language).
    public func hasFocusVocabulary(_ page: PageRecord, documentedPath: String? = nil) -> Bool {
        for language in Language.allCases {
            var texts = [page.symbol.title[language], page.summary[language]?.text]
            texts += page.claims.filter { $0.language == language }.map { Optional($0.text) }
            if language == .en { texts += [page.symbol.name, page.declaration?.text, documentedPath] }
            for text in texts.compactMap({ $0 }) where matches(text, language) { return true }
        }
        return false
    }

    private func matches(_ text: String, _ language: Language) -> Bool {
        let range = NSRange(text.startIndex..., in: text)
        return (vocabulary[language] ?? []).contains { $0.firstMatch(in: text, range: range) != nil }
    }

    /// `some NavigationTransition` → `NavigationTransition`; `Foo<Bar>` → `Foo`.
    static func identifier(_ type: String) -> String {
        let words = identifiers(type).filter { $0 != "some" && $0 != "any" }
        return words.first ?? type
    }

    /// The identifiers of a text (letters, digits, `_`), in order.
    static func identifiers(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
