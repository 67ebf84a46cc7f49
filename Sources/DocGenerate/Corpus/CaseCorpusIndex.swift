/// The case corpus's `index.json`: every documented symbol of the run and whether the engine
/// provides it, and the pages no suite was generated for. Written by `CaseCorpusWriter`, read by
/// the report.
public struct CaseCorpusIndex: Codable, Sendable, Hashable {
    /// The file name in the cases folder (suite files end in `Tests.json`, so it cannot clash).
    public static let fileName = "index.json"

    public var schemaVersion: Int
    public var surface: [SurfaceEntry]
    public var outOfScope: [ScopeDecision]

    /// An index of the current schema version (empty: no surface, every page has a suite).
    public init(surface: [SurfaceEntry] = [], outOfScope: [ScopeDecision] = []) {
        schemaVersion = TestPlan.schemaVersion
        self.surface = surface
        self.outOfScope = outOfScope
    }
}
