import DocModel
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Plans example cases: each Swift example is placed (`ExampleLayout`), its free identifiers
/// stubbed (`StubSynthesizer`), and it is compiled verbatim inside a namespace; every view that
/// can be mounted is mounted (`example-compiles`) and exercised with the scenarios its structure
/// implies (`ScenarioDeriver`). A rule document's Incorrect example replays its Correct
/// example's focus scenarios with an expected-different outcome (`RuleReplay`). Examples that
/// cannot be compiled are listed with the reason. An example using a symbol the run documents
/// but the engine lacks (`DocumentedMissing`) is not stubbed: all its cases are `notInEngine`.
struct ExamplePlanner {
    let knownNames: KnownNames
    var missing: DocumentedMissing?
    /// The engine's API, for filling elisions; nil → elisions that need it are not filled.
    var surface: EngineSurfaceLookup?
    /// Types declared by compiled examples of other pages of the run, by name (only names one
    /// example declares); used when no example of the page itself declares the name.
    var runTypes: [String: ExampleImport]

    init(knownNames: KnownNames, missing: DocumentedMissing? = nil, surface: EngineSurfaceLookup? = nil,
         runTypes: [String: ExampleImport] = [:]) {
        self.knownNames = knownNames
        self.missing = missing
        self.surface = surface
        self.runTypes = runTypes
    }

    struct Result {
        var cases: [ConformanceCase] = []
        var uncovered: [UncoveredExample] = []
        /// Where the page's prose and the generator's model of an example disagree
        /// (`generator-model`): the prose decided the case's expectation.
        var findings: [PlanFinding] = []
    }

    /// A compiled example and the views it mounts.
    struct Compiled {
        var example: CodeExample
        var code: ExampleCode
        var views: [MountableView]
        /// Type names the example declares at its top level.
        var declaredTypes: [String]
        /// Documented symbols the example uses that the engine lacks.
        var notInEngine: [String] = []
    }

    /// One unit of compilation: an example, or consecutive blocks joined because only together
    /// do they parse and place (`joined` holds the followers' ids, `firstLines` each block's lines).
    struct Unit {
        var example: CodeExample
        var joined: [CodeExample] = []

        /// The page line of `line` (1-based within the unit's code).
        func pageLine(_ line: Int) -> Int {
            var remaining = line
            for block in [example] + joined {
                let count = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
                let start = block.lines.preferred?.start ?? 1
                if remaining <= count { return start + remaining - 1 }
                remaining -= count
            }
            return (example.lines.preferred?.start ?? 1) + line - 1
        }
    }

