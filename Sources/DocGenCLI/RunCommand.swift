import ArgumentParser
import DocExtract
import DocGenerate
import DocReport
import Foundation

/// `docgen run`: extract → generate → build and run the generated suites → report.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Extract, generate, run the conformance suites and write the report, in one go.",
        discussion: """
        Stages (one progress line each): extract PATH… into OUT/model (pages unchanged since an earlier run into OUT come from its page cache, OUT/extract-cache); generate the suites and the case corpus (OUT/cases); build and run them; write the report to OUT/report and print its path. Default input: the bundled corpus/pages.

        A model an earlier run left in the output folder (OUT/model) is set aside in OUT/previous with its case corpus, and after extraction compared with the new model (as docgen diff does, stale cases included) into OUT/diff; the report links it. --no-diff turns this off.

        Where the suites run: when the generated suites are byte-identical to the committed Tests/ConformanceTests/Generated (the bundled corpus), the package's own ConformanceTests target runs. Otherwise they are written into a scratch package, OUT/conformance-package, whose one target compiles only the suites into a test executable (run directly, a batch of suites per process; a test that crashes fails alone): it imports and links a copy (OUT/conformance-package/checkout-engine) of the FocusEngine and FocusTestSupport this checkout has already built in ROOT/.build/debug — built there first with `swift build --target FocusTestSupport` when missing or older than their sources — so a new output folder never compiles the engine again; the committed folder is never overwritten.

        Two runs at once: each builds in its own OUT/conformance-package/.build and only reads the checkout's build (SwiftPM's lock on ROOT/.build serialises building it), so runs into different output folders do not collide and need no lock of their own.

        One case never stops the others: the suites are type-checked before they are built, and each compiler error is traced to the case (or example) it belongs to; those cases get the verdict did-not-compile (with the error mapped back to the page line) or not-in-engine (a documented symbol the engine lacks), and the suites are checked again without them. A build that still fails is handled the same way, round by round.

        Exit status: 1 if a case of level MUST failed (0 with --allow-failures); 2 only if nothing could be built at all (the engine or the toolchain is broken) or the tests produced no results (the report is still written, every case not run); 64 for unusable arguments.
        """
    )

    @Argument(help: "Files or folders to read (default: the bundled corpus/pages).")
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "Output folder: model/, extract-cache/, cases/, results/, logs/, report/ (conformance-package/ for pages other than the bundled ones; previous/, diff/ when it held an earlier run).")
    var out: String = "out"

    @Flag(help: "Exit 0 even if MUST cases failed.")
    var allowFailures = false

    @Option(help: "Worker threads for extraction, generation and the report, build jobs and test processes (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "The docgen checkout (default: found above the working directory or the executable).")
    var packageRoot: String?

    @Option(help: "The swift executable that builds and runs the suites.")
    var swift: String = "swift"

    @Option(help: "Mutation table of these suites written by `make mutants` (docs/mutants.json for the bundled corpus): the report shows its score and flags passed cases that kill no mutant.")
    var mutants: String?

    @Flag(help: "Do not diff a model an earlier run left in the output folder against this run's (by default it is set aside in OUT/previous, diffed into OUT/diff and linked from the report).")
    var noDiff = false

    @Option(name: .customLong("claim-reader"),
            help: "How sentences become cases: frames (the lexicon and clause structure alone), phrasebook (sentence patterns alone) or both (the default: frames, with the phrasebook's templates joined).")
    var claimReader: ClaimReaderMode = .both

    @OptionGroup(title: "Page selection")
    var select: PageSelectionOptions

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let root: PackageRoot
        do { root = try PackageRoot.find(explicit: packageRoot) } catch let error as RunError {
            throw ValidationError(error.description)
        }
        let outURL = URL(fileURLWithPath: out).standardizedFileURL
        let inputs = paths.isEmpty ? [root.bundledPages.path] : paths
        var stages = RunStages(root: root, out: outURL, jobs: jobs, swift: swift)
        stages.selection = select.selection
        stages.mutants = mutants.map { URL(fileURLWithPath: $0).standardizedFileURL }
        stages.diffPrevious = !noDiff
        stages.claimReader = claimReader
        let status: RunStages.Status
        do { status = try stages.run(inputs: inputs) } catch let error as RunError {
            throw ValidationError(error.description)
        }
        print("report: \(outURL.appendingPathComponent("report/index.html").path)")
        if !status.testsRan { throw ExitCode(2) }
        if status.mustFailures > 0 && !allowFailures { throw ExitCode(1) }
    }
}
