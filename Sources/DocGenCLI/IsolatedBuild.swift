import DocGenerate
import Foundation

/// Builds generated suites so that one case that does not compile never stops the others.
///
/// Round 1 builds every suite. If the build fails, the compiler's errors in generated files are
/// traced to the cases they belong to (`CompileFailureMapper`); those cases are marked
/// `did-not-compile` (or `not-in-engine` when the error only says a documented symbol is
/// missing), the suites are re-rendered without them and the package is rebuilt — incrementally,
/// so only the changed files recompile. It stops when the build succeeds, when errors fall outside
/// the generated files (the engine or the toolchain is broken: nothing can be built), or after
/// `maximumRounds`.
struct IsolatedBuild {
    /// How the build ended.
    struct Result {
        /// The plan with every blocked case marked.
        var output: DocGenerator.Output
        /// Whether the last build succeeded.
        var built: Bool
        var rounds: Int
    }

    static let maximumRounds = 6

    let generator: DocGenerator
    let testRun: ConformanceTestRun
    /// Where the suites and the case corpus are written before each build.
    let swiftDirectory: URL
    let casesDirectory: URL
    /// The model, read only when a build fails (page lines for the errors).
    let modelDirectory: URL
    let report: (String) -> Void

    func run(_ first: DocGenerator.Output) throws -> Result {
        var output = first
        var mapper: CompileFailureMapper?
        for round in 1...Self.maximumRounds {
            try output.write(swiftDirectory: swiftDirectory, casesDirectory: casesDirectory)
            let started = ContinuousClock.now
            let status = try testRun.build()
            let took = StageClock.seconds(since: started)
            if status == 0 {
                report("round \(round): built in \(took)")
                return Result(output: output, built: true, rounds: round)
            }
            let log = (try? String(contentsOf: testRun.buildLog, encoding: .utf8)) ?? ""
            let generatedPrefix = swiftDirectory.standardizedFileURL.path + "/"
            let errors = CompilerError.parse(log: log)
            let inSuites = errors.filter { $0.path.hasPrefix(generatedPrefix) }
            guard !inSuites.isEmpty, inSuites.count == errors.count else {
                report("the build failed outside the generated suites (exit status \(status)); nothing could be built")
                return Result(output: output, built: false, rounds: round)
            }
            if mapper == nil { mapper = CompileFailureMapper(pages: try ModelLoader(directory: modelDirectory).load().pages) }
            var plan = output.plan
            let files = output.swiftFiles.mapValues { String(decoding: $0, as: UTF8.self) }
            let blocked = mapper!.apply(inSuites, files: files, to: &plan)
            guard blocked > 0 else {
                report("round \(round): \(inSuites.count) error(s) in the suites could not be traced to a case; stopping")
                return Result(output: output, built: false, rounds: round)
            }
            let suites = Set(inSuites.map(\.fileName)).count
            report("round \(round): \(blocked) case(s) in \(suites) suite(s) did not compile (build \(took)); rebuilding without them")
            output = try generator.render(plan)
        }
        return Result(output: output, built: false, rounds: Self.maximumRounds)
    }
}
