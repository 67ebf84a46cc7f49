import DocModel
import Foundation

/// Model → `TestPlan`: one `PageSuite` per page in scope with its claim and API-shape cases, the
/// claims no case covers (with reasons) and bilingual-drift findings; with a `ScopePlanner`, the
/// run's engine surface and the pages without a suite (`TestPlan.surface`, `outOfScope`).
public struct TestPlanner: Sendable {
    let phrasebook: ClaimPhrasebook
    let knownGaps: KnownGaps
    let knownNames: KnownNames?
    let scope: ScopePlanner?
    /// The engine's API for filling example elisions; nil → those elisions are not filled.
    let surface: EngineSurfaceLookup?
    /// Which readers turn claims into templates.
    let claimReader: ClaimReaderMode
    /// Threads that plan pages at once (the plan does not depend on it).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    /// Without `knownNames` no example cases are planned; without `scope` every page gets a suite
    /// and no case is marked not-in-engine; without `surface` elisions needing the engine's
    /// initializers are not filled.
    public init(phrasebook: ClaimPhrasebook, knownGaps: KnownGaps = KnownGaps(), knownNames: KnownNames? = nil,
                scope: ScopePlanner? = nil, surface: EngineSurfaceLookup? = nil, claimReader: ClaimReaderMode = .both) {
        self.claimReader = claimReader
        self.phrasebook = phrasebook
        self.knownGaps = knownGaps
        self.knownNames = knownNames
        self.scope = scope
        self.surface = surface
    }

    /// Plans every page in scope, sorted by id (so suite names do not depend on input order).
    ///
    /// Pages with examples that were not compiled are planned again with the types that
    /// compiled examples of other pages declare (each name declared by exactly one example).
    /// Names of the types a suite's compiled examples stub (`TypeStub`).
    static func stubbedTypes(_ suite: PageSuite) -> Set<String> {
        Set(suite.cases.compactMap(\.example).flatMap(\.stubs).compactMap(TypeStub.typeName(of:)))
    }

    public func plan(_ pages: [PageRecord]) -> TestPlan {
        var names = SuiteNamer()
        let ordered = pages.sorted { ($0.id, $0.source.path) < ($1.id, $1.source.path) }
        let scopes: [PageScope?] = scope.map { $0.scopes(ordered) } ?? ordered.map { _ in nil }
        let missing = scope.map { DocumentedMissing(pages: ordered, scopes: scopes.compactMap { $0 }, surface: $0.surface) }
        let kept = ordered.indices.filter { scopes[$0]?.excludedReason == nil }
        let suiteNames = kept.map { names.name(for: ordered[$0].id) }
        let wrapped = Self.wrappedValueTypes(ordered)
        // Pages are planned independently, on `jobs` threads; results keep page order.
        var suites = ParallelMap.map(Array(zip(kept, suiteNames).map { Pair(index: $0, suiteName: $1) }), jobs: jobs, progress: nil) {
            [self] pair in
            plan(ordered[pair.index], suiteName: pair.suiteName, scope: scopes[pair.index], missing: missing, wrappedValueTypes: wrapped)
        }
        // Pages whose examples did not compile, or compiled only by stubbing a type another page
        // declares, are planned again with the run's declared types.
        let wantsTypes = { (suite: PageSuite) in !suite.uncoveredExamples.isEmpty || !Self.stubbedTypes(suite).isEmpty }
        if knownNames != nil, suites.contains(where: wantsTypes) {
            var declared: [String: [ExampleImport]] = [:]
            for (index, suite) in zip(kept, suites) {
                for code in suite.cases.filter({ $0.notInEngine == nil }).compactMap(\.example) {
                    let names = ExamplePlanner.declaredTypes(code.filledCode ?? code.code)
                    for item in ExampleImport.exports(names, of: code, pageID: ordered[index].id) {
                        declared[item.name, default: []].append(item)
                    }
                }
            }
            let runTypes = declared.compactMapValues { $0.count == 1 ? $0[0] : nil }
            let again = kept.enumerated().compactMap { position, index -> Pair? in
                guard wantsTypes(suites[position]) else { return nil }
                let others = runTypes.filter { $0.value.pageID != ordered[index].id }
                guard !others.isEmpty, !suites[position].uncoveredExamples.isEmpty
                        || !Self.stubbedTypes(suites[position]).isDisjoint(with: others.keys) else { return nil }
                return Pair(index: index, suiteName: suiteNames[position], position: position, runTypes: others)
            }
            let replanned = ParallelMap.map(again, jobs: jobs, progress: nil) { [self] pair in
                plan(ordered[pair.index], suiteName: pair.suiteName, scope: scopes[pair.index], missing: missing,
                     runTypes: pair.runTypes, wrappedValueTypes: wrapped)
            }
            for (pair, suite) in zip(again, replanned) { suites[pair.position] = suite }
        }
        suites = SourceMerger.merge(suites)
        guard let scope else { return TestPlan(suites: suites) }
        let decided = scopes.compactMap { $0 }
        return TestPlan(suites: suites, surface: scope.surfaceEntries(ordered, decided),
                        outOfScope: ScopePlanner.decisions(ordered, decided))
    }

    /// Type page id → the type of its `wrappedValue` as the member's own page documents it
    /// (`swiftui/focusedbinding/wrappedvalue`: `var wrappedValue: Value? { get nonmutating set }`).
    static func wrappedValueTypes(_ pages: [PageRecord]) -> [String: String] {
        var types: [String: String] = [:]
        for page in pages where page.id.hasSuffix("/wrappedvalue") {
            guard let structure = page.declaration?.structure, structure.keyword == "var",
                  structure.name == "wrappedValue", let type = structure.type else { continue }
            types[String(page.id.dropLast("/wrappedvalue".count))] = type
        }
        return types
    }

