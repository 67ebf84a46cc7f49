import DocModel
import Foundation

/// Reads a claim into a `ClaimFrame` by composition: events from the term lexicon, their role
/// from the clause they stand in, negation from the words around them.
///
/// 1. The sentence is normalised (`ClaimPhrasebook.normalize`) and split into propositions at
///    `;` and `, and` (`；`, `，并且`) where both sides name an event.
/// 2. Negation words are taken out of the text (their places remembered), so "focus does not
///    move to" reads as the event "focus moves to", negated.
/// 3. Events are found with the lexicon's patterns; an event inside a condition clause
///    ("when …", "if …,", "当…时，") or before an effect marker ("causing", "从而") is a trigger,
///    otherwise an effect; a proposition opened by a gerund ("Setting the value …") makes every
///    event but its last a trigger. Events the lexicon gives a fixed role keep it.
/// 4. A bare "focus" in a sentence about accessibility focus, or on a page whose declaration
///    binds only accessibility focus, is accessibility focus.
/// 5. A sentence with no event is a pointer, advice or definition by the lexicon's markers, or
///    unread, with the content words the lexicon does not know.
struct FrameReader: Sendable {
    let lexicon: TermLexicon

    /// `accessibilitySubject`: the page documents an accessibility focus API only, so a bare
    /// "focus" in its sentences is accessibility focus (as in a sentence that names it).
    func read(_ text: String, language: Language, section: SectionKind? = nil, accessibilitySubject: Bool = false) -> ClaimFrame {
        guard let words = lexicon.languages[language] else { return ClaimFrame(kind: .unread) }
        let normalized = Self.normalize(Self.markingCodeValues(text))
        var frame = ClaimFrame(kind: .unread)
        var found: [Found] = []
        for proposition in propositions(normalized, words: words) {
            found += read(proposition: proposition, words: words, frame: &frame)
        }
        // A bare "focus" in a sentence about accessibility focus means accessibility focus.
        if accessibilitySubject || found.contains(where: { $0.event.focus == "accessibility" })
            || words.accessibilityMention.map({ Self.matches($0, normalized) }) == true {
            for index in found.indices where found[index].event.focus == "keyboard" && !found[index].explicitKeyboard {
                found[index].event.focus = "accessibility"
            }
        }
        // "The default value is `true`": the value is the default, not a state being set.
        if found.contains(where: { $0.event.id == Self.defaultValueEvent }) {
            found.removeAll { $0.event.id == "state-set" }
        }
        for item in found {
            var event = item.event
            if event.negated, let same = lexicon.equivalents[event.key] {
                event = Self.event(fromKey: same)
            }
            switch item.role {
            case .trigger: if !frame.triggers.contains(event) { frame.triggers.append(event) }
            default: if !frame.effects.contains(event) { frame.effects.append(event) }
            }
        }
        for qualifier in words.qualifiers where Self.matches(qualifier.regex, normalized) {
            frame.qualifiers.insert(qualifier.id)
        }
        // Behaviour needs an effect: a sentence naming only a trigger ("Creates a set of submit
        // triggers.") says what something is, not what happens.
        if !frame.effects.isEmpty {
            frame.kind = .behaviour
        } else if let pointers = words.pointers, Self.matches(pointers, normalized) {
            frame.kind = .pointer
        } else if let advice = words.advice, Self.matches(advice, normalized) {
            frame.kind = .advice
        } else if let definitions = words.definitions, Self.matches(definitions, normalized) {
            frame.kind = .definition
        } else if let section, [.parameters, .returnValue].contains(section) {
            frame.kind = .definition
        }
        if frame.kind != .behaviour {
            frame.triggersWithoutEffect = frame.triggers
            frame.triggers = []
            // A definition that narrows its subject ("… supplied by the focused view or one of
            // its ancestors") still states those qualifiers; a platform names availability.
            frame.definitionQualifiers = frame.qualifiers.filter { !$0.hasPrefix("platform:") }
            frame.qualifiers = []
            frame.unknownTerms = unknownTerms(normalized, words: words, language: language)
        }
        return frame
    }

