import DocModel

/// One thing of the model a case was derived from, with the content hash it had
/// (`Provenance.sources`; docs/generate.md, "Case corpus schema").
public struct CaseSource: Codable, Sendable, Hashable, Comparable {
    /// What kind of model content.
    public enum Kind: String, Codable, Sendable, Hashable, Comparable {
        case claim
        case example
        case declaration

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var kind: Kind
    /// The page the content is on (a merged source's page for its claims).
    public var pageID: String
    /// The claim id, example id (`example-2`) or `declaration`.
    public var id: String
    /// `contentHash` of the content when the case was generated.
    public var hash: String

    public init(kind: Kind, pageID: String, id: String, hash: String) {
        self.kind = kind
        self.pageID = pageID
        self.id = id
        self.hash = hash
    }

    public static func < (lhs: CaseSource, rhs: CaseSource) -> Bool {
        (lhs.kind, lhs.pageID, lhs.id, lhs.hash) < (rhs.kind, rhs.pageID, rhs.id, rhs.hash)
    }
}
