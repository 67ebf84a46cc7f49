import DocModel

/// A normative claim that no generated case covers, and why.
public struct UncoveredClaim: Codable, Sendable, Hashable {
    /// Why a claim has no case.
    public enum Reason: String, Codable, Sendable, Hashable {
        /// Nothing observable to test (advice, cross-references, parameter roles).
        case untestable
        /// Testable in principle, but the phrasebook has no template for it yet.
        case noTemplate = "no-template"
        /// A template matched, but the page admits no binding kind it could be instantiated for.
        case ambiguous
        /// Cases check some parts of the sentence's frame, not all: the note names the parts
        /// no case checks. The claim stays in its cases' provenance.
        case partlyCovered = "partly-covered"
        /// The page documents inert surface — a symbol FocusEngine declares only so that code
        /// compiles — and uses no focus vocabulary: its examples and declaration are compile-checked,
        /// its claims are not judged as behaviour (and are not counted as lacking a template).
        case surface
    }

    public var claimID: String
    public var level: Claim.Level
    public var reason: Reason
    /// A human explanation (the phrasebook's note for untestable sentences).
    public var note: String

    /// What a `no-template` note writes before the words the claim reader's lexicon lacks
    /// ("… (terms the lexicon lacks: allow, cases)"); the report counts them from there.
    public static let missingTermsMarker = "terms the lexicon lacks: "

    public init(claimID: String, level: Claim.Level, reason: Reason, note: String) {
        self.claimID = claimID
        self.level = level
        self.reason = reason
        self.note = note
    }
}

/// Something wrong with the documentation noticed while planning.
public struct PlanFinding: Codable, Sendable, Hashable {
    /// `bilingual-drift`: aligned claims in two languages map to different templates.
    public var kind: String
    public var claimIDs: [String]
    public var message: String

    public init(kind: String, claimIDs: [String], message: String) {
        self.kind = kind
        self.claimIDs = claimIDs
        self.message = message
    }
}
