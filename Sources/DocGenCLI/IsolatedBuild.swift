import DocGenerate
import Foundation

/// Builds generated suites so that one case that does not compile never stops the others.
///
/// First the suites are type-checked (when `typecheckArguments` is given: a scratch package):
/// `swiftc -typecheck` reports the errors of every file in seconds, those errors are traced to the
/// cases they belong to (`CompileFailureMapper`), the cases are marked `did-not-compile` (or
/// `not-in-engine` when the error only says a documented symbol is missing) and the suites are
/// re-rendered without them, until the type-check is clean (a later pass checks only the suites
/// whose files changed and the suites their names reach; a clean partial pass is confirmed by a
/// full one). Then the package is built. The build
/// can still fail where only code generation finds an error (definite initialisation, say); its
/// errors are traced the same way and the package is rebuilt, for at most `maximumRounds`. It stops
/// when the build succeeds, or when errors fall outside the generated suites (the engine or the
/// toolchain is broken: nothing can be built). A type-check whose errors fall outside the suites
/// (its canary file, so its flags are wrong) is ignored: the build decides.
struct IsolatedBuild {
    /// How the build ended.
    struct Result {
        /// The plan with every blocked case marked.
        var output: DocGenerator.Output
        /// Whether the last build succeeded.
        var built: Bool
        /// Builds run (type-checks not counted).
        var rounds: Int
    }

    static let maximumRounds = 6
    /// Type-check passes before the build decides (a partial pass takes about a second).
    static let maximumTypecheckPasses = 10

    let generator: DocGenerator
    let testRun: ConformanceTestRun
    /// Where the suites and the case corpus are written before each build.
    let swiftDirectory: URL
    let casesDirectory: URL
    /// The model, read only when a build fails (page lines for the errors).
    let modelDirectory: URL
    let report: (String) -> Void
    /// The `swiftc` arguments that type-check the given suite files; nil: build rounds only.
    var typecheckArguments: (([URL]) -> [String])?
    /// Where the `XCTMain` entry point of the suites goes (`XCTestEntryPoint`), rewritten with
    /// them; nil: the package is built with test discovery.
    var entryPoint: URL?
    /// The cases the last successful build of the same suites set aside (`BuildVerdictCache`):
    /// replayed instead of the type-check; nil: none kept.
    var verdictCache: BuildVerdictCache?

    /// What one type-check or build found.
    private enum Verdict {
        /// Cases were blocked: render again.
        case blocked(cases: Int, suites: Int)
        /// Errors outside the suites, or none that could be traced to a case: why, as a phrase.
        case untraceable(String)
    }

    func run(_ first: DocGenerator.Output) throws -> Result {
        var output = first
        var mapper: CompileFailureMapper?
        let cacheKey = verdictCache?.key(first)
        if let cacheKey, let blocks = verdictCache?.blocks(forKey: cacheKey) {
            var plan = output.plan
            let count = BuildVerdictCache.apply(blocks, to: &plan)
            output = try generator.render(plan)
            report("type-check: skipped, the suites are those the last build checked; \(count) case(s) set aside as then")
        } else if let typecheckArguments {
            output = try typecheck(output, arguments: typecheckArguments, mapper: &mapper)
        }
        for round in 1...Self.maximumRounds {
            try output.write(swiftDirectory: swiftDirectory, casesDirectory: casesDirectory)
            if let entryPoint { try writeEntryPoint(output.plan, to: entryPoint) }
            let started = ContinuousClock.now
            let status = try testRun.build()
            let took = StageClock.seconds(since: started)
            if status == 0 {
                report("round \(round): built in \(took)")
                if let cacheKey { verdictCache?.store(key: cacheKey, first: first, final: output) }
                return Result(output: output, built: true, rounds: round)
            }
            switch try trace(log: testRun.buildLog, output: &output, mapper: &mapper) {
            case .untraceable(let why):
                report("round \(round): the build failed (exit status \(status)) with \(why); nothing could be built")
                return Result(output: output, built: false, rounds: round)
            case .blocked(let cases, let suites):
                report("round \(round): \(cases) case(s) in \(suites) suite(s) did not compile (build \(took)); rebuilding without them")
            }
        }
        return Result(output: output, built: false, rounds: Self.maximumRounds)
    }

