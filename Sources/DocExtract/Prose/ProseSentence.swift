import DocModel

/// One sentence of a page's claim-bearing prose, normative or not, with its structural position.
public struct ProseSentence: Sendable, Hashable {
    /// Position key shared with the translation (`parameter.condition.s2`, `discussion.p2.s1`).
    public var alignmentKey: String
    /// Key of the enclosing block (`parameter.condition`, `discussion.p2`, `summary`).
    public var blockKey: String
    public var language: Language
    public var text: String
    public var section: SectionKind
    public var parameter: String?
    /// 1-based position within the block.
    public var index: Int
    /// Number of sentences in the enclosing block in this language.
    public var blockSentenceCount: Int
    /// 1-based source line of the sentence.
    public var line: Int
    /// The level by this language's own wording; nil when not normative.
    public var level: Claim.Level?
    /// The level this language's modal cues state (`must`, `should`, `may`, `必须`, `应该`, `可以` …),
    /// nil when the sentence has none and its level, if any, comes from a usage imperative, a
    /// behaviour verb or the definitional default; only a modal states force a translation can
    /// differ in (`ClaimAligner`).
    public var modalLevel: Claim.Level?

    /// Whether the sentence is normative and holds a modal cue.
    public var modal: Bool { level != nil && modalLevel != nil }
    /// The numbered rule the sentence belongs to (rule documents), its markers stripped from `text`.
    public var rule: String?
    /// The basis the rule document marks the sentence with.
    public var basis: Claim.Basis?
}
