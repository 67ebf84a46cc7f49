import Foundation

/// Builds a package's tests and runs its `ConformanceTests` target with SwiftPM, writing JUnit
/// XML and keeping the console output for failure messages.
///
/// SwiftPM writes `--xunit-output` for XCTest only in `--parallel` mode (checked with Swift
/// 6.3.1), so the tests run in parallel with `--num-workers jobs`.
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

    var buildArguments: [String] {
        ["build", "--package-path", packageDirectory.path, "--build-tests", "--jobs", "\(jobs)"] + buildFlags
    }

    var testArguments: [String] {
        ["test", "--package-path", packageDirectory.path, "--skip-build", "--disable-swift-testing", "--parallel",
         "--num-workers", "\(jobs)", "--filter", "ConformanceTests", "--xunit-output", junit.path]
    }

    func build() throws -> Int32 {
        try Self.run(swift, buildArguments, log: buildLog)
    }

    func test() throws -> Outcome {
        try? FileManager.default.removeItem(at: junit)
        try FileManager.default.createDirectory(at: junit.deletingLastPathComponent(), withIntermediateDirectories: true)
        var environment = self.environment
        if let observations {
            try? FileManager.default.removeItem(at: observations)
            try FileManager.default.createDirectory(at: observations, withIntermediateDirectories: true)
            environment["DOCGEN_OBSERVATIONS"] = observations.path
        }
        let status = try Self.run(swift, testArguments, log: testLog, environment: environment)
        return FileManager.default.fileExists(atPath: junit.path) ? .ran : .noResults(status: status)
    }

    /// Runs `executable arguments` with standard output and error appended to `log`; returns the exit status.
    static func run(_ executable: String, _ arguments: [String], log: URL, environment: [String: String] = [:]) throws -> Int32 {
        let manager = FileManager.default
        try manager.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
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
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
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
