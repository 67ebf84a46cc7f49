import DocModel
import Foundation
import SwiftSyntax

/// Reads the sentences around an example (`ExampleNarration`) into facts about the example
/// (`NarratedFact`), by composition: the claim frame reader gives the sentence's events and which
/// clause names what happens first; the example's entities are found in the sentence by name
/// (state properties, enum cases, `true`/`false`/`nil`, control titles) and by the lexicon's
/// nouns for kinds of view (`narration.controls`); a fact is read only when every entity it needs
/// resolves to exactly one thing of the example.
///
/// Four compositions are read (docs/generate.md, "Example expectations from the page's prose"):
/// - focus enters (trigger) + a state and its value (effect) → the state's value while focus is
///   on the named view (default: the view the state is bound to; with a descendant qualifier,
///   also the views inside it);
/// - a state written with a value (trigger) + focus enters (effect) → where focus is after the
///   example writes that value;
/// - a user activating a button (trigger) + focus enters (effect) → where focus is after the tap;
/// - a view named with default focus (effect), or the example appearing (trigger) + focus
///   enters a view (effect) → where focus is when the example appears.
struct NarrationReader {
    let lexicon: TermLexicon
    let oracle: FocusOracle

    private var sketch: ViewSketch { oracle.sketch }
    private var reader: FrameReader { FrameReader(lexicon: lexicon) }

    func facts(_ sentences: [ExpectationSentence]) -> [NarratedFact] {
        sentences.flatMap { sentence in read(sentence).map { NarratedFact(statement: $0, sentence: sentence) } }
    }

    /// A thing of the example named at `location` in the normalised sentence.
    private struct Mention {
        enum Entity: Hashable {
            case state(String)
            case value(ScenarioValue)
            /// A view; nil when the words name a kind the example has several of (or none).
            case control(Int?)
            case activation
        }

        var entity: Entity
        var location: Int
        var length: Int

        var nsRange: NSRange { NSRange(location: location, length: length) }
    }

    func read(_ sentence: ExpectationSentence) -> [NarratedFact.Statement] {
        guard let words = lexicon.languages[sentence.language] else { return [] }
        // The example's enum cases are values the lexicon cannot know: the frame reads them as a
        // matching value (the mentions below still say which case).
        var framed = sentence.text
        for name in caseNames { framed = framed.replacingOccurrences(of: "`.\(name)`", with: "`true`") }
        let frame = reader.read(framed, language: sentence.language)
        guard frame.kind == .behaviour else { return [] }
        let text = FrameReader.normalize(sentence.text)
        let triggerSpans = reader.triggerSpans(text, language: sentence.language)
        let mentions = self.mentions(in: text, words: words, bounded: sentence.language == .en,
                                     codeVoice: Self.codeVoice(sentence.text))
        var result: [NarratedFact.Statement] = []

        // A view receives default focus.
        if frame.effects.contains(where: { $0.id == "default-focus" && !$0.negated && $0.focus != "accessibility" }),
           case .one(let control) = controls(mentions) {
            result.append(.defaultFocus(control: control))
        }
        guard !triggerSpans.isEmpty else { return result }
        let isTrigger = { (mention: Mention) in triggerSpans.contains { NSLocationInRange(mention.location, $0) } }
        let trigger = mentions.filter(isTrigger), effect = mentions.filter { !isTrigger($0) }
        let enters = { (events: [FrameEvent]) in events.first { $0.id == "focus-enters" && !$0.negated } }

        // The view appears → keyboard focus enters a view: that view has default focus.
        if result.isEmpty, frame.triggers.contains(where: { $0.id == "appears" && !$0.negated }),
           let event = enters(frame.effects), event.focus != "accessibility", case .one(let control) = controls(effect) {
            result.append(.defaultFocus(control: control))
        }

        // Focus enters → a state holds a value.
        if let event = enters(frame.triggers), let state = single(effect) {
            let accessibility = event.focus == "accessibility"
            var targets: Set<Int>
            let named = trigger.compactMap { mention -> Int?? in
                if case .control(let index) = mention.entity { return .some(index) }
                return nil
            }
            let defaulted = named.isEmpty
            if defaulted {
                targets = Set(oracle.bindings.filter { $0.state == state && $0.accessibility == accessibility }.map(\.control))
            } else if named.allSatisfy({ $0 != nil }) {
                targets = Set(named.compactMap { $0 })
            } else {
                targets = []
            }
            if frame.qualifiers.contains("subject:descendant") {
                targets.formUnion(sketch.controls.indices.filter { index in targets.contains { sketch.contains($0, index) } })
            }
            let value = valueAfter(state, in: effect, frame: frame, targets: targets)
            // "`focus` becomes `.name` when focus moves to its view": the view bound with that case.
            if defaulted, case .enumCase? = value {
                targets = Set(oracle.bindings.filter { $0.state == state && $0.value == value && $0.accessibility == accessibility }.map(\.control))
            }
            if !targets.isEmpty, let value, fits(value, state) {
                result.append(.stateWhileFocused(state: state, value: value, controls: targets, accessibility: accessibility))
            }
        }

        // A state written with a value → focus enters a view.
        if let event = enters(frame.effects), let state = single(trigger),
           let value = values(trigger).first {
            let accessibility = event.focus == "accessibility"
            let control: Int?
            switch controls(effect) {
            case .none: control = oracle.bindings.first { $0.state == state && $0.value == value && $0.accessibility == accessibility }?.control
            case .one(let index): control = index
            case .ambiguous: control = nil
            }
            if let control, fits(value, state) {
                result.append(.focusAfterWrite(state: state, value: value, control: control, accessibility: accessibility))
            }
        }

        // A user activates a button → keyboard focus enters a view.
        if let event = enters(frame.effects), event.focus != "accessibility",
           trigger.contains(where: { $0.entity == .activation }),
           case .one(let button) = controls(trigger), sketch.controls[button].kind == "Button",
           case .one(let control) = controls(effect), control != button {
            result.append(.focusAfterActivation(button: button, control: control))
        }
        return result
    }

