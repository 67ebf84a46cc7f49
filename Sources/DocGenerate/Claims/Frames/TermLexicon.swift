import DocModel
import Foundation

/// The frame reader's bilingual term lexicon (`Phrasebooks/lexicon.json`), compiled: word
/// classes expanded into event patterns, markers of conditions, effects, negation, qualifiers and
/// the non-behaviour sentence classes (pointer, advice, definition).
///
/// Loading fails, naming the pattern, when a pattern does not compile or names an unknown class.
struct TermLexicon: Sendable {
    /// A compiled event pattern: the regular expression and, for each capture group, the class
    /// attribute (`focus` / `value`) and the value it stands for.
    struct EventPattern: @unchecked Sendable {
        var event: String
        var regex: NSRegularExpression
        var groups: [(attribute: String, value: String)]
    }

    struct Qualifier: @unchecked Sendable {
        var id: String
        var regex: NSRegularExpression
    }

    /// Per language: the compiled pieces.
    struct Language: @unchecked Sendable {
        var events: [EventPattern] = []
        var conditions: NSRegularExpression?
        var conditionEnds: NSRegularExpression?
        var effectMarkers: NSRegularExpression?
        /// "regardless of", "无论": the clause they open names no event of the sentence.
        var independence: NSRegularExpression?
        var negations: NSRegularExpression?
        var qualifiers: [Qualifier] = []
        var pointers: NSRegularExpression?
        var advice: NSRegularExpression?
        var definitions: NSRegularExpression?
        var stopwords: Set<String> = []
        /// The `focus` class's accessibility words: a sentence naming one is about accessibility focus.
        var accessibilityMention: NSRegularExpression?
        /// Nouns naming a kind of view, with the view types they may name (example narration).
        var controlNouns: [ControlNoun] = []
        /// Verbs of a user activating a control (example narration).
        var activation: NSRegularExpression?
        /// Ordinal words and the position they pick among a noun's views (1-based, -1 the last).
        var ordinals: [(regex: NSRegularExpression, position: Int)] = []
    }

    /// A noun for a kind of view (`text field` → `TextField`, `SecureField`, `TextEditor`).
    struct ControlNoun: @unchecked Sendable {
        var kinds: [String]
        /// Among several views of its kinds, the noun names the one that is focusable or bound to
        /// a focus state ("the container").
        var prefersFocusable: Bool
        var regex: NSRegularExpression
    }

    var languages: [DocModel.Language: Language]
    /// `!focus-enters(keyboard)` → `focus-leaves(keyboard)`: negated events that state another.
    var equivalents: [String: String]
    /// Every event id the lexicon knows.
    var eventIDs: Set<String>
    /// Events some of whose forms name a focus (`{focus}`): keyboard focus unless their words say otherwise.
    var focusEvents: Set<String> = []
    /// Events whose role the lexicon fixes (`app-writes` is always a trigger, `action-runs` an effect).
    var fixedRoles: [String: FramePart.Role]

    /// The lexicon bundled with DocGenerate.
    static func bundled() throws -> TermLexicon {
        guard let url = Bundle.module.url(forResource: "lexicon", withExtension: "json", subdirectory: "Phrasebooks") else {
            throw GenerateError.phrasebook("Phrasebooks/lexicon.json missing from the DocGenerate bundle")
        }
        return try TermLexicon(data: Data(contentsOf: url))
    }

    /// Shared compiled copy of the bundled lexicon (nil if it fails to load; `bundled()` says why).
    static let shared: TermLexicon? = try? bundled()

    init(data: Data) throws {
        let file = try JSONDecoder().decode(LexiconFile.self, from: data)
        equivalents = file.equivalents
        eventIDs = Set(file.events.map(\.id))
        var roles: [String: FramePart.Role] = [:]
        for event in file.events {
            guard let role = event.role else { continue }
            guard let parsed = FramePart.Role(rawValue: role), parsed != .qualifier else {
                throw GenerateError.phrasebook("lexicon event \(event.id) has an unknown role \(role)")
            }
            roles[event.id] = parsed
        }
        fixedRoles = roles
        var languages: [DocModel.Language: Language] = [:]
        for language in [DocModel.Language.en, .zhHans] {
            let key = language == .en ? "en" : "zh-Hans"
            let bounded = language == .en
            var compiled = Language()
            for event in file.events {
                for source in event.forms[key] ?? [] {
                    let pattern = try Self.eventPattern(event.id, source, classes: file.classes, language: key, bounded: bounded)
                    if pattern.groups.contains(where: { $0.attribute == "focus" }) { focusEvents.insert(event.id) }
                    compiled.events.append(pattern)
                }
            }
            compiled.conditions = try Self.alternation(file.conditions[key], bounded: bounded)
            compiled.conditionEnds = try Self.alternation(file.conditionEnds[key], bounded: false)
            compiled.effectMarkers = try Self.alternation(file.effectMarkers[key], bounded: false)
            compiled.independence = try Self.alternation(file.independence?[key], bounded: bounded)
            compiled.negations = try Self.alternation(file.negations[key], bounded: bounded)
            compiled.pointers = try Self.alternation(file.pointers[key], bounded: false)
            compiled.advice = try Self.alternation(file.advice[key], bounded: false)
            compiled.definitions = try Self.alternation(file.definitions[key], bounded: false)
            compiled.qualifiers = try file.qualifiers.compactMap { qualifier in
                guard let regex = try Self.alternation(qualifier.forms[key], bounded: bounded) else { return nil }
                return Qualifier(id: qualifier.id, regex: regex)
            }
            compiled.stopwords = Set(file.stopwords[key] ?? [])
            compiled.controlNouns = try (file.narration?.controls ?? []).compactMap { noun in
                guard let regex = try Self.alternation(noun.forms[key], bounded: bounded) else { return nil }
                return ControlNoun(kinds: noun.kinds, prefersFocusable: noun.prefersFocusable, regex: regex)
            }
            compiled.activation = try Self.alternation(file.narration?.activation[key], bounded: bounded)
            compiled.ordinals = try (file.narration?.ordinals?[key] ?? [:]).sorted { $0.key < $1.key }.compactMap { word, position in
                guard let regex = try Self.alternation([NSRegularExpression.escapedPattern(for: word)], bounded: bounded) else { return nil }
                return (regex, position)
            }
            if case .valued(let values)? = file.classes["focus"] {
                compiled.accessibilityMention = try Self.alternation(values["accessibility"]?[key], bounded: bounded)
            }
            languages[language] = compiled
        }
        self.languages = languages
    }