    /// `navigationClaims`: the rule's claims that its Incorrect example lacks keyboard navigation
    /// between fields (`RuleClaims`).
    func plan(_ page: PageRecord, suiteName: String, navigationClaims: [Claim] = []) -> Result {
        var result = Result()
        let prefix = Self.namespacePrefix(suiteName)
        let units = Self.units(page.examples.filter { $0.language == "swift" })
        let namespace = { (unit: Unit) in prefix + unit.example.id.filter(\.isNumber) }
        // Members the page's examples declare in extensions are visible to every example of the
        // page (they share a file); a member declared twice keeps its first declaration.
        let placements = units.map { FileScopePlacement.of($0.example.code, namespace: namespace($0)) }
        let extensions = PageExtensions(zip(units, placements).map { ($0.example.id, $1?.members ?? []) })
        let extensionCodes = zip(units, placements).compactMap { $1 == nil ? nil : $0.example.code }
        let shared = PageStubs(codes: units.map(\.example.code), extensionCodes: extensionCodes,
                               knownNames: knownNames.all.union(extensions.names), surface: surface)
        let pageNames = extensions.names.union(shared.names)
        // Round 1: each unit alone. Round 2: units that use a type another compiled unit
        // declares are compiled again with it imported (kept only if they then compile).
        // An example redeclaring another's extension member compiles in a companion file.
        let file = { (unit: Unit) in extensions.companionFile(unit.example.id, suiteName: suiteName) }
        var outcomes = units.map { unit -> Swift.Result<Compiled, Blocked> in
            compile(unit, namespace: namespace(unit), imports: [], pageMembers: pageNames, file: file(unit))
        }
        var exported: [String: [ExampleImport]] = [:]
        var exportedCode: [String: String] = [:]
        for case .success(let done) in outcomes {
            exportedCode[done.code.exampleID] = done.code.filledCode ?? done.code.code
            for item in ExampleImport.exports(done.declaredTypes, of: done.code, pageID: page.id) {
                exported[item.name, default: []].append(item)
            }
        }
        for (index, unit) in units.enumerated() {
            let free = Self.freeTypeNames(unit, knownNames: knownNames)
            var imports: [ExampleImport] = []
            for name in free.sorted() {
                let others = (exported[name] ?? []).filter { $0.exampleID != unit.example.id }
                // Of several same-named types, those whose initializers take what this unit passes.
                let fitting = others.count < 2 ? others : others.filter {
                    InitializerFit.fits(name, caller: unit.example.code, declarer: exportedCode[$0.exampleID] ?? "")
                }
                let candidates = fitting.isEmpty ? others : fitting
                // The nearest earlier example that declares it, else the first later one.
                let earlier = candidates.filter { Self.number($0.exampleID) < Self.number(unit.example.id) }
                // Another page's type only for a unit that did not compile on its own.
                // Another page's type for a unit that did not compile on its own or only with a
                // stub of that name: a declaration carries the documentation's meaning, a stub none.
                let needed: Bool
                switch outcomes[index] {
                case .failure: needed = true
                case .success(let done): needed = done.code.stubs.contains { TypeStub.declares($0, name) }
                }
                if let chosen = earlier.last ?? candidates.first ?? (needed ? runTypes[name] : nil) { imports.append(chosen) }
            }
            guard !imports.isEmpty else { continue }
            if case .success(let done) = compile(unit, namespace: namespace(unit), imports: imports, pageMembers: pageNames, file: file(unit)) {
                outcomes[index] = .success(done)
            }
        }
        shared.attach(to: &outcomes, units: units, knownNames: knownNames, namespace: prefix + "Shared", pageID: page.id)
        // Views of units importing shared stubs are found again: a `@Binding` of a shared stub
        // type can now be created (`MyDocument()`), so the view mounts.
        for index in outcomes.indices {
            guard case .success(var done) = outcomes[index],
                  done.code.imports?.contains(where: { shared.names.contains($0.name) }) == true else { continue }
            done.views = Self.views(of: done.code, constructible: shared.names)
            outcomes[index] = .success(done)
        }
        var compiled: [Compiled] = []
        for (unit, outcome) in zip(units, outcomes) {
            switch outcome {
            case .success(let done): compiled.append(done)
            case .failure(let blocked):
                result.uncovered.append(UncoveredExample(exampleID: unit.example.id, reason: blocked.reason, freeIdentifiers: blocked.names))
            }
        }
        let keyTypes = Dictionary(units.flatMap { KeyProbe.keys(in: $0.example.code) }.map { ($0.name, $0.valueType) },
                                  uniquingKeysWith: { first, _ in first })
        for done in compiled {
            let (own, findings) = cases(done, page: page)
            result.cases += own
            result.findings += findings
            // Mounting gave nothing to observe (only `example-compiles`): what the example shows
            // without a view that shows it.
            if own.allSatisfy({ $0.template == "example-compiles" }) {
                let probes = resetProbeCases(done, page: page) + appCases(done, page: page)
                result.cases += probes.isEmpty ? mountedCases(done, page: page) : probes
            }
            if done.views.isEmpty { result.cases += keyProbeCases(done, page: page, constructible: shared.names) }
            result.cases += commandsProbeCases(done, page: page, constructible: shared.names, keyTypes: keyTypes)
        }
        result.cases += RuleReplay.cases(compiled, page: page)
        result.cases += RuleClaims.keyboardNavigation(compiled.filter { $0.notInEngine.isEmpty }, page: page, claims: navigationClaims)
        for done in compiled where !done.notInEngine.isEmpty {
            for index in result.cases.indices where result.cases[index].id == "example-compiles.\(done.example.id)"
                || result.cases[index].fixture?.example == done.example.id {
                result.cases[index].notInEngine = done.notInEngine
            }
        }
        return result
    }

