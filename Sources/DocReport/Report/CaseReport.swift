import DocGenerate
import DocModel

/// What happened to one case.
public enum Verdict: String, Codable, Sendable, Hashable, CaseIterable {
    /// The test ran and the documented behaviour holds.
    case passed
    /// The test ran and what it checks holds, but it rests on a choice the reference engine makes
    /// where the docs are silent (`basis: engine-choice`): reported apart, not as conformance.
    case engineChoice = "engine-choice"
    /// A compile-only case (an API-shape check, an example compiled and mounted) built and ran:
    /// its evidence is that the code compiles, counted apart from behavioural passes.
    case compiles
    /// The test ran and failed; `message` says how.
    case failed
    /// An `outcome: differs` case (a rule page's Incorrect example) passed: the documented
    /// benefit is absent, as the page says it should be.
    case expectedDifferent = "expected-different"
    /// A known engine gap (`knownGap` in the case): the test passes because the engine still
    /// deviates, so the documented behaviour does not hold. Reported with its reason, never as passed.
    case knownGap = "known-gap"
    /// A rule document's claim (`outcome: rule-claim`) that the reference engine does not bear
    /// out: "rule claim not supported by the reference engine", with the sentence and what was
    /// observed; or a case whose example calls a documented function in a form the documentation
    /// does not declare ("documentation error", `CompileFailure.documentationError`). A finding
    /// about the documentation, not a failure of the engine.
    case finding
    /// No result for the case (not built, filtered out, skipped, or no results given).
    case notRun = "not-run"
    /// The case's code did not compile against the engine; `compileFailure` has the compiler's
    /// first error, mapped back to the page line. The other cases of the run still ran.
    case didNotCompile = "did-not-compile"
    /// The case needs documented symbols the reference engine does not provide (`notInEngine`
    /// names them): a known gap of the engine's surface, counted apart from failures.
    case notInEngine = "not-in-engine"

    /// Order used to pick the worst of several verdicts (higher is worse).
    var severity: Int {
        switch self {
        case .passed, .compiles, .engineChoice: 0
        case .expectedDifferent, .finding: 1
        case .notInEngine: 2
        case .notRun: 3
        case .knownGap: 4
        case .didNotCompile: 5
        case .failed: 6
        }
    }
}

/// What a case expects of the engine (`outcome` in the case corpus; absent means `holds`).
public enum CaseOutcome: String, Codable, Sendable, Hashable {
    /// The documented behaviour holds.
    case holds
    /// The documented benefit is absent (the test passes when it is).
    case differs
    /// A rule document's claim about its Incorrect example: if it does not hold on the reference
    /// engine the verdict is `finding`.
    case ruleClaim = "rule-claim"
}

/// One case of a page's suite with its verdict.
public struct CaseReport: Codable, Sendable, Hashable {
    public var id: String
    /// `claim`, `api-shape` or `example`.
    public var kind: String
    public var template: String
    public var variant: String
    /// The strongest level of the claims it covers; nil for cases derived from the declaration alone.
    public var level: Claim.Level?
    public var claimIDs: [String]
    /// The example the case compiles or mounts, for example cases.
    public var exampleID: String?
    /// The XCTest method that runs the case.
    public var testMethod: String
    public var verdict: Verdict
    /// The failure message, the known gap's reason, or why the case did not run.
    public var message: String?
    public var knownGap: String?
    public var outcome: CaseOutcome
    /// For `did-not-compile`: the compiler's first error, the generated file:line and the page file:line.
    public var compileFailure: CompileFailure?
    /// For `not-in-engine`: the documented symbols the engine does not provide.
    public var notInEngine: [String]?
    /// The driver steps in words (`tap “Target”`).
    public var steps: [String]
    /// What must hold afterwards, in words (`value == true`).
    public var expectations: [String]
    /// The rule ids of the rule document the case's claims belong to (`R4`).
    public var rules: [String]?
    /// The mutants the case's test kills, when the report was given a mutation table.
    public var mutantsKilled: [String]?
    /// Set when a passed behavioural case kills no mutant, or none of the rule it claims to cover.
    public var mutationFlag: String?
}

/// A normative claim with its coverage and the cases that cover it.
public struct ClaimReport: Codable, Sendable, Hashable {
    /// Whether and how a claim is covered.
    public enum Coverage: String, Codable, Sendable, Hashable {
        case covered
        /// Cases check some parts of the sentence's frame, not all (the note names the rest).
        case partlyCovered = "partly-covered"
        case untestable
        case noTemplate = "no-template"
        case ambiguous
        /// Neither covered nor listed as uncovered by the suite (model and corpus disagree).
        case unplanned
        /// A claim of a surface page: not judged as behaviour (`ScopeClass.surface`).
        case surface
    }

    public var id: String
    public var alignmentKey: String
    public var language: Language
    public var text: String
    public var level: Claim.Level
    public var section: String
    public var parameter: String?
    public var file: String
    public var line: Int
    public var alignedWith: String?
    public var coverage: Coverage
    /// The suite's reason for an uncovered claim.
    public var note: String?
    /// Cases whose provenance names the claim, in corpus order.
    public var caseIDs: [String]
}

/// A code example with the cases derived from it.
public struct ExampleReport: Codable, Sendable, Hashable {
    /// Whether the example was compiled.
    public enum Status: String, Codable, Sendable, Hashable {
        /// Its cases ran, so the generated target (and the example in it) compiled.
        case compiled
        /// It has cases, but none ran.
        case notRun = "not-run"
        /// No case compiles it yet (`reason` says why).
        case notCompiled = "not-compiled"
        /// Its code did not compile against the engine (`compileFailure` says where and why).
        case didNotCompile = "did-not-compile"
        /// Its code cannot compile as documented: it calls a documented function in a form the
        /// documentation does not declare (`compileFailure.documentationError`).
        case documentationError = "documentation-error"
        /// It uses documented symbols the engine does not provide (`notInEngine`).
        case notInEngine = "not-in-engine"
    }

    public var id: String
    /// `example`, `incorrect` or `correct`.
    public var role: String
    public var label: String?
    public var shape: String
    public var language: String
    public var code: String
    /// First source line of the listing in the English block, else the Chinese one.
    public var line: Int?
    public var caseIDs: [String]
    public var status: Status
    /// The worst verdict of its cases; nil without cases.
    public var verdict: Verdict?
    /// Why no case compiles it.
    public var reason: String?
    public var freeIdentifiers: [String]
    /// Elisions filled so that it compiles (empty when it compiled verbatim).
    public var fillings: [ElisionFilling]
    /// The first compile error of its code, for `did-not-compile`.
    public var compileFailure: CompileFailure?
    /// Documented symbols it uses that the engine does not provide, for `not-in-engine`.
    public var notInEngine: [String]?
}
