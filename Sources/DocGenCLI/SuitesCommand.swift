import ArgumentParser
import DocExtract
import DocGenerate
import Foundation

/// `docgen suites`: extract a dump and generate its conformance suites in one step, as a
/// `docgen-config.yaml` says — what the `generate-conformance-suites` command plugin runs in a
/// consumer package (docs/plugin.md).
struct SuitesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suites",
        abstract: "Extract a dump and generate its conformance suites into a test target, as docgen-config.yaml says.",
        discussion: """
        Reads CONFIG (docgen-config.yaml: dump, output, cases, claimReader, select; docs/plugin.md), extracts the dump into a model in --work, and generates one XCTest suite per page into the configured Generated folder (stale files there are removed), and the case corpus when `cases:` is set. The suites import FocusEngine and FocusTestSupport: a test target holding them depends on those two products of the docgen package.

        This is what `swift package generate-conformance-suites` runs in a package that depends on docgen; run it by hand the same way. With --check nothing is written: the suites are generated into --work and compared with the Generated folder; any difference is listed and the exit status is 1.

        Errors in the configuration name the file, line and column.
        """
    )

    @Argument(help: "The configuration file (docgen-config.yaml).")
    var config: String

    @Option(help: "Folder for the extracted model (default: a new temporary folder, removed afterwards).")
    var work: String?

    @Option(help: "Folder holding suite.swift.mustache and case.swift.mustache (default: the templates of the docgen checkout or installation found above the working directory or the executable).")
    var templates: String?

    @Option(help: "Worker threads for extraction (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Generate into --work and fail on any difference from the Generated folder.")
    var check = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        /// Reports `message` on standard error; the exit status is 2 (nothing generated).
        func failure(_ message: String) -> ExitCode {
            FileHandle.standardError.write(Data("docgen suites: \(message)\n".utf8))
            return ExitCode(2)
        }
        let settings: SuitesConfig
        do { settings = try SuitesConfig.read(URL(fileURLWithPath: config).standardizedFileURL) } catch let error as RunError {
            throw failure(error.description)
        }
        for dump in settings.dumps where !FileManager.default.fileExists(atPath: dump.path) {
            throw failure("\(settings.file.path): dump \(dump.path) does not exist")
        }
        let temporary = work == nil
        let workURL = work.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("docgen-suites-\(ProcessInfo.processInfo.processIdentifier)")
        defer { if temporary { try? FileManager.default.removeItem(at: workURL) } }
        let model = workURL.appendingPathComponent("model")
        try? FileManager.default.removeItem(at: model)

        let progress = ProgressLine(label: "extract")
        let extraction = try StreamedExtraction.run(.init(paths: settings.dumps.map(\.path), format: nil, jobs: jobs, cache: nil),
                                                    to: model.path) { done, total in progress.update(done, of: total) }
        progress.finish()
        print(extraction.summary.description)

        var generator = DocGenerator(modelDirectory: model,
                                     templatesDirectory: URL(fileURLWithPath: templates ?? PackageRoot.defaultTemplates()),
                                     selection: settings.selection)
        generator.claimReader = settings.claimReader
        let output: DocGenerator.Output
        do { output = try generator.generate() } catch let error as GenerateError {
            throw failure(error.description)
        }
        if check {
            let differences = output.differences(swiftDirectory: settings.output, casesDirectory: settings.cases)
            guard differences.isEmpty else {
                differences.forEach { print("suites --check: \($0)") }
                print("suites --check: \(differences.count) difference(s); regenerate: swift package --allow-writing-to-package-directory generate-conformance-suites (or docgen suites \(config))")
                throw ExitCode(1)
            }
            print("suites --check: \(output.plan.suites.count) suites (\(output.swiftFiles.count) Swift files) in \(settings.output.path) up to date")
        } else {
            try output.write(swiftDirectory: settings.output, casesDirectory: settings.cases)
            print("suites: \(output.plan.suites.count) suites (\(output.swiftFiles.count) Swift files) → \(settings.output.path)"
                  + (settings.cases.map { ", \(output.caseFiles.count) case files → \($0.path)" } ?? ""))
        }
        print(GenerateSummary(output.plan))
    }
}
