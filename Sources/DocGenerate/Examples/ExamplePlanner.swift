import DocModel
import SwiftParser
import SwiftSyntax

/// Plans example cases: a self-contained example (declarations only, no free identifiers) is
/// compiled verbatim inside a namespace, each mountable view is mounted, and each literal-titled
/// text field bound with `.focused($flag)` is tapped to check the flag becomes true. Other
/// examples are listed as not compiled, with the reason.
struct ExamplePlanner {
    let knownNames: KnownNames

    struct Result {
        var cases: [ConformanceCase] = []
        var uncovered: [UncoveredExample] = []
    }

    func plan(_ page: PageRecord, suiteName: String) -> Result {
        var result = Result()
        for example in page.examples where example.language == "swift" {
            let isFragment = FragmentWrapper.isMemberFragment(example.code)
            let analyzed = isFragment ? FragmentWrapper.wrap(example.code) : example.code
            let analysis = ExampleAnalyzer.analyze(analyzed, knownNames: knownNames.all)
            var code = ExampleCode(
                exampleID: example.id,
                namespace: suiteName.replacingOccurrences(of: "Tests", with: "") + "Example" + example.id.filter(\.isNumber),
                code: example.code, wrapper: isFragment ? FragmentWrapper.viewName : nil, stubs: [])
            let reason = blocker(analysis, analyzed: analyzed, code: &code)
            if let reason {
                result.uncovered.append(UncoveredExample(exampleID: example.id, reason: reason,
                                                         freeIdentifiers: analysis.freeIdentifiers))
                continue
            }
            result.cases += cases(example, analysis: analysis, code: code, page: page)
        }
        return result
    }

    /// Why the example cannot be compiled, or nil; fills in `code.stubs`.
    private func blocker(_ analysis: ExampleAnalysis, analyzed: String, code: inout ExampleCode) -> String? {
        if let blocker = analysis.blocker { return blocker }
        if !analysis.freeIdentifiers.isEmpty {
            switch StubSynthesizer.stubs(for: analysis.freeIdentifiers, in: Parser.parse(source: analyzed)) {
            case .stubs(let stubs):
                code.stubs = stubs
            case .unstubbable(let names):
                return "free identifiers cannot be stubbed from how they are used: " + names.joined(separator: ", ")
            }
        }
        return staysInNamespace(code) ? nil : "does not stay inside its namespace when wrapped"
    }

    /// The wrapped source parses, and the enum (and fragment view) hold exactly the example's items.
    private func staysInNamespace(_ code: ExampleCode) -> Bool {
        let file = Parser.parse(source: code.wrapped)
        guard !file.hasError, file.statements.count == 1,
              let members = file.statements.first?.item.as(EnumDeclSyntax.self)?.memberBlock.members else { return false }
        let items = Parser.parse(source: code.code).statements.count
        guard code.wrapper != nil else { return members.count == code.stubs.count + items }
        let view = members.last?.decl.as(StructDeclSyntax.self)
        return members.count == code.stubs.count + 1 && view?.memberBlock.members.count == items
    }

    private func cases(_ example: CodeExample, analysis: ExampleAnalysis, code: ExampleCode,
                       page: PageRecord) -> [ConformanceCase] {
        let provenance = Provenance(pageID: page.id, claimIDs: [], level: nil,
                                    text: "Example \(example.id) of \(page.symbol.name)")
        let mountable = analysis.views.filter(\.isMountable)
        var compiles = ConformanceCase(
            id: "example-compiles.\(example.id)", kind: .example, template: "example-compiles", variant: example.id,
            fixture: mountable.first.map { Fixture(name: $0.name, example: example.id) },
            provenance: provenance, availability: page.availability)
        compiles.example = code
        var result = [compiles]
        for view in mountable {
            for field in view.boolFocusFields {
                result.append(ConformanceCase(
                    id: "example-focus-enters-sets-value.\(example.id).\(view.name).\(field.state)", kind: .example,
                    template: "example-focus-enters-sets-value", variant: example.id,
                    fixture: Fixture(name: view.name, example: example.id),
                    steps: [CaseStep(action: .tap, element: field.title)],
                    expectations: [CaseExpectation(observe: .state, state: field.state, value: .boolean(true))],
                    provenance: provenance, availability: page.availability))
            }
        }
        return result
    }
}

/// An example compiled verbatim inside a namespace enum of the generated file.
public struct ExampleCode: Codable, Sendable, Hashable {
    public var exampleID: String
    /// The enum the code is nested in (`SwiftuiFocusstateProjectedvalueExample1`).
    public var namespace: String
    /// The code exactly as the page shows it.
    public var code: String
    /// The view a member fragment is wrapped in (`ExampleView`); nil for declarations.
    public var wrapper: String?
    /// Stub declarations for the example's free identifiers (static members of the namespace).
    public var stubs: [String]

    /// `enum Namespace {`, the stubs, the verbatim code (in its wrapper view for a fragment), `}`.
    var wrapped: String {
        var lines = ["enum \(namespace) {"]
        if !stubs.isEmpty {
            lines.append("    // Stubs synthesised for free identifiers; calls are recorded in ExampleStubs.calls.")
            lines += stubs.map { "    " + $0 }
        }
        lines.append(wrapper == nil ? code : FragmentWrapper.wrap(code))
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}

/// An example no case compiles yet, and why.
public struct UncoveredExample: Codable, Sendable, Hashable {
    public var exampleID: String
    public var reason: String
    public var freeIdentifiers: [String]
}