    /// Writes `main.swift` when it changes (an unchanged file keeps the incremental build).
    private func writeEntryPoint(_ plan: TestPlan, to url: URL) throws {
        let text = Data(XCTestEntryPoint.render(plan).utf8)
        guard (try? Data(contentsOf: url)) != text else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, options: .atomic)
    }

    /// Type-checks until clean; returns the output with the cases it blocked.
    private func typecheck(_ first: DocGenerator.Output, arguments: ([URL]) -> [String],
                           mapper: inout CompileFailureMapper?) throws -> DocGenerator.Output {
        var output = first
        // Pass 1 checks every suite; a later pass only the suites whose files changed and those
        // their names reach (`TestPlan.recheckFiles`), in seconds. A clean partial pass is
        // confirmed by a full one: errors in one file can hide another file's errors (the whole
        // dump's first full pass reports most, not all), and a build that fails costs a rebuild.
        var names = Set(output.swiftFiles.keys)
        for pass in 1...Self.maximumTypecheckPasses {
            // Only the suites: the case corpus is written with the build that follows.
            try output.write(swiftDirectory: swiftDirectory, casesDirectory: nil)
            let full = names.count == output.swiftFiles.count
            let files = names.sorted().map { swiftDirectory.appendingPathComponent($0).standardizedFileURL }
            let scope = full ? "" : "\(names.count) of \(output.swiftFiles.count) files, "
            let started = ContinuousClock.now
            let status: Int32
            do { status = try testRun.typecheck(arguments(files)) } catch {
                report("type-check: \(error); the build decides")
                return output
            }
            let took = StageClock.seconds(since: started)
            if status == 0 {
                report("type-check \(pass): no errors (\(scope)\(took))")
                if full { return output }
                names = Set(output.swiftFiles.keys)
                continue
            }
            var next = output
            switch try trace(log: testRun.typecheckLog, output: &next, mapper: &mapper) {
            case .untraceable(let why):
                report("type-check \(pass): \(why) (exit status \(status), \(scope)\(took)); the build decides")
                return output
            case .blocked(let cases, let suites):
                report("type-check \(pass): \(cases) case(s) in \(suites) suite(s) do not compile (\(scope)\(took)); checking again without them")
                let changed = Set(next.swiftFiles.keys).union(output.swiftFiles.keys)
                    .filter { next.swiftFiles[$0] != output.swiftFiles[$0] }
                names = next.plan.recheckFiles(changed: changed, existing: Set(next.swiftFiles.keys))
                output = next
            }
        }
        return output
    }

    /// Traces the errors in `log` to cases, blocks them and renders `output` again.
    private func trace(log url: URL, output: inout DocGenerator.Output, mapper: inout CompileFailureMapper?) throws -> Verdict {
        let log = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let generatedPrefix = swiftDirectory.standardizedFileURL.path + "/"
        let errors = CompilerError.parse(log: log)
        let inSuites = errors.filter { $0.path.hasPrefix(generatedPrefix) }
        guard !inSuites.isEmpty, inSuites.count == errors.count else { return .untraceable("errors outside the generated suites") }
        if mapper == nil { mapper = CompileFailureMapper(pages: try ModelLoader(directory: modelDirectory).load().pages) }
        var plan = output.plan
        let files = output.swiftFiles.mapValues { String(decoding: $0, as: UTF8.self) }
        let blocked = mapper!.apply(inSuites, files: files, to: &plan)
        guard blocked > 0 else { return .untraceable("\(inSuites.count) error(s) in the suites not traced to a case") }
        output = try generator.render(plan)
        return .blocked(cases: blocked, suites: Set(inSuites.map(\.fileName)).count)
    }
}
