import ArgumentParser
import DocGenerate
import Foundation

/// `docgen generate`: JSON model → XCTest conformance suites and the portable case corpus.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate conformance test suites and the case corpus from an extracted model.",
        discussion: """
        Reads MODEL_DIR (written by `docgen extract`), plans claim and API-shape cases, and writes one XCTest file per page to --out and one case-corpus JSON file per page to --cases (schema: docs/generate.md), plus --cases/index.json: every documented symbol and whether the engine provides it, and the pages that get no suite with the reason (out of scope, or not selected by --select-*). Stale files in those folders are removed.

        With --check nothing is written to --out or --cases: the output is generated into a temporary folder and compared; any difference is listed and the exit status is 1. Cases of the committed --cases folder whose recorded source hashes are gone from the model are named first, each with the claim, example or declaration that changed and the sentence that stands there now.
        """
    )

    @Argument(help: "Model folder written by `docgen extract`.")
    var model: String

    @Option(name: .shortAndLong, help: "Folder for the generated Swift (must be named Generated).")
    var out: String = "Tests/ConformanceTests/Generated"

    @Option(help: "Folder for the case corpus.")
    var cases: String = "corpus/cases"

    @Option(help: "Folder holding suite.swift.mustache and case.swift.mustache (default: the templates of the docgen checkout or installation found above the working directory or the executable).")
    var templates: String?

    @Option(name: .customLong("claim-reader"),
            help: "How sentences become cases: frames (the lexicon and clause structure alone), phrasebook (sentence patterns alone) or both (the default: frames, with the phrasebook's templates joined).")
    var claimReader: ClaimReaderMode = .both

    @Flag(help: "Regenerate into a temporary folder and fail on any difference.")
    var check = false

    @OptionGroup(title: "Page selection")
    var select: PageSelectionOptions

    func validate() throws {
        guard URL(fileURLWithPath: out).standardizedFileURL.lastPathComponent == "Generated" else {
            throw ValidationError("--out must be a folder named Generated (generated code lives only there)")
        }
    }

    func run() throws {
        var generator = DocGenerator(modelDirectory: URL(fileURLWithPath: model),
                                     templatesDirectory: URL(fileURLWithPath: templates ?? PackageRoot.defaultTemplates()), selection: select.selection)
        generator.claimReader = claimReader
        let output: DocGenerator.Output
        do { output = try generator.generate() } catch GenerateError.modelFile(let error) {
            FileHandle.standardError.write(Data("docgen generate: \(error)\n".utf8))
            throw ExitCode(2)
        } catch let error as GenerateError {
            throw ValidationError(error.description)
        }
        let swiftURL = URL(fileURLWithPath: out), casesURL = URL(fileURLWithPath: cases)
        if check {
            let scratch = FileManager.default.temporaryDirectory
                .appendingPathComponent("docgen-generate-check-\(ProcessInfo.processInfo.processIdentifier)")
            try output.write(swiftDirectory: scratch.appendingPathComponent("Generated"),
                             casesDirectory: scratch.appendingPathComponent("cases"))
            let differences = output.differences(swiftDirectory: swiftURL, casesDirectory: casesURL)
            let stale = staleCases(casesURL)
            guard differences.isEmpty, stale.isEmpty else {
                stale.flatMap(\.messages).forEach { print("generate --check: stale case \($0)") }
                differences.forEach { print("generate --check: \($0)") }
                print("generate --check: \(differences.count) difference(s); fresh output in \(scratch.path); run docgen generate to update")
                throw ExitCode(1)
            }
            try? FileManager.default.removeItem(at: scratch)
            print("generate --check: \(output.plan.suites.count) suites (\(output.swiftFiles.count) Swift files) and \(output.caseFiles.count) case files up to date")
        } else {
            try output.write(swiftDirectory: swiftURL, casesDirectory: casesURL)
            print("generate: \(output.plan.suites.count) suites (\(output.swiftFiles.count) Swift files) → \(out), \(output.caseFiles.count) case files → \(cases)")
        }
        print(GenerateSummary(output.plan))
    }

    /// The committed cases whose recorded source hashes are gone from the model (docs/generate.md,
    /// "Staleness"); a corpus that cannot be read is reported and checked file by file instead.
    private func staleCases(_ casesURL: URL) -> [StaleCase] {
        do {
            let suites = try CaseCorpusFolder.read(casesURL)
            let pages = try ModelLoader(directory: URL(fileURLWithPath: model)).load().pages
            return StaleCaseFinder.find(suites: suites, pages: pages)
        } catch {
            print("generate --check: staleness not checked: \(error)")
            return []
        }
    }
}

extension ClaimReaderMode: ExpressibleByArgument {}