    /// The prefix of a suite's example namespaces (`SwiftuiViewFocusedExample` for
    /// `SwiftuiViewFocusedTests`; the example's number follows).
    static func namespacePrefix(_ suiteName: String) -> String {
        suiteName.replacingOccurrences(of: "Tests", with: "") + "Example"
    }

    private static func number(_ id: String) -> Int { Int(id.filter(\.isNumber)) ?? 0 }

    /// Examples grouped into units: a block that neither parses nor places alone is joined with
    /// the next block of the same role when together they do (a listing continued after prose).
    static func units(_ examples: [CodeExample]) -> [Unit] {
        var units: [Unit] = []
        var index = 0
        while index < examples.count {
            var unit = Unit(example: examples[index])
            index += 1
            while !Self.standsAlone(unit.example.code), index < examples.count, examples[index].role == unit.example.role {
                let joined = unit.example.code + "\n" + examples[index].code
                guard Self.standsAlone(joined) else { break }
                unit.joined.append(examples[index])
                unit.example.code = joined
                index += 1
            }
            units.append(unit)
        }
        return units
    }

    /// Whether code parses without error and has a layout.
    private static func standsAlone(_ code: String) -> Bool {
        !ParsedSource.file(code).hasError && ExampleLayout.of(code) != nil
    }

    /// Capitalised names the unit uses but does not declare, other than known names.
    static func freeTypeNames(_ unit: Unit, knownNames: KnownNames) -> Set<String> {
        let names = NameCollector(viewMode: .sourceAccurate)
        names.walk(ParsedSource.file(unit.example.code))
        return names.referenced.subtracting(names.declared).subtracting(knownNames.all).filter { $0.first?.isUppercase == true }
    }

    struct Blocked: Error {
        var reason: String
        var names: [String] = []
    }