    /// The lexicon event of a sentence stating a default value (`Phrasebooks/lexicon.json`).
    static let defaultValueEvent = "default-value"

    /// The word a code span standing as a value after "to", "equals", "as" or "为"/"成" becomes
    /// (`` updates to `name` ``, `` binds focused to `.container` ``): the lexicon's `value`
    /// class reads it as the value a view is bound with. `true`, `false` and `nil` stay as they are.
    static let codeValueWord = "codevalue"

    private static let codeValue = try! NSRegularExpression(
        pattern: "(\\b(?:to|equals?|as)\\s+|[为成]\\s*)`\\.?(?!(?:true|false|nil)`)[A-Za-z_][A-Za-z0-9_]*`", options: [.caseInsensitive])

    /// `text` with each code span that stands as a value replaced by `codeValueWord`.
    static func markingCodeValues(_ text: String) -> String {
        guard text.contains("`") else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return codeValue.stringByReplacingMatches(in: text, range: range, withTemplate: "$1\(codeValueWord)")
    }

    /// The text the reader matches: `ClaimPhrasebook.normalize` without the closing punctuation.
    static func normalize(_ text: String) -> String {
        var normalized = ClaimPhrasebook.normalize(text)
        while let last = normalized.last, ".。!！".contains(last) { normalized.removeLast() }
        return normalized
    }

    /// An event and the role its place in the sentence gives it.
    private struct Found {
        var event: FrameEvent
        var role: FramePart.Role
        var start: Int
        var explicitKeyboard: Bool
    }

    private func read(proposition: String, words: TermLexicon.Language, frame: inout ClaimFrame) -> [Found] {
        let (text, removed) = Self.removingNegations(proposition, words: words)
        let ns = text as NSString
        let whole = NSRange(location: 0, length: ns.length)
        let spans = clauseSpans(text, words: words)
        frame.conditions += spans.markers
        let conditionSpans = spans.conditions, ignoredSpans = spans.ignored, effectStart = spans.effectStart
        var found: [Found] = []
        for pattern in words.events {
            for match in pattern.regex.matches(in: text, range: whole)
            where !ignoredSpans.contains(where: { NSLocationInRange(match.range.location, $0) }) {
                var event = FrameEvent(id: pattern.event)
                var explicitKeyboard = false
                for (offset, group) in pattern.groups.enumerated() {
                    let range = match.range(at: offset + 1)
                    guard range.location != NSNotFound else { continue }
                    if group.attribute == "focus" {
                        event.focus = group.value
                        let said = ns.substring(with: range)
                        explicitKeyboard = said.contains("keyboard") || said.contains("键盘") || said.contains("input") || said.contains("输入")
                    } else if group.attribute == "value" {
                        event.value = group.value
                    }
                }
                if event.focus == nil, lexicon.focusEvents.contains(event.id) { event.focus = "keyboard" }
                // A negation in the event's clause, before it or inside it.
                var windowStart = max(0, match.range.location - 40)
                let before = ns.substring(with: NSRange(location: windowStart, length: match.range.location - windowStart))
                if let comma = before.lastIndex(where: { $0 == "," || $0 == "，" }) {
                    windowStart += (String(before[...comma]) as NSString).length
                }
                event.negated = removed.contains { $0 >= windowStart && $0 <= match.range.upperBound }
                let start = match.range.location
                var role: FramePart.Role
                if conditionSpans.contains(where: { NSLocationInRange(start, $0) }) {
                    role = .trigger
                } else if let effectStart {
                    role = start < effectStart ? .trigger : .effect
                } else {
                    role = .effect
                }
                if let fixed = lexicon.fixedRoles[event.id] { role = fixed }
                if let same = found.firstIndex(where: { $0.event.id == event.id && $0.event.focus == event.focus
                                                        && $0.event.value == event.value && $0.event.negated == event.negated }) {
                    if start < found[same].start { found[same].start = start }
                    if role == .trigger { found[same].role = .trigger }
                    continue
                }
                found.append(Found(event: event, role: role, start: start, explicitKeyboard: explicitKeyboard))
            }
        }
        found.sort { $0.start < $1.start }
        // "Setting the value to nil dismisses focus": a gerund subject's events are triggers.
        if conditionSpans.isEmpty, effectStart == nil, found.count >= 2, Self.opensWithGerund(text) {
            let last = found.map(\.start).max() ?? 0
            for index in found.indices where found[index].start < last && lexicon.fixedRoles[found[index].event.id] == nil {
                found[index].role = .trigger
            }
        }
        return found
    }

