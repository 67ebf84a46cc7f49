import DocGenerate
import DocModel
import Foundation

/// Everything a report is built from: the model, the case corpus and the test results.
public struct ReportInputs: Sendable, Hashable {
    public var index: ModelIndex
    /// The model's pages (any order; the builder sorts).
    public var pages: [PageRecord]
    /// The case-corpus suites (any order; the builder sorts).
    public var suites: [CorpusSuite]
    public var results: TestResults
    /// The corpus's engine surface and out-of-scope pages (`index.json`).
    public var corpusIndex: CaseCorpusIndex
    /// Problems met while loading (unreadable case files, missing results).
    public var diagnostics: [Diagnostic]
    /// The mutation table of `make mutants`, when the report is given one.
    public var mutation: MutationResults?
    /// The diff of the previous model against this one (`--diff`), which the report links.
    public var diff: LinkedDiff?

    /// Inputs already in memory (tests, or a caller that extracted without writing a model).
    public init(index: ModelIndex, pages: [PageRecord], suites: [CorpusSuite], results: TestResults,
                corpusIndex: CaseCorpusIndex = CaseCorpusIndex(), diagnostics: [Diagnostic] = []) {
        self.corpusIndex = corpusIndex
        self.index = index
        self.pages = pages
        self.suites = suites
        self.results = results
        self.diagnostics = diagnostics
    }

    /// Loads a model folder (`docgen extract`), a case-corpus folder (`docgen generate --cases`)
    /// and, if given, a results file (JUnit XML or results JSON) with an optional XCTest console
    /// log for failure messages. Throws only when the model cannot be read; everything else
    /// becomes a diagnostic.
    /// `observations` is a folder of rule-claim observation files (`DOCGEN_OBSERVATIONS`, one line
    /// each, as in the console log).
    /// `mutants` is a mutation table (`docs/mutants.json`) whose score and kills the report shows.
    public static func load(model: URL, cases: URL, results: URL?, consoleLog: URL? = nil,
                            observations: URL? = nil, mutants: URL? = nil) throws -> ReportInputs {
        let (index, pages): (ModelIndex, [PageRecord])
        do { (index, pages) = try ModelLoader(directory: model).load() } catch let error as GenerateError {
            throw ReportInputError("model \(model.path): \(error.description)")
        }
        guard FileManager.default.fileExists(atPath: cases.path) else {
            throw ReportInputError("case corpus folder \(cases.path) does not exist")
        }
        let corpus = CaseCorpusReader.read(directory: cases)
        var diagnostics = corpus.diagnostics
        let corpusIndex = CaseCorpusIndex.read(directory: cases)
        if let problem = corpusIndex.problem {
            diagnostics.append(ReportDiagnostics.caseFileUnreadable(CaseCorpusIndex.fileName, problem))
        }
        var testResults = TestResults.none
        if let results {
            let name = results.lastPathComponent
            if let data = try? Data(contentsOf: results) {
                do {
                    testResults = try TestResults.read(data)
                    testResults.file = name
                } catch {
                    diagnostics.append(ReportDiagnostics.resultsUnreadable(name, CaseCorpusReader.describe(error)))
                }
            } else {
                diagnostics.append(ReportDiagnostics.resultsMissing(name))
            }
        } else {
            diagnostics.append(ReportDiagnostics.resultsMissing(""))
        }
        var log = consoleLog.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        if let observations {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: observations.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".txt") {
                log += "\n" + ((try? String(contentsOf: observations.appendingPathComponent(name), encoding: .utf8)) ?? "")
            }
        }
        if !log.isEmpty { testResults = testResults.addingMessages(fromConsoleLog: log) }
        var mutation: MutationResults?
        if let mutants {
            do { mutation = try MutationResults.read(Data(contentsOf: mutants)) } catch {
                diagnostics.append(ReportDiagnostics.mutationTableUnreadable(mutants.lastPathComponent, CaseCorpusReader.describe(error)))
            }
        }
        var inputs = ReportInputs(index: index, pages: pages, suites: corpus.suites, results: testResults,
                                  corpusIndex: corpusIndex.index, diagnostics: diagnostics)
        inputs.mutation = mutation
        return inputs
    }
}
