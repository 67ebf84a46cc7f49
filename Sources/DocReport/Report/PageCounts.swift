import DocExtract
import DocModel

/// The numbers the summary shows for a page (and, summed, for the run).
public struct PageCounts: Codable, Sendable, Hashable {
    /// Cases by verdict.
    public struct Cases: Codable, Sendable, Hashable {
        public var total = 0
        /// Behavioural cases that passed.
        public var passed = 0
        /// Compile-only cases that built and ran (API-shape checks, examples compiled and mounted).
        public var compiles = 0
        /// Cases that passed but rest on an engine choice, not on a documented rule.
        public var engineChoice = 0
        /// Rule claims the reference engine does not bear out.
        public var findings = 0
        public var failed = 0
        public var expectedDifferent = 0
        public var knownGap = 0
        public var notRun = 0
        /// Cases whose code did not compile (the others of the run still ran).
        public var didNotCompile = 0
        /// Cases needing symbols the engine does not provide.
        public var notInEngine = 0
        /// Failed cases of level MUST.
        public var mustFailed = 0
    }

    /// Claims by coverage.
    public struct Claims: Codable, Sendable, Hashable {
        public var total = 0
        public var covered = 0
        /// Claims whose cases check some parts of the sentence, not all (`ClaimReport.unchecked`).
        public var partlyCovered = 0
        public var untestable = 0
        public var noTemplate = 0
        public var ambiguous = 0
        public var unplanned = 0
        /// Claims of surface pages: not judged as behaviour, not part of `total`.
        public var surface = 0
    }

    /// Examples by status.
    public struct Examples: Codable, Sendable, Hashable {
        public var total = 0
        public var compiled = 0
        public var notRun = 0
        public var notCompiled = 0
        public var didNotCompile = 0
        /// Examples that cannot compile as documented (`ExampleReport.Status.documentationError`).
        public var documentationError = 0
        public var notInEngine = 0
        /// Compiled examples that needed elision fillings.
        public var withFillings = 0
    }

    /// Diagnostics by severity.
    public struct Diagnostics: Codable, Sendable, Hashable {
        public var total = 0
        public var notes = 0
        public var warnings = 0
        public var errors = 0
    }

    public var pages = 0
    /// Of `pages`, the surface pages (inert engine symbol, no focus vocabulary): compile checks only.
    public var surfacePages = 0
    public var cases = Cases()
    public var claims = Claims()
    public var examples = Examples()
    /// Planning findings plus extraction diagnostics about the two languages disagreeing
    /// (``bilingualDiagnosticIDs``).
    public var bilingualFindings = 0
    /// Planning findings where the page's prose and the generator's model of an example disagree
    /// (`generator-model`): the prose decided the case, the generator was wrong.
    public var generatorFindings = 0
    /// Extraction diagnostics of the page.
    public var diagnostics = Diagnostics()

    /// All zero.
    public init() {}

    /// Extraction diagnostics counted as bilingual findings: drift, unaligned claims, level mismatches.
    public static let bilingualDiagnosticIDs: Set<String> = [
        ProseDiagnosticID.bilingualDrift, ProseDiagnosticID.claimsUnaligned, ProseDiagnosticID.levelMismatch,
    ]

    /// Counts one page's cases, claims, examples, findings and diagnostics.
    init(cases: [CaseReport], claims: [ClaimReport], examples: [ExampleReport], findings: [FindingReport],
         diagnostics: [Diagnostic], surface: Bool = false) {
        pages = 1
        surfacePages = surface ? 1 : 0
        for item in cases {
            self.cases.total += 1
            switch item.verdict {
            case .passed: self.cases.passed += 1
            case .compiles: self.cases.compiles += 1
            case .engineChoice: self.cases.engineChoice += 1
            case .finding: self.cases.findings += 1
            case .failed: self.cases.failed += 1
            case .expectedDifferent: self.cases.expectedDifferent += 1
            case .knownGap: self.cases.knownGap += 1
            case .notRun: self.cases.notRun += 1
            case .didNotCompile: self.cases.didNotCompile += 1
            case .notInEngine: self.cases.notInEngine += 1
            }
            if item.verdict == .failed, item.level == .must { self.cases.mustFailed += 1 }
        }
        for claim in claims {
            if claim.coverage == .surface {
                self.claims.surface += 1
                continue
            }
            self.claims.total += 1
            switch claim.coverage {
            case .covered: self.claims.covered += 1
            case .partlyCovered: self.claims.partlyCovered += 1
            case .untestable: self.claims.untestable += 1
            case .noTemplate: self.claims.noTemplate += 1
            case .ambiguous: self.claims.ambiguous += 1
            case .unplanned: self.claims.unplanned += 1
            case .surface: break
            }
        }
        for example in examples {
            self.examples.total += 1
            switch example.status {
            case .compiled: self.examples.compiled += 1
            case .notRun: self.examples.notRun += 1
            case .notCompiled: self.examples.notCompiled += 1
            case .didNotCompile: self.examples.didNotCompile += 1
            case .documentationError: self.examples.documentationError += 1
            case .notInEngine: self.examples.notInEngine += 1
            }
            if example.status == .compiled, !example.fillings.isEmpty { self.examples.withFillings += 1 }
        }
        bilingualFindings = findings.filter { $0.kind == "bilingual-drift" }.count
            + diagnostics.filter { Self.bilingualDiagnosticIDs.contains($0.id) }.count
        generatorFindings = findings.filter { $0.kind == "generator-model" }.count
        for diagnostic in diagnostics {
            self.diagnostics.total += 1
            switch diagnostic.severity {
            case .note: self.diagnostics.notes += 1
            case .warning: self.diagnostics.warnings += 1
            case .error: self.diagnostics.errors += 1
            }
        }
    }

    mutating func add(_ other: PageCounts) {
        pages += other.pages
        surfacePages += other.surfacePages
        cases.total += other.cases.total
        cases.passed += other.cases.passed
        cases.compiles += other.cases.compiles
        cases.engineChoice += other.cases.engineChoice
        cases.findings += other.cases.findings
        cases.failed += other.cases.failed
        cases.expectedDifferent += other.cases.expectedDifferent
        cases.knownGap += other.cases.knownGap
        cases.notRun += other.cases.notRun
        cases.mustFailed += other.cases.mustFailed
        cases.didNotCompile += other.cases.didNotCompile
        cases.notInEngine += other.cases.notInEngine
        claims.total += other.claims.total
        claims.covered += other.claims.covered
        claims.partlyCovered += other.claims.partlyCovered
        claims.untestable += other.claims.untestable
        claims.noTemplate += other.claims.noTemplate
        claims.ambiguous += other.claims.ambiguous
        claims.unplanned += other.claims.unplanned
        claims.surface += other.claims.surface
        examples.total += other.examples.total
        examples.compiled += other.examples.compiled
        examples.notRun += other.examples.notRun
        examples.notCompiled += other.examples.notCompiled
        examples.didNotCompile += other.examples.didNotCompile
        examples.documentationError += other.examples.documentationError
        examples.notInEngine += other.examples.notInEngine
        examples.withFillings += other.examples.withFillings
        bilingualFindings += other.bilingualFindings
        generatorFindings += other.generatorFindings
        diagnostics.total += other.diagnostics.total
        diagnostics.notes += other.diagnostics.notes
        diagnostics.warnings += other.diagnostics.warnings
        diagnostics.errors += other.diagnostics.errors
    }
}