    /// Whether `value` can be a value of `state`: a Boolean for a `Bool` state, a case or `nil`
    /// for any other (an optional enum); a state of unknown type takes either.
    private func fits(_ value: ScenarioValue, _ state: String) -> Bool {
        guard let type = sketch.property(state)?.type else { return true }
        switch value {
        case .bool: return type == "Bool"
        case .enumCase, .none: return type != "Bool"
        default: return false
        }
    }

    private enum Resolved { case none, one(Int), ambiguous }

    /// The one view the mentions name (a title and a noun naming the same view count once).
    private func controls(_ mentions: [Mention]) -> Resolved {
        var named: Set<Int> = []
        for mention in mentions {
            guard case .control(let index) = mention.entity else { continue }
            guard let index else { return .ambiguous }
            named.insert(index)
        }
        if named.isEmpty { return .none }
        return named.count == 1 ? .one(named.first!) : .ambiguous
    }

    /// The values the mentions name, in order.
    private func values(_ mentions: [Mention]) -> [ScenarioValue] {
        mentions.compactMap { mention in
            if case .value(let value) = mention.entity { return value }
            return nil
        }
    }

    /// The one state property the mentions name.
    private func single(_ mentions: [Mention]) -> String? {
        let names = Set(mentions.compactMap { mention -> String? in
            if case .state(let name) = mention.entity { return name }
            return nil
        })
        return names.count == 1 ? names.first : nil
    }

    /// The value the effect gives `state`: a value named after the state in the effect clause, else
    /// the frame's `state-set` value (match: the value the state is bound with on the target view;
    /// reset: `false`/`nil`).
    private func valueAfter(_ state: String, in effect: [Mention], frame: ClaimFrame, targets: Set<Int>) -> ScenarioValue? {
        let stateAt = effect.first { $0.entity == .state(state) }?.location ?? 0
        if let value = values(effect.filter { $0.location > stateAt }).first { return value }
        guard let set = frame.effects.first(where: { $0.id == "state-set" && !$0.negated }) else { return nil }
        switch set.value {
        case "match":
            let values = Set(oracle.bindings.filter { $0.state == state && targets.contains($0.control) }.map(\.value))
            if values.count == 1 { return values.first }
            return sketch.property(state)?.type == "Bool" ? .bool(true) : nil
        case "reset":
            return oracle.resetValue(state)
        default:
            return nil
        }
    }

    /// The enum cases the example binds focus states with, sorted.
    private var caseNames: [String] {
        Set(oracle.bindings.compactMap { binding -> String? in
            if case .enumCase(let name) = binding.value { return name }
            return nil
        }).sorted()
    }

    /// The position an ordinal standing just before `location` names: at most three words
    /// between them ("second of the two"), none in Chinese ("第二个文本框").
    static func ordinal(before location: Int, in text: String, words: TermLexicon.Language) -> Int? {
        let ns = text as NSString
        let start = max(0, location - 40)
        let window = NSRange(location: start, length: location - start)
        var best: (end: Int, position: Int)?
        for (regex, position) in words.ordinals {
            for match in regex.matches(in: text, range: window) where match.range.upperBound > (best?.end ?? -1) {
                best = (match.range.upperBound, position)
            }
        }
        guard let best else { return nil }
        let between = ns.substring(with: NSRange(location: best.end, length: location - best.end))
        return between.split(whereSeparator: \.isWhitespace).count <= 3 && !between.contains(",") ? best.position : nil
    }

