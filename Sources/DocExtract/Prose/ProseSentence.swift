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
    /// Whether that level comes from a modal cue (`must`, `should`, `may`, `必须`, `应该`, `可以` …)
    /// rather than from a usage imperative, a behaviour verb or the definitional default; only a
    /// modal states force a translation can differ in (`ClaimAligner`).
    public var modal: Bool = false
    /// The numbered rule the sentence belongs to (rule documents), its markers stripped from `text`.
    public var rule: String?
    /// The basis the rule document marks the sentence with.
    public var basis: Claim.Basis?
}