    /// Where a proposition's clauses are: condition clauses (from a marker to the clause's end:
    /// a comma, "then", "时，"), clauses opened by an independence marker ("regardless of …"),
    /// the start of the effect when an effect marker ("causing") follows the trigger, and the
    /// condition markers used.
    struct ClauseSpans {
        var conditions: [NSRange] = []
        var ignored: [NSRange] = []
        var effectStart: Int?
        var markers: [String] = []
    }

    func clauseSpans(_ text: String, words: TermLexicon.Language) -> ClauseSpans {
        let ns = text as NSString
        let whole = NSRange(location: 0, length: ns.length)
        var spans = ClauseSpans()
        if let conditions = words.conditions {
            for match in conditions.matches(in: text, range: whole) {
                spans.markers.append(ns.substring(with: match.range))
                let after = NSRange(location: match.range.upperBound, length: ns.length - match.range.upperBound)
                let end = words.conditionEnds?.firstMatch(in: text, range: after)?.range.upperBound ?? ns.length
                spans.conditions.append(NSRange(location: match.range.location, length: end - match.range.location))
            }
        }
        if spans.conditions.isEmpty, let ends = words.conditionEnds,
           let end = ends.firstMatch(in: text, range: whole), ns.substring(with: end.range).hasPrefix("时") {
            // A Chinese clause ending in 时， needs no opening marker.
            spans.conditions.append(NSRange(location: 0, length: end.range.upperBound))
        }
        if let independence = words.independence {
            for match in independence.matches(in: text, range: whole) {
                let after = NSRange(location: match.range.upperBound, length: ns.length - match.range.upperBound)
                let end = words.conditionEnds?.firstMatch(in: text, range: after)?.range.location ?? ns.length
                spans.ignored.append(NSRange(location: match.range.location, length: end - match.range.location))
            }
        }
        spans.effectStart = spans.conditions.isEmpty ? words.effectMarkers?.firstMatch(in: text, range: whole)?.range.location : nil
        return spans
    }

    /// The parts of `normalized` (a sentence as `FrameReader.normalize` gives it) that name
    /// what happens first: its condition clauses, and what precedes an effect marker ("If the name
    /// is taken, the button sets `x` to `true`, which causes focus to move …": both the condition
    /// and the clause before "causes"). Empty when the sentence has neither. In Chinese the
    /// clause after a condition is not cut at an effect marker: those include the modal 会,
    /// which most main clauses after 当…时 carry.
    func triggerSpans(_ normalized: String, language: Language) -> [NSRange] {
        guard let words = lexicon.languages[language] else { return [] }
        let spans = clauseSpans(normalized, words: words)
        if language != .en, !spans.conditions.isEmpty { return spans.conditions }
        let ns = normalized as NSString
        let conditionsEnd = spans.conditions.map(\.upperBound).max() ?? 0
        let after = NSRange(location: conditionsEnd, length: ns.length - conditionsEnd)
        guard let marker = words.effectMarkers?.firstMatch(in: normalized, range: after)?.range.location else {
            return spans.conditions
        }
        return spans.conditions + [NSRange(location: conditionsEnd, length: marker - conditionsEnd)]
    }

