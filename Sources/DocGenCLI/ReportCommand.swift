import ArgumentParser
import DocReport
import Foundation

/// `docgen report`: model + case corpus + test results → the static report folder.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the conformance report (HTML, report.json, junit.xml) from a model, a case corpus and test results.",
        discussion: """
        Reads the model (`docgen extract`), the case corpus (`docgen generate --cases`) and the results of running the generated suites: the JUnit XML that `swift test --parallel --xunit-output FILE` writes (SwiftPM writes it only with --parallel) or that docgen run writes (OUT/results/junit.xml), or the results JSON described in docs/report.md. SwiftPM's JUnit file has no failure messages; pass the test run's console output with --log to add them.

        With --diff, the report links a diff of the previous model against this one (docgen diff OLD MODEL --out DIR): the header of every page links it, the summary shows its counts by class, and each changed page links its own section. docgen run does this by itself when its output folder already holds a model.

        Writes OUT/index.html (summary; by-*.html: the same table in other orders), OUT/pages/*.html (one view per page), OUT/report.css, OUT/report.json and OUT/junit.xml (formats: docs/report.md). Without --results every case is reported as not run.

        Exit status 1 if a case of level MUST failed (unless --allow-failures), 0 otherwise.
        """
    )

    @Option(help: "Model folder written by `docgen extract`.")
    var model: String

    @Option(help: "Case-corpus folder written by `docgen generate --cases`.")
    var cases: String = "corpus/cases"

    @Option(help: "Test results: JUnit XML or results JSON.")
    var results: String?

    @Option(help: "Console output of the test run, for failure messages JUnit lacks.")
    var log: String?

    @Option(help: "Folder of rule-claim observations the tests wrote (DOCGEN_OBSERVATIONS; docgen run passes OUT/results/observations).")
    var observations: String?

    @Option(help: "Mutation table written by `make mutants` (docs/mutants.json): the report shows its score and flags passed cases that kill no mutant.")
    var mutants: String?

    @Option(name: .shortAndLong, help: "Report folder to write (created; an earlier report there is replaced).")
    var out: String

    @Option(help: "Folder the model's source paths are relative to (the extract input); source locations become links.")
    var sources: String?

    @Option(help: "Diff folder written by `docgen diff` (holding diff.json and index.html) of the previous model against --model: the report links it and shows its counts.")
    var diff: String?

    @Option(help: "Folder holding the report templates and report.css (default: the templates of the docgen checkout or installation found above the working directory or the executable).")
    var templates: String?

    @Flag(help: "Exit 0 even if MUST cases failed.")
    var allowFailures = false

    func run() throws {
        let outURL = URL(fileURLWithPath: out).standardizedFileURL
        let output: DocReporter.Output
        do {
            var inputs = try ReportInputs.load(
                model: URL(fileURLWithPath: model), cases: URL(fileURLWithPath: cases),
                results: results.map { URL(fileURLWithPath: $0) }, consoleLog: log.map { URL(fileURLWithPath: $0) },
                observations: observations.map { URL(fileURLWithPath: $0) }, mutants: mutants.map { URL(fileURLWithPath: $0) })
            if let diff {
                let folder = URL(fileURLWithPath: diff).standardizedFileURL
                let href = RelativePath.from(outURL, to: folder) + "index.html"
                inputs.diff = try LinkedDiff.read(folder: folder, href: href)
            }
            let base = sources.map { RelativePath.from(outURL, to: URL(fileURLWithPath: $0).standardizedFileURL) }
            output = try DocReporter(templatesDirectory: URL(fileURLWithPath: templates ?? PackageRoot.defaultTemplates("report"))).render(inputs, sourceBase: base)
            try output.write(to: outURL)
        } catch let error as ReportInputError {
            throw ValidationError(error.description)
        }
        print(ReportSummary(output.report))
        print("report: \(outURL.appendingPathComponent("index.html").path)")
        if !output.report.mustFailures.isEmpty && !allowFailures { throw ExitCode(1) }
    }
}

/// Relative paths between folders, for links from the report to the source files.
enum RelativePath {
    /// The path from folder `from` to folder `to`, ending in `/` (`../corpus/pages/`).
    static func from(_ from: URL, to: URL) -> String {
        let a = from.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let b = to.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: a.count - common)
        let path = (ups + b[common...]).joined(separator: "/")
        return path.isEmpty ? "./" : path + "/"
    }
}