    /// `pageMembers`: members the page's examples declare in extensions (known to every example).
    /// `file`: the companion file the example goes to (`PageExtensions`); nil for the suite's.
    private func compile(_ unit: Unit, namespace: String, imports: [ExampleImport],
                         pageMembers: Set<String> = [], file: String? = nil) -> Swift.Result<Compiled, Blocked> {
        let example = unit.example
        if example.code.unicodeScalars.contains(where: SwiftComment.isBidiControl) {
            return .failure(Blocked(reason: "contains bidirectional control characters, which could disguise the compiled code"))
        }
        var source = example.code
        var fillings: [ElisionFilling]?
        var fillStubs: [String] = []
        switch ElisionFiller(surface: surface, engineNames: knownNames.engine, importedTypes: Set(imports.map(\.name))).fill(example.code) {
        case .verbatim: break
        case .filled(let code, let made, let stubs):
            source = code
            fillings = made
            fillStubs = stubs
        case .unfillable(let line):
            return .failure(Blocked(reason: "elision at page line \(unit.pageLine(line)) could not be filled"))
        }
        guard let layout = ExampleLayout.of(source) else {
            return .failure(Blocked(reason: "mixes statements, properties and expressions in a way that cannot be placed in a view"))
        }
        if layout.shape == .declarations, !fillStubs.isEmpty, let first = fillings?.first {
            return .failure(Blocked(reason: "elision at page line \(unit.pageLine(first.line)) could not be filled"))
        }
        let analyzed = layout.wrap(source, viewMembers: fillStubs)
        if let missing, case let names = missing.names(in: Self.folded(analyzed)), !names.isEmpty {
            return unstubbed(example, namespace: namespace, layout: layout, notInEngine: names)
        }
        let analysis = ExampleAnalyzer.analyze(analyzed, knownNames: knownNames.all.union(pageMembers))
        if let blocker = analysis.blocker { return .failure(Blocked(reason: blocker, names: analysis.freeIdentifiers)) }
        let importedNames = Set(imports.map(\.name))
        let free = analysis.freeIdentifiers.filter { !importedNames.contains($0) }
        let usedImports = imports.filter { analysis.freeIdentifiers.contains($0.name) }
        let tree = Self.folded(analyzed)
        var stubs = StubSet()
        var stillFree = free
        let environment: (String) -> Bool = { [surface] in surface?.providesMember($0, of: "EnvironmentValues") == true }
        if layout.shape == .declarations, case .unstubbable(let names) = StubSynthesizer.stubs(for: free, in: tree, canAddState: false) {
            // State a declarations example uses without declaring it: declared in its own type.
            let hosted = StateHosting.host(names, in: source, tree: tree, environment: environment)
            if !hosted.fillings.isEmpty {
                source = hosted.source
                fillings = ((fillings ?? []) + hosted.fillings).sorted { $0.line < $1.line }
                stubs.namespace += hosted.namespaceStubs
                let placed = Set(names).subtracting(hosted.remaining)
                stillFree = free.filter { !placed.contains($0) }
            }
        }
        if !stillFree.isEmpty {
            switch StubSynthesizer.stubs(for: stillFree, in: tree, canAddState: layout.shape != .declarations, environment: environment,
                                         conformances: surface.map(StubConformances.init(surface:))) {
            case .stubs(let made):
                stubs.namespace += made.namespace
                stubs.view += made.view
            case .unstubbable(let names):
                return .failure(Blocked(reason: "free identifiers cannot be stubbed from how they are used: " + names.joined(separator: ", "),
                                        names: analysis.freeIdentifiers))
            }
        }
        stubs.view = fillStubs + stubs.view
        var code = ExampleCode(exampleID: example.id, namespace: namespace, code: example.code, layout: layout,
                               stubs: stubs, viewConformances: ViewTypes.missingConformances(in: tree))
        if fillings != nil {
            code.fillings = fillings
            code.filledCode = source
        }
        code.joined = unit.joined.isEmpty ? nil : unit.joined.map(\.id)
        code.imports = usedImports.isEmpty ? nil : usedImports
        code.file = file
        guard code.staysInNamespace else { return .failure(Blocked(reason: "does not stay inside its namespace when wrapped")) }
        return .success(Compiled(example: example, code: code, views: Self.views(of: code), declaredTypes: Self.declaredTypes(source)))
    }

    /// The mountable views of a placed example; `constructible`: imported types made with `init()`.
    static func views(of code: ExampleCode, constructible: Set<String> = []) -> [MountableView] {
        let wrapped = folded(code.wrapped)
        return ViewTypes.mountable(in: wrapped, namespace: code.namespace, conformances: code.viewConformances,
                                   stubs: StubIndex(stubs: StubSet(namespace: code.stubs, view: code.viewStubs), tree: wrapped),
                                   constructible: constructible)
    }

    /// Types declared at the top level of `code` (struct, class, enum, typealias).
    static func declaredTypes(_ code: String) -> [String] {
        ParsedSource.file(code).statements.compactMap { item -> String? in
            let declaration = item.item.as(DeclSyntax.self)
            return declaration?.as(StructDeclSyntax.self)?.name.text ?? declaration?.as(ClassDeclSyntax.self)?.name.text
                ?? declaration?.as(EnumDeclSyntax.self)?.name.text ?? declaration?.as(TypeAliasDeclSyntax.self)?.name.text
        }
    }

    /// An example that uses symbols the engine lacks, placed without stubs (its cases are not rendered).
    private func unstubbed(_ example: CodeExample, namespace: String, layout: ExampleLayout,
                           notInEngine: [String]) -> Swift.Result<Compiled, Blocked> {
        let tree = Self.folded(layout.wrap(example.code))
        let code = ExampleCode(exampleID: example.id, namespace: namespace, code: example.code, layout: layout,
                               stubs: StubSet(), viewConformances: ViewTypes.missingConformances(in: tree))
        return .success(Compiled(example: example, code: code, views: Self.views(of: code),
                                 declaredTypes: Self.declaredTypes(example.code), notInEngine: notInEngine))
    }

    /// The source parsed with operators folded (`a || b` as an infix expression).
    static func folded(_ source: String) -> SourceFileSyntax {
        foldedTrees.value(source) {
            let file = ParsedSource.file(source)
            return OperatorTable.standardOperators.foldAll(file, errorHandler: { _ in }).as(SourceFileSyntax.self) ?? file
        }
    }

