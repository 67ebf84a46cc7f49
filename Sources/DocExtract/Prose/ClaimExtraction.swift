import DocModel

/// The claims of a page together with the diagnostics extraction raised about them.
public struct ClaimExtraction: Sendable, Hashable {
    /// Claims in page order: per block, English then Chinese.
    public var claims: [Claim]
    /// `docgen.extract.claims-unaligned`, `docgen.extract.level-mismatch` (notes) and
    /// `docgen.extract.bilingual-drift` (warnings), in page order.
    public var diagnostics: [Diagnostic]

    public init(claims: [Claim] = [], diagnostics: [Diagnostic] = []) {
        self.claims = claims
        self.diagnostics = diagnostics
    }
}

/// Stable diagnostic ids of the prose layer.
public enum ProseDiagnosticID {
    public static let claimsUnaligned = "docgen.extract.claims-unaligned"
    public static let levelMismatch = "docgen.extract.level-mismatch"
    public static let bilingualDrift = "docgen.extract.bilingual-drift"
    public static let sentenceTooLong = "docgen.extract.sentence-too-long"
}
