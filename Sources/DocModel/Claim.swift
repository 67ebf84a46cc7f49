/// A normative sentence: something the page says the API does, which a test could hold it to.
public struct Claim: Codable, Sendable, Hashable {
    /// How strongly the wording binds, derived from the sentence (RFC 2119 style).
    public enum Level: String, Codable, Sendable, Hashable {
        /// Stated as fact or obligation ("sets", "must", "always").
        case must = "MUST"
        /// Recommended ("should", "typically", "conventional").
        case should = "SHOULD"
        /// Permitted ("may", "can").
        case may = "MAY"
    }

    /// Stable id: page id, section, parameter, sentence position and language
    /// (`swiftui/view/focused(_:)#parameter.condition.s2@en`).
    public var id: String
    /// Position key shared by a claim and its translation (`parameter.condition.s2`).
    public var alignmentKey: String
    public var language: Language
    public var text: String
    public var section: SectionKind
    /// The parameter whose description the sentence belongs to, if any.
    public var parameter: String?
    public var level: Level
    /// Source file (relative path) and 1-based line.
    public var file: String
    public var line: Int
    /// The id of the claim in the other language that says the same, where alignment succeeded.
    public var alignedWith: String?
    /// The rule id a rule document gives the sentence (`R4`), if it sits in a numbered rule.
    public var rule: String?
    /// What the rule document says the sentence rests on (its `(D)`, `(O)` marker), if it says.
    public var basis: Basis?
    /// Hash of the normalized content (`ContentHash`), set by extraction; nil in models written before schema 2.
    public var contentHash: String?

    /// What a rule document says a rule rests on.
    public enum Basis: String, Codable, Sendable, Hashable {
        /// Stated by the vendor's documentation.
        case documented
        /// Observed behaviour (user reports, reverse engineering), not stated by the documentation.
        case observed
    }

    public init(id: String, alignmentKey: String, language: Language, text: String, section: SectionKind,
                parameter: String? = nil, level: Level, file: String, line: Int, alignedWith: String? = nil,
                rule: String? = nil, basis: Basis? = nil) {
        self.id = id
        self.alignmentKey = alignmentKey
        self.language = language
        self.text = text
        self.section = section
        self.parameter = parameter
        self.level = level
        self.file = file
        self.line = line
        self.alignedWith = alignedWith
        self.rule = rule
        self.basis = basis
    }
}