    /// A page to plan: its index in the sorted pages, its suite name; when planned again, its
    /// place among the suites and the types of other pages' examples it may use.
    private struct Pair: Sendable {
        var index: Int
        var suiteName: String
        var position = 0
        var runTypes: [String: ExampleImport] = [:]
    }

    func plan(_ page: PageRecord, suiteName: String, scope: PageScope?, missing: DocumentedMissing?,
              runTypes: [String: ExampleImport] = [:], wrappedValueTypes: [String: String] = [:]) -> PageSuite {
        var shapeCase: ConformanceCase?
        let parent = self.scope.flatMap { ParentSpelling.of(scope?.engineSymbol, surface: $0.surface) }
        // A surface page whose engine symbol was generated from the documentation's declarations
        // (`docgen inert-surface`) has no API-shape case: the engine declares what the page
        // declares by construction, so the check could fail only through the generator.
        let generatedSurface = scope?.isSurface == true && scope?.engineSymbol?.generated == true
        if !generatedSurface, case .check(let check) = APIShapePlanner.plan(page, functionName: "apiShape", parent: parent,
                                                         wrappedValueType: wrappedValueTypes[page.id], engine: scope?.engineSymbol) {
            shapeCase = ConformanceCase(
                id: "api-shape", kind: .apiShape, template: "api-shape", variant: "declaration", shape: check,
                provenance: Provenance(pageID: page.id, claimIDs: [], level: nil, text: nil),
                availability: page.availability)
        }
        let claims: ClaimCasePlanner.Result
        if let scope, scope.isSurface, let engine = scope.engineSymbol {
            let note = "\(engine.path) is inert surface of FocusEngine (declared so that code compiles; no modelled behaviour) "
                + "and the page uses no focus vocabulary: its claims are not judged as behaviour"
            claims = ClaimCasePlanner.Result(uncovered: page.claims.map {
                UncoveredClaim(claimID: $0.id, level: $0.level, reason: .surface, note: note)
            })
        } else {
            claims = ClaimCasePlanner(phrasebook: phrasebook, reader: claimReader).plan(page, shapeCaseID: shapeCase?.id)
        }
        var cases = claims.cases
        if var shape = shapeCase {
            if !claims.shapeClaims.isEmpty {
                shape.provenance = ClaimCasePlanner.provenance(page.id, claims.shapeClaims)
            }
            cases.insert(shape, at: 0)
        }
        if let scope, scope.isMissing, let path = scope.documentedPath {
            for index in cases.indices { cases[index].notInEngine = [path] }
        }
        let examples = knownNames.map {
            ExamplePlanner(knownNames: $0, missing: missing, surface: surface, runTypes: runTypes)
                .plan(page, suiteName: suiteName, navigationClaims: claims.ruleNavigationClaims)
        }
        var uncovered = claims.uncovered
        var exampleCases = examples?.cases ?? []
        let ruleCases = exampleCases.indices.filter { exampleCases[$0].outcome == .differs }
        if !claims.ruleClaims.isEmpty, ruleCases.isEmpty {
            uncovered += claims.ruleClaims.map {
                UncoveredClaim(claimID: $0.id, level: $0.level, reason: .noTemplate,
                               note: "the rule's Correct and Incorrect examples gave no scenario that tells them apart")
            }
        }
        if !claims.ruleNavigationClaims.isEmpty, !exampleCases.contains(where: { $0.template == "example-rule-claim" }) {
            uncovered += claims.ruleNavigationClaims.map {
                UncoveredClaim(claimID: $0.id, level: $0.level, reason: .noTemplate,
                               note: "the rule's examples have no view with two text fields to tab between")
            }
        }
        for index in ruleCases where !claims.ruleClaims.isEmpty {
            let attached = ClaimCasePlanner.provenance(page.id, claims.ruleClaims)
            exampleCases[index].provenance.claimIDs = attached.claimIDs
            exampleCases[index].provenance.level = attached.level
        }
        cases += exampleCases
        for index in cases.indices {
            cases[index].knownGap = knownGaps.reason(page: page.id, case: cases[index].id)
        }
        var suite = PageSuite(
            pageID: page.id, source: page.source.path, originURL: page.source.originURL, symbol: page.symbol.name,
            suiteName: suiteName, availability: page.availability, cases: cases,
            uncovered: uncovered.sorted { $0.claimID < $1.claimID }, findings: claims.findings + (examples?.findings ?? []),
            uncoveredExamples: examples?.uncovered ?? [])
        if scope?.isSurface == true { suite.surface = true }
        return suite
    }
}

/// Derives unique Swift class names from page ids (`swiftui/view/focused(_:equals:)` →
/// `SwiftuiViewFocusedEqualsTests`), numbering clashes in plan order.
///
/// Names are ASCII letters and digits only (valid identifiers, never keywords), at most
/// `maximumBaseLength` characters before the number and `Tests` (they are also file names), and
/// unique ignoring case (so `ABTests.swift` and `AbTests.swift` cannot clash on macOS).
struct SuiteNamer {
    static let maximumBaseLength = 100
    private var used: Set<String> = []

    mutating func name(for pageID: String) -> String {
        let words = pageID.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var base = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if base.first?.isLetter != true { base = "Page" + base }
        base = String(base.prefix(Self.maximumBaseLength))
        var candidate = base + "Tests"
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(base)\(counter)Tests"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }
}