    /// The last few folded trees: a compiled example's wrapped source is folded once per probe.
    private static let foldedTrees = Memo<String, SourceFileSyntax>(capacity: 16)

    private func cases(_ done: Compiled, page: PageRecord) -> ([ConformanceCase], [PlanFinding]) {
        let provenance = Self.provenance(done.example, page)
        let sentences = ExampleNarration.sentences(for: done.example, in: page)
        var findings: [PlanFinding] = []
        var compiles = ConformanceCase(
            id: "example-compiles.\(done.example.id)", kind: .example, template: "example-compiles", variant: done.example.id,
            fixture: done.views.first?.fixture(example: done.example.id), provenance: provenance, availability: page.availability)
        compiles.example = done.code
        var result = [compiles]
        for view in done.views {
            let facts = TermLexicon.shared.map { NarrationReader(lexicon: $0, oracle: view.deriver.oracle).facts(sentences) } ?? []
            for derived in view.deriver.scenarios() {
                let id = "example-\(derived.kind).\(done.example.id).\(view.name).\(derived.detail)"
                let (scenario, disagreements) = view.deriver.narrated(derived, facts: facts, id: id)
                findings += disagreements.map(Self.finding)
                var fixture = view.fixture(example: done.example.id)
                fixture.configuration = scenario.configuration
                // Expectations resting on an engine choice get a case of their own (basis
                // engine-choice), so a pass of the documented ones is conformance to the docs.
                let documented = scenario.expectations.filter { $0.basis != .engineChoice }
                let chosen = scenario.expectations.filter { $0.basis == .engineChoice }
                for (suffix, expectations) in [("", documented), (".engine-choice", chosen)] where !expectations.isEmpty {
                    var item = ConformanceCase(
                        id: id + suffix, kind: .example, template: "example-\(scenario.kind)", variant: done.example.id,
                        fixture: fixture, steps: scenario.steps, expectations: expectations,
                        provenance: provenance, availability: page.availability)
                    if !scenario.preconditions.isEmpty {
                        item.preconditions = scenario.preconditions
                        item.actionStep = scenario.actionStep
                    }
                    if !suffix.isEmpty { item.basis = .engineChoice }
                    result.append(item)
                }
            }
        }
        return (result, findings)
    }

    /// For an example whose views no scenario exercises: each view mounted and its state read
    /// (`ScenarioDeriver.mounted`, every expectation derived).
    private func mountedCases(_ done: Compiled, page: PageRecord) -> [ConformanceCase] {
        done.views.compactMap { view -> ConformanceCase? in
            guard let derived = try? view.deriver.mounted() else { return nil }
            let scenario = ScenarioDeriver.markingDerived(derived)
            var item = ConformanceCase(
                id: "example-appear.\(done.example.id).\(view.name).mounted", kind: .example, template: "example-appear",
                variant: done.example.id, fixture: view.fixture(example: done.example.id), steps: scenario.steps,
                expectations: scenario.expectations.filter { $0.basis != .engineChoice },
                provenance: Self.provenance(done.example, page), availability: page.availability)
            guard !item.expectations.isEmpty else { return nil }
            item.actionStep = scenario.actionStep
            return item
        }
    }

    /// A `generator-model` finding: the page's sentence and the model's prediction it overrode.
    static func finding(_ disagreement: ModelDisagreement) -> PlanFinding {
        PlanFinding(kind: "generator-model", claimIDs: [],
                    message: "the generator's model predicted \(disagreement.model) after \(disagreement.scenario); the page says "
                        + "\(disagreement.prose): \(disagreement.sentence.citation) — the case expects what the page says")
    }

    static func provenance(_ example: CodeExample, _ page: PageRecord) -> Provenance {
        let role = example.role == .example ? "" : " (\(example.role.rawValue))"
        return Provenance(pageID: page.id, claimIDs: [], level: nil, text: "Example \(example.id)\(role) of \(page.symbol.name)")
    }
}
