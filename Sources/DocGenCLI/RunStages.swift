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
    /// A mutation table for the report (`--mutants`).
    var mutants: URL?
    /// Whether a model an earlier run left in `out` is diffed against this run's (`--no-diff` turns it off).
    var diffPrevious = true
    /// How claims become cases (`--claim-reader`).
    var claimReader: ClaimReaderMode = .both
    /// Times the stages for their progress lines.
    private let clock = StageClock()

    /// This docgen build (`PageCache.identity(ofExecutable:)`): every cache of a run into the same
    /// `--out` (pages, plan, build verdicts) is keyed on it, so a rebuilt docgen reuses none.
    private var toolIdentity: String {
        PageCache.identity(ofExecutable: Bundle.main.executablePath ?? CommandLine.arguments[0])
    }

    private func generator(_ model: URL) -> DocGenerator {
        var generator = DocGenerator(modelDirectory: model, templatesDirectory: root.templates, selection: selection)
        generator.claimReader = claimReader
        generator.jobs = jobs
        return generator
    }

    func run(inputs: [String]) throws -> Status {
        let model = out.appendingPathComponent("model"), cases = out.appendingPathComponent("cases")
        stage(1, "extract", inputs.joined(separator: " ") + " → " + model.path)
        let previous = diffPrevious ? try PreviousRun.setAside(out: out) : nil
        // Pages whose input is unchanged since an earlier run into this folder come from its page
        // cache (`docgen extract --cache`; the model is byte-identical to a full extract).
        let cacheFolder = out.appendingPathComponent("extract-cache")
        var cache: PageCache?
        do { cache = try PageCache(directory: cacheFolder.path, toolIdentity: toolIdentity) } catch {
            detail("the page cache \(cacheFolder.path) cannot be used (\(error.localizedDescription)): every page is extracted")
        }
        let extraction: StreamedExtraction.Result
        do {
            extraction = try StreamedExtraction.run(.init(paths: inputs, format: nil, jobs: jobs, cache: cache), to: model.path)
        } catch {
            throw RunError("cannot write the model to \(model.path): \(error.localizedDescription)")
        }
        detail(extraction.summary.description.split(separator: "\n").first.map(String.init) ?? "")
        let reportURL = out.appendingPathComponent("report")
        var linkedDiff: LinkedDiff?
        if let previous {
            let (diff, line) = previous.diff(against: model, into: out.appendingPathComponent("diff"), templates: root.templates,
                                             reportFolder: reportURL)
            linkedDiff = diff
            detail(line)
        }

        stage(2, "generate", "suites and case corpus → \(cases.path)")
        let generated: DocGenerator.Output
        let generateCache = GenerateCache(url: out.appendingPathComponent("generate-cache.json"),
                                          salt: GenerateCache.salt(tool: toolIdentity, templates: root.templates,
                                                                   selection: selection, claimReader: claimReader))
        let generateKey = generateCache.key(model: model)
        do {
            if let plan = generateCache.plan(for: generateKey) {
                generated = try generator(model).render(plan)
                detail("the model, templates and docgen are those of the last run into this folder: its plan is rendered again")
            } else {
                generated = try generator(model).generate()
                generateCache.store(generated.plan, key: generateKey)
            }
        } catch let error as GenerateError {
            throw RunError("generate: \(error.description)")
        }
        let logs = out.appendingPathComponent("logs"), junit = out.appendingPathComponent("results/junit.xml")
        stage(3, "test", "build the suites, then run ConformanceTests (logs: \(logs.path))")
        let built = try buildSuites(generated, cases: cases, model: model, logs: logs, junit: junit)
        var testsRan = false
        if let testRun = built {
            if case .noResults(let status) = try testRun.test() {
                detail("the tests wrote no results (exit status \(status)); last lines of \(testRun.testLog.path):")
                print(ConformanceTestRun.tail(testRun.testLog))
            } else {
                testsRan = true
            }
        }
        let testLog = logs.appendingPathComponent("test.log")

        stage(4, "report", reportURL.path)
        var reportInputs: ReportInputs
        do {
            reportInputs = try ReportInputs.load(model: model, cases: cases, results: testsRan ? junit : nil,
                                                 consoleLog: testsRan ? testLog : nil,
                                                 observations: testsRan ? out.appendingPathComponent("results/observations") : nil,
                                                 mutants: mutants)
            reportInputs.diff = linkedDiff
            let sourceBase = inputs.count == 1 ? RelativePath.from(reportURL, to: sourceFolder(inputs[0])) : nil
            let output = try DocReporter(templatesDirectory: root.reportTemplates).render(reportInputs, sourceBase: sourceBase)
            try output.write(to: reportURL)
            if let previous = clock.lap() { detail("took \(previous); the whole run \(clock.total)") }
            print(ReportSummary(output.report))
            return Status(testsRan: testsRan, mustFailures: output.report.mustFailures.count)
        } catch let error as ReportInputError {
            throw RunError("report: \(error.description)")
        }
    }

    /// Writes the suites and the case corpus and builds them; returns the test run to use, or nil
    /// when nothing could be built. Suites identical to the committed ones build in place (a copy
    /// goes to OUT/Generated); others — or committed ones that fail to build — build in a scratch
    /// package against the checkout's built engine (`BuiltEngine`, built first if stale), where
    /// cases that do not compile are set aside (`IsolatedBuild`).
    private func buildSuites(_ generated: DocGenerator.Output, cases: URL, model: URL, logs: URL,
                             junit: URL) throws -> ConformanceTestRun? {
        func testRun(_ package: URL) -> ConformanceTestRun {
            ConformanceTestRun(swift: swift, packageDirectory: package, jobs: jobs, junit: junit,
                               buildLog: logs.appendingPathComponent("build.log"),
                               testLog: logs.appendingPathComponent("test.log"),
                               observations: out.appendingPathComponent("results/observations"))
        }
        if let committed = root.committedGenerated,
           generated.differences(swiftDirectory: committed, casesDirectory: root.committedCases).isEmpty {
            try generated.write(swiftDirectory: out.appendingPathComponent("Generated"), casesDirectory: cases)
            detail("\(generated.plan.suites.count) suites, identical to the committed Tests/ConformanceTests/Generated: they run in place")
            let inPlace = testRun(root.url)
            let status = try inPlace.build()
            if status == 0 { return inPlace }
            detail("the committed suites did not build (exit status \(status)); building them in a scratch package instead")
        }
        let engine = BuiltEngine(root), engineLog = logs.appendingPathComponent("engine-build.log")
        guard try engine.prepare(swift: swift, jobs: jobs, log: engineLog, report: detail) else {
            print(ConformanceTestRun.tail(engineLog))
            // The report still lists every case, as not run.
            try generated.write(swiftDirectory: out.appendingPathComponent("Generated"), casesDirectory: cases)
            return nil
        }
        let scratch = ScratchPackage(url: out.appendingPathComponent("conformance-package"))
        try scratch.write(engine: engine)
        detail("\(generated.plan.suites.count) suite(s) run in the scratch package \(scratch.url.path) — the committed folder is not touched")
        var run = testRun(scratch.url)
        // The must-not-compile cases type-check snippets against the engine's module files (`CompilerProbe`).
        run.environment["DOCGEN_SWIFT_MODULES"] = scratch.modules.path
        run.buildFlags = scratch.buildFlags
        run.executableProduct = ScratchPackage.product
        var isolated = IsolatedBuild(generator: generator(model), testRun: run, swiftDirectory: scratch.generated,
                                     casesDirectory: cases, modelDirectory: model, report: detail)
        isolated.typecheckArguments = { [scratch, jobs] files in scratch.typecheckArguments(files: files, jobs: jobs) }
        isolated.entryPoint = scratch.entryPoint
        isolated.verdictCache = BuildVerdictCache(url: scratch.url.appendingPathComponent("build-verdicts.json"),
                                                  salt: [engine.fingerprint(), toolIdentity, swift]
                                                      + scratch.typecheckArguments(files: [], jobs: 1))
        let result = try isolated.run(generated)
        guard result.built else {
            detail("nothing could be built; last lines of \(run.buildLog.path):")
            print(ConformanceTestRun.tail(run.buildLog))
            return nil
        }
        let blocked = result.output.plan.suites.flatMap(\.cases).filter { !$0.isRunnable }.count
        detail("built in \(result.rounds) round(s); \(blocked) case(s) set aside (did not compile or not in engine)")
        let probes = result.output.plan.swift6ProbeSources
        if !probes.isEmpty {
            let started = ContinuousClock.now
            let verdicts = ProbeVerdictFile(folder: scratch.url.appendingPathComponent(".build/docgen-probes"), swiftc: run.swiftc,
                                            compilerFlags: scratch.targetSwiftFlags, jobs: jobs)
            do {
                let (file, note) = try verdicts.write(sources: probes)
                detail("\(note) (\(StageClock.seconds(since: started)))")
                if let file { run.environment["DOCGEN_PROBE_VERDICTS"] = file.path }
            } catch {
                detail("Swift 6 probes: \(error); each test type-checks its own")
            }
        }
        return run
    }

    /// The folder the model's source paths are relative to: the input folder, or a file's folder.
    private func sourceFolder(_ input: String) -> URL {
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: input).standardizedFileURL
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        return isDirectory.boolValue ? url : url.deletingLastPathComponent()
    }

    private func stage(_ number: Int, _ name: String, _ text: String) {
        if let previous = clock.lap() { detail("took \(previous)") }
        print("[\(number)/4] \(name): \(text)")
        fflush(nil)
    }

    private func detail(_ text: String) {
        print("      \(text)")
        fflush(nil)
    }
}
