import DocModel

/// The generation plan for a whole model: one suite per page, sorted by page id.
///
/// The plan is the hand-off between `TestPlanner` and the two writers (`SwiftRenderer`,
/// `CaseCorpusWriter`); every decision about what to test is made before it exists.
public struct TestPlan: Codable, Sendable, Hashable {
    /// Version of the case-corpus schema (docs/generate.md), bumped on any change of shape.
    public static let schemaVersion = 2

    public var suites: [PageSuite]
    /// Every documented symbol of the run and whether the engine provides it, sorted by symbol.
    public var surface: [SurfaceEntry]
    /// Pages no suite is generated for, with the reason, sorted by page id.
    public var outOfScope: [ScopeDecision]

    public init(suites: [PageSuite], surface: [SurfaceEntry] = [], outOfScope: [ScopeDecision] = []) {
        self.suites = suites
        self.surface = surface
        self.outOfScope = outOfScope
    }

    /// Claim coverage summed over every suite.
    public var coverage: Coverage {
        suites.reduce(into: Coverage()) { $0.add($1.coverage) }
    }
}

/// Everything generated for one documentation page.
public struct PageSuite: Codable, Sendable, Hashable {
    public var pageID: String
    /// The page's source path relative to the corpus folder.
    public var source: String
    public var originURL: String?
    public var symbol: String
    /// The XCTest class name, unique in the plan (`SwiftuiViewFocusedTests`).
    public var suiteName: String
    public var availability: [Availability]
    public var cases: [ConformanceCase]
    /// Normative claims no case covers, each with the reason.
    public var uncovered: [UncoveredClaim]
    /// Problems found while planning (bilingual drift between aligned claims).
    public var findings: [PlanFinding]
    /// Examples no case compiles yet, with the reason.
    public var uncoveredExamples: [UncoveredExample]
    /// Other sources of the same documented page (`swiftui/view/focused(_:)~2`: another crawl or
    /// format) merged into this suite (`SourceMerger`): their claims are credited by its cases.
    public var alsoPages: [SourceOfPage]?
    /// `true` for a surface page (`PageScope.isSurface`: an inert engine symbol, no focus
    /// vocabulary): compile checks only, claims not judged. Absent for pages in scope.
    public var surface: Bool?

    /// The page's scope class (a page with a suite is never out of scope).
    public var scopeClass: ScopeClass { surface == true ? .surface : .inScope }

    public init(pageID: String, source: String, originURL: String?, symbol: String, suiteName: String,
                availability: [Availability], cases: [ConformanceCase], uncovered: [UncoveredClaim],
                findings: [PlanFinding], uncoveredExamples: [UncoveredExample] = []) {
        self.pageID = pageID
        self.source = source
        self.originURL = originURL
        self.symbol = symbol
        self.suiteName = suiteName
        self.availability = availability
        self.cases = cases
        self.uncovered = uncovered
        self.findings = findings
        self.uncoveredExamples = uncoveredExamples
    }

    /// Every claim id a case of this suite covers, sorted.
    public var coveredClaimIDs: [String] {
        Array(Set(cases.flatMap(\.provenance.claimIDs))).sorted()
    }

    /// Claim coverage of this page.
    public var coverage: Coverage {
        var coverage = Coverage()
        let partly = Set(uncovered.filter { $0.reason == .partlyCovered }.map(\.claimID))
        coverage.covered = coveredClaimIDs.filter { !partly.contains($0) }.count
        for claim in uncovered {
            switch claim.reason {
            case .untestable: coverage.untestable += 1
            case .noTemplate: coverage.noTemplate += 1
            case .ambiguous: coverage.ambiguous += 1
            case .partlyCovered: coverage.partlyCovered += 1
            case .surface: coverage.surface += 1
            }
        }
        return coverage
    }
}

/// Counts of claims by outcome.
public struct Coverage: Codable, Sendable, Hashable {
    public var covered = 0
    /// Claims whose cases check some parts of the sentence, not all.
    public var partlyCovered = 0
    public var untestable = 0
    public var noTemplate = 0
    public var ambiguous = 0
    /// Claims of surface pages (inert symbols, no focus vocabulary): not judged as behaviour, and
    /// not part of `total`.
    public var surface = 0

    public init() {}

    /// All claims judged as behaviour (surface pages' claims are not).
    public var total: Int { covered + partlyCovered + untestable + noTemplate + ambiguous }

    mutating func add(_ other: Coverage) {
        covered += other.covered
        partlyCovered += other.partlyCovered
        untestable += other.untestable
        noTemplate += other.noTemplate
        ambiguous += other.ambiguous
        surface += other.surface
    }

    /// One line such as `claims: 40 — covered 30 (75.0%), untestable 6 (15.0%), …`.
    public var summary: String {
        func part(_ name: String, _ count: Int) -> String {
            let percent = total == 0 ? 0 : Double(count) * 100 / Double(total)
            let rounded = (percent * 10).rounded() / 10
            return "\(name) \(count) (\(rounded)%)"
        }
        return "claims: \(total) — " + [
            part("covered", covered), part("partly covered", partlyCovered), part("untestable", untestable),
            part("no template", noTemplate), part("ambiguous", ambiguous),
        ].joined(separator: ", ") + (surface > 0 ? "; on surface pages, not judged: \(surface)" : "")
    }
}