    /// Splits at `;` and `, and` (`；`, `，并且`, `，而`) where both sides name an event.
    private func propositions(_ text: String, words: TermLexicon.Language) -> [String] {
        let separators = ["; ", ", and ", "；", "，并且", "，而且", "，而"]
        var parts = [text]
        for separator in separators {
            parts = parts.flatMap { part -> [String] in
                let pieces = part.components(separatedBy: separator)
                guard pieces.count > 1 else { return [part] }
                var merged: [String] = []
                for piece in pieces {
                    if let last = merged.last, !hasEvent(last, words) || !hasEvent(piece, words) {
                        merged[merged.count - 1] = last + separator + piece
                    } else {
                        merged.append(piece)
                    }
                }
                return merged
            }
        }
        return parts
    }

    private func hasEvent(_ text: String, _ words: TermLexicon.Language) -> Bool {
        words.events.contains { Self.matches($0.regex, text) }
    }

    /// The text without its negation words, and the offsets (in the returned text) where they stood.
    static func removingNegations(_ text: String, words: TermLexicon.Language) -> (String, [Int]) {
        guard let negations = words.negations else { return (text, []) }
        let ns = text as NSString
        var out = ""
        var removed: [Int] = []
        var cursor = 0
        for match in negations.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            out += ns.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            removed.append((out as NSString).length)
            cursor = match.range.upperBound
            // Drop one space after an English word so the words around it meet.
            if cursor < ns.length, ns.substring(with: NSRange(location: cursor, length: 1)) == " ", out.hasSuffix(" ") {
                cursor += 1
            }
        }
        out += ns.substring(from: cursor)
        return (out, removed)
    }

    static func opensWithGerund(_ text: String) -> Bool {
        let words = text.split(separator: " ").prefix(2)
        return words.contains { $0.count > 4 && $0.hasSuffix("ing") }
    }

    static func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `focus-enters(keyboard)` → the event.
    static func event(fromKey key: String) -> FrameEvent {
        var body = Substring(key)
        let negated = body.hasPrefix("!")
        if negated { body = body.dropFirst() }
        guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else {
            return FrameEvent(id: String(body), negated: negated)
        }
        let attributes = body[body.index(after: open)..<body.index(before: body.endIndex)].split(separator: ",").map(String.init)
        var event = FrameEvent(id: String(body[..<open]), negated: negated)
        for attribute in attributes {
            if ["keyboard", "accessibility"].contains(attribute) { event.focus = attribute } else { event.value = attribute }
        }
        return event
    }

    /// Content words the lexicon does not know (English: words of four letters or more that are
    /// not stop words and stand outside every span an event, qualifier, condition, negation or
    /// marker pattern matched; Chinese: none are guessed).
    private func unknownTerms(_ text: String, words: TermLexicon.Language, language: Language) -> [String] {
        guard language == .en else { return [] }
        let ns = text as NSString
        let whole = NSRange(location: 0, length: ns.length)
        var known: [NSRange] = []
        let patterns = words.events.map(\.regex) + words.qualifiers.map(\.regex)
            + [words.conditions, words.negations, words.independence, words.effectMarkers,
               words.pointers, words.advice, words.definitions].compactMap { $0 }
        for regex in patterns {
            known += regex.matches(in: text, range: whole).map(\.range)
        }
        var seen: [String] = []
        var cursor = 0
        for word in text.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init) {
            let found = ns.range(of: word, options: [], range: NSRange(location: cursor, length: ns.length - cursor))
            guard found.location != NSNotFound else { continue }
            cursor = found.upperBound
            guard word.count >= 4, !words.stopwords.contains(word), !seen.contains(word), word != Self.codeValueWord,
                  !known.contains(where: { NSIntersectionRange($0, found).length == found.length }) else { continue }
            seen.append(word)
        }
        return Array(seen.prefix(6))
    }
}
