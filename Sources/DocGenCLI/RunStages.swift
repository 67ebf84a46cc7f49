import DocExtract
import DocGenerate
import DocReport
import Foundation

/// The four stages of `docgen run`, each announced with one line on standard output.
struct RunStages {
    /// What the caller needs for the exit status.
    struct Status {
        var testsRan: Bool
        var mustFailures: Int
    }

    let root: PackageRoot
    let out: URL
    let jobs: Int
    let swift: String
    /// Pages to generate suites for (`--select-*`; default: all).
    var selection = PageSelection()

    func run(inputs: [String]) throws -> Status {
        let model = out.appendingPathComponent("model"), cases = out.appendingPathComponent("cases")
        stage(1, "extract", inputs.joined(separator: " ") + " → " + model.path)
        let extraction = Extraction.run(.init(paths: inputs, format: nil, jobs: jobs))
        do { _ = try ModelWriter.write(extraction, to: model.path) } catch {
            throw RunError("cannot write the model to \(model.path): \(error.localizedDescription)")
        }
        detail(ExtractionSummary(extraction).description.split(separator: "\n").first.map(String.init) ?? "")

        stage(2, "generate", "suites and case corpus → \(cases.path)")
        let generated: DocGenerator.Output
        do { generated = try DocGenerator(modelDirectory: model, templatesDirectory: root.templates, selection: selection).generate() } catch let error as GenerateError {
            throw RunError("generate: \(error.description)")
        }
        let package = try packageForSuites(generated, cases: cases)

        let logs = out.appendingPathComponent("logs"), junit = out.appendingPathComponent("results/junit.xml")
        let testRun = ConformanceTestRun(swift: swift, packageDirectory: package, jobs: jobs, junit: junit,
                                         buildLog: logs.appendingPathComponent("build.log"),
                                         testLog: logs.appendingPathComponent("test.log"))
        stage(3, "test", "swift build --build-tests, then swift test --filter ConformanceTests in \(package.path) (logs: \(logs.path))")
        var testsRan = false
        let buildStatus = try testRun.build()
        if buildStatus != 0 {
            detail("the suites did not build (exit status \(buildStatus)); last lines of \(testRun.buildLog.path):")
            print(ConformanceTestRun.tail(testRun.buildLog))
        } else if case .noResults(let status) = try testRun.test() {
            detail("swift test wrote no results (exit status \(status)); last lines of \(testRun.testLog.path):")
            print(ConformanceTestRun.tail(testRun.testLog))
        } else {
            testsRan = true
        }

        let reportURL = out.appendingPathComponent("report")
        stage(4, "report", reportURL.path)
        let reportInputs: ReportInputs
        do {
            reportInputs = try ReportInputs.load(model: model, cases: cases, results: testsRan ? junit : nil,
                                                 consoleLog: testsRan ? testRun.testLog : nil)
            let sourceBase = inputs.count == 1 ? RelativePath.from(reportURL, to: sourceFolder(inputs[0])) : nil
            let output = try DocReporter(templatesDirectory: root.reportTemplates).render(reportInputs, sourceBase: sourceBase)
            try output.write(to: reportURL)
            print(ReportSummary(output.report))
            return Status(testsRan: testsRan, mustFailures: output.report.mustFailures.count)
        } catch let error as ReportInputError {
            throw RunError("report: \(error.description)")
        }
    }

    /// Writes the case corpus to `cases` and the suites where they will run: the committed package
    /// when they are exactly the committed ones (a copy goes to OUT/Generated), a scratch package otherwise.
    private func packageForSuites(_ generated: DocGenerator.Output, cases: URL) throws -> URL {
        let differences = generated.differences(swiftDirectory: root.committedGenerated, casesDirectory: root.committedCases)
        if differences.isEmpty {
            try generated.write(swiftDirectory: out.appendingPathComponent("Generated"), casesDirectory: cases)
            detail("\(generated.swiftFiles.count) suites, identical to the committed Tests/ConformanceTests/Generated: they run in place")
            return root.url
        }
        let scratch = ScratchPackage(url: out.appendingPathComponent("conformance-package"))
        try generated.write(swiftDirectory: scratch.generated, casesDirectory: cases)
        try scratch.writeManifest(root: root.url)
        detail("\(generated.swiftFiles.count) suite(s) differ from the committed ones (\(differences.count) file(s)); "
               + "they run in the scratch package \(scratch.url.path) — the committed folder is not touched")
        return scratch.url
    }

    /// The folder the model's source paths are relative to: the input folder, or a file's folder.
    private func sourceFolder(_ input: String) -> URL {
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: input).standardizedFileURL
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        return isDirectory.boolValue ? url : url.deletingLastPathComponent()
    }

    private func stage(_ number: Int, _ name: String, _ text: String) {
        print("[\(number)/4] \(name): \(text)")
        fflush(nil)
    }

    private func detail(_ text: String) {
        print("      \(text)")
        fflush(nil)
    }
}
