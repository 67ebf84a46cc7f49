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
            let analysis = ExampleAnalyzer.analyze(example.code, knownNames: knownNames.all)
            let namespace = suiteName.replacingOccurrences(of: "Tests", with: "") + "Example"
                + example.id.filter(\.isNumber)
            if let reason = blocker(analysis, example: example, namespace: namespace) {
                result.uncovered.append(UncoveredExample(exampleID: example.id, reason: reason,
                                                         freeIdentifiers: analysis.freeIdentifiers))
                continue
            }
            result.cases += cases(example, analysis: analysis, namespace: namespace, page: page)
        }
        return result
    }

    private func blocker(_ analysis: ExampleAnalysis, example: CodeExample, namespace: String) -> String? {
        if let blocker = analysis.blocker { return blocker }
        if !analysis.freeIdentifiers.isEmpty {
            return "free identifiers need stubs (stub synthesis is not implemented yet): "
                + analysis.freeIdentifiers.joined(separator: ", ")
        }
        let wrapped = ExampleCode.wrap(example.code, namespace: namespace)
        let file = Parser.parse(source: wrapped)
        let members = file.statements.first?.item.as(EnumDeclSyntax.self)?.memberBlock.members.count
        let topLevel = Parser.parse(source: example.code).statements.count
        guard !file.hasError, file.statements.count == 1, members == topLevel else {
            return "does not stay inside its namespace when wrapped"
        }
        return nil
    }

    private func cases(_ example: CodeExample, analysis: ExampleAnalysis, namespace: String,
                       page: PageRecord) -> [ConformanceCase] {
        let provenance = Provenance(pageID: page.id, claimIDs: [], level: nil,
                                    text: "Example \(example.id) of \(page.symbol.name)")
        let mountable = analysis.views.filter(\.isMountable)
        var compiles = ConformanceCase(
            id: "example-compiles.\(example.id)", kind: .example, template: "example-compiles", variant: example.id,
            fixture: mountable.first.map { Fixture(name: $0.name, example: example.id) },
            provenance: provenance, availability: page.availability)
        compiles.example = ExampleCode(exampleID: example.id, namespace: namespace, code: example.code)
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

    /// `enum Namespace {` + the verbatim code + `}`.
    static func wrap(_ code: String, namespace: String) -> String {
        "enum \(namespace) {\n\(code)\n}"
    }
}

/// An example no case compiles yet, and why.
public struct UncoveredExample: Codable, Sendable, Hashable {
    public var exampleID: String
    public var reason: String
    public var freeIdentifiers: [String]
}
