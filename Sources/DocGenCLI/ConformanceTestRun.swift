import DocReport
import Foundation

/// Builds a package's tests and runs its `ConformanceTests` target, writing JUnit XML and keeping
/// the console output for failure messages.
///
/// A scratch package's suites build into an executable that runs directly, a batch of suites per
/// process (`TestExecutableRun`). The committed suites run in place with SwiftPM, which writes
/// `--xunit-output` for XCTest only in `--parallel` mode (checked with Swift 6.3.1): one process
/// per test, with `--num-workers jobs`.
struct ConformanceTestRun {
    /// How the run ended.
    enum Outcome {
        /// The tests ran (some may have failed) and the JUnit file exists.
        case ran
        /// `swift build --build-tests` failed: nothing ran.
        case buildFailed(status: Int32)
        /// The tests did not produce a JUnit file.
        case noResults(status: Int32)
    }

    /// The `swift` executable (a path, or a name looked up in `PATH`).
    let swift: String
    let packageDirectory: URL
    let jobs: Int
    let junit: URL
    let buildLog: URL
    let testLog: URL
    /// Where rule-claim observations are written (`DOCGEN_OBSERVATIONS` for the test processes).
    var observations: URL?
    /// More arguments for `swift build` (a scratch package's module search path).
    var buildFlags: [String] = []
    /// More environment for the test processes (a scratch package's `DOCGEN_SWIFT_MODULES`).
    var environment: [String: String] = [:]

    /// The executable product the suites are built into (a scratch package, `ScratchPackage.product`);
    /// nil: the package's test targets (`--build-tests`).
    var executableProduct: String?

    var buildArguments: [String] {
        if let executableProduct {
            // No test target, so no test discovery and no need for the index store it reads.
            return ["build", "--package-path", packageDirectory.path, "--product", executableProduct, "--jobs", "\(jobs)",
                    "--disable-index-store"] + buildFlags
        }
        return ["build", "--package-path", packageDirectory.path, "--build-tests", "--jobs", "\(jobs)"] + buildFlags
    }

    var testArguments: [String] {
        ["test", "--package-path", packageDirectory.path, "--skip-build", "--disable-swift-testing", "--parallel",
         "--num-workers", "\(jobs)", "--filter", "ConformanceTests", "--xunit-output", junit.path]
    }

    func build() throws -> Int32 {
        try Self.run(swift, buildArguments, log: buildLog)
    }

    /// `swiftc` beside `swift`, or looked up in `PATH` as `swift` is.
    var swiftc: String {
        swift.contains("/") ? URL(fileURLWithPath: swift).deletingLastPathComponent().appendingPathComponent("swiftc").path : "swiftc"
    }

    /// The log of the last type-check (`typecheck(_:)`), beside the build log.
    var typecheckLog: URL { buildLog.deletingLastPathComponent().appendingPathComponent("typecheck.log") }

    /// Runs `swiftc arguments` (a `ScratchPackage.typecheckArguments` type-check); returns the exit status.
    func typecheck(_ arguments: [String]) throws -> Int32 {
        try Self.run(swiftc, arguments, log: typecheckLog)
    }

    /// Runs the `ConformanceTests` of the built package. A scratch package's suites are an
    /// executable (`executableProduct`): it runs directly in batches of suites (`TestExecutableRun`),
    /// `junit` is written from its console output and the batches' output is joined into `testLog`.
    /// The package's own test target (the committed suites, in place) runs with `swift test --parallel`.
    func test() throws -> Outcome {
        try? FileManager.default.removeItem(at: junit)
        try FileManager.default.createDirectory(at: junit.deletingLastPathComponent(), withIntermediateDirectories: true)
        var environment = self.environment
        if let observations {
            try? FileManager.default.removeItem(at: observations)
            try FileManager.default.createDirectory(at: observations, withIntermediateDirectories: true)
            environment["DOCGEN_OBSERVATIONS"] = observations.path
        }
        guard let executableProduct else {
            let status = try Self.run(swift, testArguments, log: testLog, environment: environment)
            return FileManager.default.fileExists(atPath: junit.path) ? .ran : .noResults(status: status)
        }
        guard let executable = testExecutable else {
            let message = "the build left no test executable \(executableProduct) in \(packageDirectory.path)/.build/debug\n"
            try Data(message.utf8).write(to: testLog)
            return .noResults(status: -1)
        }
        let batches = testLog.deletingLastPathComponent().appendingPathComponent("tests")
        let run = TestExecutableRun(executable: executable, module: "ConformanceTests", jobs: jobs,
                                    environment: environment, logs: batches)
        let outcome = try run.run()
        let header = "$ \(executable.path) <batches of ConformanceTests classes> (one log per process in \(batches.path))\n"
        try Data((header + outcome.console).utf8).write(to: testLog)
        try Data(JUnitResultsWriter.render(outcome.finished, module: "ConformanceTests").utf8).write(to: junit)
        return .ran
    }

    /// The built `executableProduct` (a file in the debug build folder); nil without one.
    var testExecutable: URL? {
        guard let executableProduct else { return nil }
        let url = packageDirectory.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
            .appendingPathComponent(executableProduct)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Runs `executable arguments` with standard output and error appended to `log`; returns the exit status.
    ///
    /// The process gets a temporary folder of its own beside the log (`TMPDIR`), removed when it
    /// exits: the compiler driver leaves a `TemporaryDirectory.*` folder in the temporary folder
    /// on each run, and a run of docgen starts dozens of compilers.
    static func run(_ executable: String, _ arguments: [String], log: URL, environment: [String: String] = [:]) throws -> Int32 {
        let manager = FileManager.default
        try manager.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = log.deletingLastPathComponent().appendingPathComponent(".tmp-" + log.deletingPathExtension().lastPathComponent)
        try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: temporary) }
        let environment = environment.merging(["TMPDIR": temporary.path]) { own, _ in own }
        _ = manager.createFile(atPath: log.path, contents: Data("$ \(([executable] + arguments).joined(separator: " "))\n".utf8))
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        do { try process.run() } catch {
            throw RunError("cannot start \(executable): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The last `count` lines of a log, for the terminal after a failure.
    static func tail(_ log: URL, lines count: Int = 25) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(count).joined(separator: "\n")
    }
}