    /// The names a sentence sets in code voice as a whole span (`` `focused` ``, `` `$focused` ``,
    /// `` `self.focused` ``; not the `focused` of `` `focused(_:equals:)` ``), lowercased.
    static func codeVoice(_ text: String) -> Set<String> {
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
        return Set(spans.map { span -> String in
            var name = span.element.trimmingCharacters(in: .whitespaces).lowercased()
            if name.hasPrefix("$") { name.removeFirst() }
            if name.hasPrefix("self.") { name.removeFirst(5) }
            return name
        })
    }

    /// Every entity of the example the normalised sentence names, in order. A state property whose
    /// name is an ordinary word (`focused`, `text`: no capital letter, digit or underscore) is
    /// named only in code voice; `isFiltering` is named wherever it stands.
    private func mentions(in text: String, words: TermLexicon.Language, bounded: Bool, codeVoice: Set<String>) -> [Mention] {
        var result: [Mention] = []
        let ns = text as NSString
        func find(_ needle: String, _ entity: Mention.Entity) {
            guard needle.count >= 2 else { return }
            let escaped = NSRegularExpression.escapedPattern(for: needle.lowercased())
            let pattern = bounded || needle.allSatisfy(\.isASCII) ? "(?<![\\w.])\(escaped)(?!\\w)" : escaped
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return }
            for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                result.append(Mention(entity: entity, location: match.range.location, length: match.range.length))
            }
        }
        for property in sketch.properties where property.name.count >= 3 {
            let plainWord = property.name.allSatisfy { $0.isLowercase }
            if !plainWord || codeVoice.contains(property.name.lowercased()) { find(property.name, .state(property.name)) }
        }
        for literal in ["true", "false"] { find(literal, .value(.bool(literal == "true"))) }
        find("nil", .value(.none))
        for name in caseNames { find("." + name, .value(.enumCase(name))) }
        for (index, control) in sketch.controls.enumerated() {
            for title in [control.title, control.accessibilityLabel].compactMap({ $0 }) {
                // A short title ("3") names its view only in quotes.
                if title.count >= 3 { find(title, .control(index)) } else { find("\"" + title + "\"", .control(index)) }
            }
        }
        // A name inside a longer name ("Filter" in "Filter Sidebar Contents") is not a mention.
        result = result.filter { inner in
            !result.contains { outer in
                outer.length > inner.length && NSIntersectionRange(outer.nsRange, inner.nsRange).length == inner.length
            }
        }
        // Nouns for kinds of view; a noun right before or after a title of a view of its kind (“3”
        // button, button “3”) names that view.
        for noun in words.controlNouns {
            for match in noun.regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
            where !result.contains(where: { NSIntersectionRange($0.nsRange, match.range).length > 0 }) {
                let candidates = sketch.controls.indices.filter { noun.kinds.contains(sketch.controls[$0].kind) }
                let titled = result.first(where: { mention in
                    guard case .control(let index?) = mention.entity, candidates.contains(index) else { return false }
                    let before = match.range.location - (mention.location + mention.length)
                    let after = mention.location - match.range.upperBound
                    return (0...2).contains(before) || (0...2).contains(after)
                })
                if case .control(let index?)? = titled?.entity {
                    result.append(Mention(entity: .control(index), location: match.range.location, length: match.range.length))
                    continue
                }
                // "the second of the two text fields", "第二个文本框": an ordinal just before the noun
                // picks one of its views in the example's order.
                if let position = Self.ordinal(before: match.range.location, in: text, words: words), candidates.count > 1 {
                    let index = position > 0 ? position - 1 : candidates.count + position
                    let picked = candidates.indices.contains(index) ? candidates[index] : nil
                    result.append(Mention(entity: .control(picked), location: match.range.location, length: match.range.length))
                    continue
                }
                let focusBound = candidates.filter { index in
                    sketch.controls[index].own.contains { ["focused", "focusable", "accessibilityFocused"].contains($0.name) }
                }
                let chosen = candidates.count == 1 || !noun.prefersFocusable ? candidates : focusBound
                result.append(Mention(entity: .control(chosen.count == 1 ? chosen[0] : nil),
                                      location: match.range.location, length: match.range.length))
            }
        }
        if let activation = words.activation {
            for match in activation.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                result.append(Mention(entity: .activation, location: match.range.location, length: match.range.length))
            }
        }
        return result.sorted { $0.location < $1.location }
    }
}
