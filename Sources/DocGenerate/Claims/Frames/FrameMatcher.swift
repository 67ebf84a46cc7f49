import DocModel
import Foundation

/// Frames → case templates. Each template declares the frame parts it checks
/// (`Phrasebooks/template-frames.json`); a claim gets, by greedy cover, the templates that check
/// the most of its still-unchecked parts (ties: fewer parts the sentence did not name, then id),
/// among those the page can instantiate. A claim is covered when every part is checked, partly
/// covered otherwise.
struct FrameMatcher: Sendable {
    /// The parts one template checks.
    struct Checks: Sendable, Hashable {
        var parts: Set<FramePart>
        var triggers: Set<String>
        var effects: Set<String>
        /// The API the template's own fixture calls, spelled as in Swift (`focusScope`, `FocusedObject`):
        /// the type `FocusedObject` is not the modifier `focusedObject(_:)`.
        var exercises: Set<String>
    }

    /// What the matcher made of one frame.
    struct Reading: Sendable, Hashable {
        /// Templates chosen, sorted.
        var templates: [String]
        /// Parts of the frame some chosen template checks.
        var checked: Set<FramePart>
        /// Parts no chosen template checks.
        var unchecked: [FramePart]
    }

    let checks: [String: Checks]

    static func bundled() throws -> FrameMatcher {
        guard let url = Bundle.module.url(forResource: "template-frames", withExtension: "json", subdirectory: "Phrasebooks") else {
            throw GenerateError.phrasebook("Phrasebooks/template-frames.json missing from the DocGenerate bundle")
        }
        return try FrameMatcher(data: Data(contentsOf: url))
    }

    static let shared: FrameMatcher? = try? bundled()

    /// The parts of `frame` none of `templates` checks.
    func unchecked(_ frame: ClaimFrame, by templates: [String]) -> [FramePart] {
        let checked = templates.reduce(into: Set<FramePart>()) { $0.formUnion(checks[$1]?.parts ?? []) }
        return Set(frame.parts).subtracting(checked).sorted()
    }

    /// Whether one of `templates` has a fixture that calls `name` (a symbol's base name,
    /// `focusScope`), so a case through it exercises that page's own symbol. Names compare as
    /// spelled (the modifier `focusedObject` is not the type `FocusedObject`), except a name in
    /// lower case only, as a path segment gives a parent type (`focusedvalue`), which matches
    /// either spelling.
    func exercise(_ templates: [String], _ name: String) -> Bool {
        let anyCase = name == name.lowercased()
        return templates.contains { id in
            guard let exercises = checks[id]?.exercises else { return false }
            return anyCase ? exercises.contains { $0.lowercased() == name } : exercises.contains(name)
        }
    }

    init(data: Data) throws {
        let file = try JSONDecoder().decode(TemplateFramesFile.self, from: data)
        var checks: [String: Checks] = [:]
        for (id, entry) in file.templates {
            guard CaseTemplates.all[id] != nil || CompileTemplates.all[id] != nil else {
                throw GenerateError.phrasebook("template-frames.json names an unknown template \(id)")
            }
            let parts = entry.triggers.map { FramePart(role: .trigger, key: $0) }
                + entry.effects.map { FramePart(role: .effect, key: $0) }
                + (entry.qualifiers ?? []).map { FramePart(role: .qualifier, key: $0) }
            checks[id] = Checks(parts: Set(parts), triggers: Set(entry.triggers), effects: Set(entry.effects),
                                exercises: Set(entry.exercises ?? []))
        }
        self.checks = checks
    }

    /// The templates for `frame`, among `usable` (the page can instantiate them).
    /// `direct` ranks how closely a template reaches the page's own symbol (0: through another
    /// API's fixture; higher: closer, e.g. 1 for a fixture calling the symbol, 2 for the page's
    /// own bindings): the closer wins ties.
    func match(_ frame: ClaimFrame, usable: (String) -> Bool, direct: (String) -> Int = { _ in 0 }) -> Reading {
        let wanted = Set(frame.parts)
        let frameTriggers = Set(frame.triggers.map(\.key))
        let frameEffects = Set(frame.effects.map(\.key))
        // A template applies when it asserts one of the sentence's effects and, if the sentence
        // names triggers, drives one of them.
        let candidates = checks.keys.sorted().filter { id in
            let check = checks[id]!
            guard !check.effects.isDisjoint(with: frameEffects) else { return false }
            guard frameTriggers.isEmpty || check.triggers.isEmpty || !check.triggers.isDisjoint(with: frameTriggers) else { return false }
            return usable(id)
        }
        var checked: Set<FramePart> = []
        var chosen: [String] = []
        while true {
            var best: (id: String, gain: Int, own: Int, extra: Int)?
            for id in candidates where !chosen.contains(id) {
                let parts = checks[id]!.parts
                let gain = parts.intersection(wanted).subtracting(checked).count
                let extra = parts.subtracting(wanted).count
                let own = direct(id)
                guard gain > 0 else { continue }
                if let current = best, (gain, own, -extra) <= (current.gain, current.own, -current.extra) { continue }
                best = (id, gain, own, extra)
            }
            guard let pick = best else { break }
            chosen.append(pick.id)
            checked.formUnion(checks[pick.id]!.parts.intersection(wanted))
        }
        return Reading(templates: chosen.sorted(), checked: checked, unchecked: wanted.subtracting(checked).sorted())
    }
}

private struct TemplateFramesFile: Decodable {
    struct Entry: Decodable {
        var triggers: [String]
        var effects: [String]
        var qualifiers: [String]?
        var exercises: [String]?
    }

    var schemaVersion: Int
    var templates: [String: Entry]
}
