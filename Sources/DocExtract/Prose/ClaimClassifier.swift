import DocModel

/// How a piece of prose relates to the API: defining it, or narrating around it.
public enum ProseRole: String, Sendable, Hashable {
    /// Summary, parameter and return-value descriptions: normative unless a cue says otherwise.
    case definitional
    /// Overview, discussion, how-it-works, rule and other prose: normative only with a cue.
    case narrative
}

/// Decides whether a sentence is a normative claim and at which level (see the phrasebook `_policy`).
///
/// Order: a non-normative cue (example narration, cross-reference, a colon introducing a
/// listing) → not a claim; then a strong
/// modal (`must`, `never`, `必须`) → MUST; outside subordinate clauses, a recommendation cue or usage imperative (`should`,
/// `typically`, `Use …`, `应该`) → SHOULD; a permission cue (`may`, `can`, `可以`) → MAY; a
/// declarative behaviour cue (`sets`, `returns`, `will`, `会`, `SwiftUI remaps`) → MUST. Without any cue a
/// definitional sentence is MUST and a narrative one is not a claim.
public enum ClaimClassifier {
    /// The level of a narrative sentence, or nil when it is not normative.
    public static func level(of sentence: String, language: Language) -> Claim.Level? {
        level(of: sentence, language: language, role: .narrative)
    }

    /// The level of a sentence in prose of the given role, or nil when it is not normative.
    public static func level(of sentence: String, language: Language, role: ProseRole) -> Claim.Level? {
        guard sentence.contains(where: \.isLetter) else { return nil }
        let cues = PreparedCues.for(language)
        let matcher = CueMatcher(sentence: sentence, language: language)
        if isNonNormative(matcher, cues) { return nil }
        if matcher.containsAny(cues.must) { return .must }
        if matcher.containsAny(cues.should, outside: cues.subordinators) || matcher.startsWithAny(cues.shouldPrefixes) {
            return .should
        }
        if matcher.containsAny(cues.may, outside: cues.subordinators) { return .may }
        if matcher.containsAny(cues.declarative) || matcher.containsSubjectVerb(cues.declarativeSubjects) { return .must }
        return role == .definitional ? .must : nil
    }

    /// `level(of:language:role:)` and `modalLevel(of:language:)` of one sentence, read with one
    /// matcher (the sentence is prepared and lower-cased once, each cue list searched once).
    static func levels(of sentence: String, language: Language, role: ProseRole) -> (level: Claim.Level?, modal: Claim.Level?) {
        levels(of: sentence, matcher: CueMatcher(sentence: sentence, language: language), role: role)
    }

    /// `levels(of:language:role:)` with the sentence's matcher made already (in its language), and
    /// `isNonNormative` of it when the caller knows it (`ProseInventory` reads a block's first
    /// sentence for narration before its levels).
    static func levels(of sentence: String, matcher: CueMatcher, role: ProseRole,
                       nonNormative: Bool? = nil) -> (level: Claim.Level?, modal: Claim.Level?) {
        let cues = PreparedCues.for(matcher.language)
        let must = matcher.containsAny(cues.must)
        let should = !must && matcher.containsAny(cues.should, outside: cues.subordinators)
        let may = !must && !should && matcher.containsAny(cues.may, outside: cues.subordinators)
        let modal: Claim.Level? = must ? .must : should ? .should : may ? .may : nil
        guard sentence.contains(where: \.isLetter), !(nonNormative ?? isNonNormative(matcher, cues)) else { return (nil, modal) }
        if must { return (.must, modal) }
        if should || matcher.startsWithAny(cues.shouldPrefixes) { return (.should, modal) }
        if may { return (.may, modal) }
        if matcher.containsAny(cues.declarative) || matcher.containsSubjectVerb(cues.declarativeSubjects) { return (.must, modal) }
        return (role == .definitional ? .must : nil, modal)
    }

    /// The level the sentence's modal cues state — MUST for a strong modal, else SHOULD or MAY
    /// for one outside a subordinate clause — or nil without one. Modal wording states force,
    /// as opposed to a usage imperative or a behaviour verb, which Chinese does not mark apart
    /// from plain description (`设置…` is both "Set" and "Sets").
    public static func modalLevel(of sentence: String, language: Language) -> Claim.Level? {
        let cues = PreparedCues.for(language)
        let matcher = CueMatcher(sentence: sentence, language: language)
        if matcher.containsAny(cues.must) { return .must }
        if matcher.containsAny(cues.should, outside: cues.subordinators) { return .should }
        if matcher.containsAny(cues.may, outside: cues.subordinators) { return .may }
        return nil
    }

    /// Whether the sentence holds a modal cue (see `modalLevel(of:language:)`).
    public static func hasModalCue(_ sentence: String, language: Language) -> Bool {
        modalLevel(of: sentence, language: language) != nil
    }

    /// Whether the sentence narrates an example or points elsewhere instead of stating behaviour.
    public static func isNonNormative(_ sentence: String, language: Language) -> Bool {
        isNonNormative(CueMatcher(sentence: sentence, language: language))
    }

    /// `isNonNormative(_:language:)` of the matcher's sentence in its language.
    static func isNonNormative(_ matcher: CueMatcher) -> Bool {
        isNonNormative(matcher, PreparedCues.for(matcher.language))
    }

    private static func isNonNormative(_ matcher: CueMatcher, _ cues: PreparedCues) -> Bool {
        matcher.startsWithAny(cues.nonNormativePrefixes) || matcher.containsAny(cues.nonNormative)
            || matcher.endsWithAny(cues.nonNormativeEndings)
    }
}