    /// Turns every `(` that opens a group into `(?:`, so the lexicon's own groups never capture.
    static func nonCapturing(_ source: String) -> String {
        var out = ""
        var previous: Character?
        var chars = Array(source)
        var index = 0
        while index < chars.count {
            let char = chars[index]
            if char == "(", previous != "\\", index + 1 >= chars.count || chars[index + 1] != "?" {
                out += "(?:"
            } else {
                out.append(char)
            }
            previous = previous == "\\" && char == "\\" ? nil : char
            index += 1
        }
        chars.removeAll()
        return out
    }

    private static func compile(_ pattern: String) throws -> NSRegularExpression {
        do { return try NSRegularExpression(pattern: pattern) } catch {
            throw GenerateError.phrasebook("lexicon pattern does not compile: \(pattern)")
        }
    }

    private static func alternation(_ sources: [String]?, bounded: Bool) throws -> NSRegularExpression? {
        guard let sources, !sources.isEmpty else { return nil }
        let body = sources.map { "(?:\(nonCapturing($0)))" }.joined(separator: "|")
        return try compile(bounded ? "\\b(?:\(body))\\b" : body)
    }

    private static func eventPattern(_ event: String, _ source: String, classes: [String: LexiconFile.WordClass],
                                     language: String, bounded: Bool) throws -> EventPattern {
        var pattern = ""
        var groups: [(attribute: String, value: String)] = []
        var rest = Substring(nonCapturing(source))
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            // `{0,60}` is a quantifier, not a class.
            if name.first?.isNumber == true {
                pattern += rest[..<rest.index(after: close)]
                rest = rest[rest.index(after: close)...]
                continue
            }
            pattern += rest[..<open]
            guard let wordClass = classes[name] else {
                throw GenerateError.phrasebook("lexicon event \(event) names an unknown class {\(name)}")
            }
            switch wordClass {
            case .plain(let forms):
                pattern += "(?:" + (forms[language] ?? []).map(nonCapturing).joined(separator: "|") + ")"
            case .valued(let values):
                let alternatives = values.keys.sorted().map { value -> String in
                    groups.append((name, value))
                    return "(" + (values[value]?[language] ?? []).map(nonCapturing).joined(separator: "|") + ")"
                }
                pattern += "(?:" + alternatives.joined(separator: "|") + ")"
            }
            rest = rest[rest.index(after: close)...]
        }
        pattern += rest
        let regex = try compile(bounded ? "\\b(?:\(pattern))\\b" : pattern)
        return EventPattern(event: event, regex: regex, groups: groups)
    }
}

private struct LexiconFile: Decodable {
    enum WordClass: Decodable {
        case plain([String: [String]])
        case valued([String: [String: [String]]])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let plain = try? container.decode([String: [String]].self) {
                self = .plain(plain)
            } else {
                self = .valued(try container.decode([String: [String: [String]]].self))
            }
        }
    }

    struct Event: Decodable {
        var id: String
        var role: String?
        var forms: [String: [String]]

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            id = try container.decode(String.self, forKey: AnyKey("id"))
            role = try container.decodeIfPresent(String.self, forKey: AnyKey("role"))
            forms = try LexiconFile.forms(in: container, besides: ["id", "role"])
        }
    }

    /// An entry's forms per language: every key of `container` but `besides`.
    static func forms(in container: KeyedDecodingContainer<AnyKey>, besides: Set<String>) throws -> [String: [String]] {
        var forms: [String: [String]] = [:]
        for key in container.allKeys where !besides.contains(key.stringValue) {
            forms[key.stringValue] = try container.decode([String].self, forKey: key)
        }
        return forms
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    var schemaVersion: Int
    var classes: [String: WordClass]
    var events: [Event]
    var equivalents: [String: String]
    var conditions: [String: [String]]
    var conditionEnds: [String: [String]]
    var effectMarkers: [String: [String]]
    var independence: [String: [String]]?
    var negations: [String: [String]]
    /// Qualifiers are read like events: an id and forms per language (no role).
    var qualifiers: [Event]
    var pointers: [String: [String]]
    var advice: [String: [String]]
    var definitions: [String: [String]]
    var stopwords: [String: [String]]
    var narration: Narration?

    /// The example-narration words (`narration` in the file).
    struct Narration: Decodable {
        struct Noun: Decodable {
            var kinds: [String]
            var prefersFocusable: Bool
            var forms: [String: [String]]

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                kinds = try container.decode([String].self, forKey: AnyKey("kinds"))
                prefersFocusable = try container.decodeIfPresent(Bool.self, forKey: AnyKey("prefersFocusable")) ?? false
                forms = try LexiconFile.forms(in: container, besides: ["kinds", "prefersFocusable"])
            }
        }

        var controls: [Noun]
        var activation: [String: [String]]
        /// Language → ordinal word → position (1-based, -1 the last).
        var ordinals: [String: [String: Int]]?
    }
}
