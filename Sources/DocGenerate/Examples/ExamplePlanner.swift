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

    init(knownNames: KnownNames, missing: DocumentedMissing? = nil) {
        self.knownNames = knownNames
        self.missing = missing
    }

    struct Result {
        var cases: [ConformanceCase] = []
        var uncovered: [UncoveredExample] = []
    }

    /// A compiled example and the views it mounts.
    struct Compiled {
        var example: CodeExample
        var code: ExampleCode
        var views: [MountableView]
        /// Documented symbols the example uses that the engine lacks.
        var notInEngine: [String] = []
    }

    func plan(_ page: PageRecord, suiteName: String) -> Result {
        var result = Result()
        var compiled: [Compiled] = []
        let prefix = suiteName.replacingOccurrences(of: "Tests", with: "") + "Example"
        for example in page.examples where example.language == "swift" {
            switch compile(example, namespace: prefix + example.id.filter(\.isNumber)) {
            case .success(let done): compiled.append(done)
            case .failure(let blocked):
                result.uncovered.append(UncoveredExample(exampleID: example.id, reason: blocked.reason, freeIdentifiers: blocked.names))
            }
        }
        for done in compiled {
            result.cases += cases(done, page: page)
        }
        result.cases += RuleReplay.cases(compiled, page: page)
        for done in compiled where !done.notInEngine.isEmpty {
            for index in result.cases.indices where result.cases[index].id == "example-compiles.\(done.example.id)"
                || result.cases[index].fixture?.example == done.example.id {
                result.cases[index].notInEngine = done.notInEngine
            }
        }
        return result
    }

    struct Blocked: Error {
        var reason: String
        var names: [String] = []
    }

    private func compile(_ example: CodeExample, namespace: String) -> Swift.Result<Compiled, Blocked> {
        if example.code.unicodeScalars.contains(where: SwiftComment.isBidiControl) {
            return .failure(Blocked(reason: "contains bidirectional control characters, which could disguise the compiled code"))
        }
        guard let layout = ExampleLayout.of(example.code) else {
            return .failure(Blocked(reason: "mixes statements, properties and expressions in a way that cannot be placed in a view"))
        }
        let analyzed = layout.wrap(example.code)
        if let missing, case let names = missing.names(in: Self.folded(analyzed)), !names.isEmpty {
            return unstubbed(example, namespace: namespace, layout: layout, notInEngine: names)
        }
        let analysis = ExampleAnalyzer.analyze(analyzed, knownNames: knownNames.all)
        if let blocker = analysis.blocker { return .failure(Blocked(reason: blocker, names: analysis.freeIdentifiers)) }
        let tree = Self.folded(analyzed)
        var stubs = StubSet()
        if !analysis.freeIdentifiers.isEmpty {
            switch StubSynthesizer.stubs(for: analysis.freeIdentifiers, in: tree, canAddState: layout.shape != .declarations) {
            case .stubs(let made): stubs = made
            case .unstubbable(let names):
                return .failure(Blocked(reason: "free identifiers cannot be stubbed from how they are used: " + names.joined(separator: ", "),
                                        names: analysis.freeIdentifiers))
            }
        }
        let code = ExampleCode(exampleID: example.id, namespace: namespace, code: example.code, layout: layout,
                               stubs: stubs, viewConformances: ViewTypes.missingConformances(in: tree))
        guard code.staysInNamespace else { return .failure(Blocked(reason: "does not stay inside its namespace when wrapped")) }
        let wrapped = Self.folded(code.wrapped)
        let views = ViewTypes.mountable(in: wrapped, namespace: namespace, conformances: code.viewConformances,
                                        stubs: StubIndex(stubs: stubs, tree: wrapped))
        return .success(Compiled(example: example, code: code, views: views))
    }

    /// An example that uses symbols the engine lacks, placed without stubs (its cases are not rendered).
    private func unstubbed(_ example: CodeExample, namespace: String, layout: ExampleLayout,
                           notInEngine: [String]) -> Swift.Result<Compiled, Blocked> {
        let tree = Self.folded(layout.wrap(example.code))
        let code = ExampleCode(exampleID: example.id, namespace: namespace, code: example.code, layout: layout,
                               stubs: StubSet(), viewConformances: ViewTypes.missingConformances(in: tree))
        let wrapped = Self.folded(code.wrapped)
        let views = ViewTypes.mountable(in: wrapped, namespace: namespace, conformances: code.viewConformances,
                                        stubs: StubIndex(stubs: StubSet(), tree: wrapped))
        return .success(Compiled(example: example, code: code, views: views, notInEngine: notInEngine))
    }

    /// The source parsed with operators folded (`a || b` as an infix expression).
    static func folded(_ source: String) -> SourceFileSyntax {
        let file = Parser.parse(source: source)
        return OperatorTable.standardOperators.foldAll(file, errorHandler: { _ in }).as(SourceFileSyntax.self) ?? file
    }

    private func cases(_ done: Compiled, page: PageRecord) -> [ConformanceCase] {
        let provenance = Self.provenance(done.example, page)
        var compiles = ConformanceCase(
            id: "example-compiles.\(done.example.id)", kind: .example, template: "example-compiles", variant: done.example.id,
            fixture: done.views.first?.fixture(example: done.example.id), provenance: provenance, availability: page.availability)
        compiles.example = done.code
        var result = [compiles]
        for view in done.views {
            for scenario in view.deriver.scenarios() {
                var fixture = view.fixture(example: done.example.id)
                fixture.configuration = scenario.configuration
                result.append(ConformanceCase(
                    id: "example-\(scenario.kind).\(done.example.id).\(view.name).\(scenario.detail)", kind: .example,
                    template: "example-\(scenario.kind)", variant: done.example.id, fixture: fixture,
                    steps: scenario.steps, expectations: scenario.expectations,
                    provenance: provenance, availability: page.availability))
            }
        }
        return result
    }

    static func provenance(_ example: CodeExample, _ page: PageRecord) -> Provenance {
        let role = example.role == .example ? "" : " (\(example.role.rawValue))"
        return Provenance(pageID: page.id, claimIDs: [], level: nil, text: "Example \(example.id)\(role) of \(page.symbol.name)")
    }
}
