/// What one sentence says, read by composition: the events it names as triggers (what happens
/// first: focus enters a view, the app writes the binding, the user submits) and as effects (what
/// the API then does), the qualifiers that narrow them (a technology, a platform, a descendant),
/// and what kind of sentence it is when it states no behaviour.
///
/// `FrameReader` builds frames from the term lexicon (`Phrasebooks/lexicon.json`) and the
/// clause structure; `FrameMatcher` turns them into case templates, each crediting the parts it
/// checks.
struct ClaimFrame: Sendable, Hashable {
    /// What kind of sentence this is.
    enum Kind: String, Sendable, Hashable {
        /// States behaviour: at least one event was read.
        case behaviour
        /// Names what a symbol, parameter or result is (no event).
        case definition
        /// Advice on using the API ("Use this modifier to …", "Consider …") with no event.
        case advice
        /// Points to another API or article ("For more information, see …").
        case pointer
        /// No event, and not recognisably one of the classes above.
        case unread
    }

    var kind: Kind
    /// Events the sentence names as what happens first (from condition clauses, gerund subjects).
    var triggers: [FrameEvent] = []
    /// Events the sentence says follow (the main clause).
    var effects: [FrameEvent] = []
    /// Qualifiers that narrow the claim: `technology:voiceOver`, `platform:tvOS`,
    /// `subject:descendant`, `condition:only`.
    var qualifiers: Set<String> = []
    /// Condition markers the sentence uses (`when`, `if`, `unless`, `当…时`), in order.
    var conditions: [String] = []
    /// Content words of the sentence the lexicon does not know (for `no-template` reasons).
    var unknownTerms: [String] = []
    /// Qualifiers a sentence that is not behaviour still states about its subject (a type's
    /// summary "… supplied by the focused view or one of its ancestors": `subject:ancestor`).
    /// Platforms are left out: in a definition they name availability, which the page records.
    /// An API-shape case checks none of them, so a definition crediting only that case with
    /// such qualifiers is partly covered.
    var definitionQualifiers: Set<String> = []
    /// Triggers read in a sentence that names no effect (for its `no-template` reason: what
    /// happens first was read, what then happens was not).
    var triggersWithoutEffect: [FrameEvent] = []

    /// Every part a case must check for the claim to be covered: each trigger, each effect and
    /// each qualifier, as stable strings (`trigger focus-enters(keyboard)`, `effect state-set(match)`).
    var parts: [FramePart] {
        triggers.map { FramePart(role: .trigger, key: $0.key) }
            + effects.map { FramePart(role: .effect, key: $0.key) }
            + qualifiers.sorted().map { FramePart(role: .qualifier, key: $0) }
    }

    /// Whether two readings of one sentence (its translations) disagree: an event both name
    /// with another value, focus, negation or role, or focus entering in one where the other has
    /// it leaving. An event only one of them read is a gap of the reader, not a disagreement.
    func contradicts(_ other: ClaimFrame) -> Bool {
        func uses(_ frame: ClaimFrame) -> [String: Set<String>] {
            var byID: [String: Set<String>] = [:]
            for event in frame.triggers { byID[event.id, default: []].insert("trigger " + event.key) }
            for event in frame.effects { byID[event.id, default: []].insert("effect " + event.key) }
            return byID
        }
        let ours = uses(self), theirs = uses(other)
        for (id, keys) in ours where theirs[id] != nil && theirs[id] != keys { return true }
        let opposite = ["focus-enters": "focus-leaves", "focus-leaves": "focus-enters"]
        for (id, twin) in opposite where ours[id] != nil && theirs[twin] != nil && ours[twin] == nil && theirs[id] == nil {
            return true
        }
        return false
    }

    /// The comparable core of a frame: what two translations of one sentence must share.
    var signature: String {
        let triggerKeys = triggers.map(\.key).sorted().joined(separator: ",")
        let effectKeys = effects.map(\.key).sorted().joined(separator: ",")
        return "\(kind.rawValue) [\(triggerKeys)] → [\(effectKeys)]"
    }
}

/// One event of a frame: an event id from the lexicon with the attributes its words carried.
struct FrameEvent: Sendable, Hashable {
    /// The lexicon's event id (`focus-enters`, `state-set`, `submit`, `action-runs`).
    var id: String
    /// Which focus the event is about (`keyboard`, `accessibility`), when its words say.
    var focus: String?
    /// The value it names (`match`, `reset`), when its words say.
    var value: String?
    /// Whether the clause negates it ("does not move", "never", "不会").
    var negated = false

    /// `focus-enters(keyboard)`, `!state-set(reset)`.
    var key: String {
        let attributes = [focus, value].compactMap { $0 }
        let base = attributes.isEmpty ? id : "\(id)(\(attributes.joined(separator: ",")))"
        return negated ? "!" + base : base
    }
}

/// One part of a frame that a case can check.
struct FramePart: Sendable, Hashable, Comparable {
    enum Role: String, Sendable, Hashable {
        case trigger, effect, qualifier
    }

    var role: Role
    var key: String

    /// `trigger focus-enters(keyboard)`.
    var description: String { "\(role.rawValue) \(key)" }

    static func < (lhs: FramePart, rhs: FramePart) -> Bool { lhs.description < rhs.description }
}

/// Which readers turn a claim into case templates (`docgen generate --claim-reader`).
public enum ClaimReaderMode: String, Sendable, CaseIterable {
    /// The frame reader alone: the lexicon and clause structure, no sentence patterns.
    case frames
    /// The sentence phrasebook alone (`Phrasebooks/claims.json`), as before frames.
    case phrasebook
    /// Both: the frame's templates with the phrasebook's joined (no case of the phrasebook is
    /// lost); the frame decides which parts are checked and whether behaviour is credited to the
    /// API-shape case. A sentence the frames give no template keeps the phrasebook's reading.
    case both

    var usesFrames: Bool { self != .phrasebook }
    var usesPhrasebook: Bool { self != .frames }
}
