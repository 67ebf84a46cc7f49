import Foundation
import XCTest

/// Runs the built `docgen` executable, as a user would.
enum DocGenBinary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder with the build products (where `docgen` sits next to the test bundle).
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String], executable: String = "docgen") throws -> Run {
        try run(arguments, executableURL: productsDirectory.appendingPathComponent(executable), in: packageRoot)
    }

    /// Runs the executable at `executableURL` (an installed docgen, a script) in `folder`.
    static func run(_ arguments: [String], executableURL: URL, in folder: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        // Under `make sanitize-address` the test runner itself skips LeakSanitizer's exit check
        // (XCTest keeps every test case alive); the binaries it starts are checked: a leak there
        // makes them exit non-zero and fails the test.
        if let options = ProcessInfo.processInfo.environment["DOCGEN_CHILD_ASAN_OPTIONS"] {
            process.environment = ProcessInfo.processInfo.environment.merging(["ASAN_OPTIONS": options]) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `docgen` once per argument list, all at the same time; the results in the same order.
    /// Output goes through files, so a process never waits on a full pipe.
    static func runConcurrently(_ argumentLists: [[String]], executable: String = "docgen") throws -> [Run] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var started: [(process: Process, stdout: URL, stderr: URL)] = []
        for (index, arguments) in argumentLists.enumerated() {
            let process = Process()
            process.executableURL = productsDirectory.appendingPathComponent(executable)
            process.arguments = arguments
            process.currentDirectoryURL = packageRoot
            let stdout = folder.appendingPathComponent("\(index).out"), stderr = folder.appendingPathComponent("\(index).err")
            FileManager.default.createFile(atPath: stdout.path, contents: nil)
            FileManager.default.createFile(atPath: stderr.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: stdout)
            process.standardError = try FileHandle(forWritingTo: stderr)
            try process.run()
            started.append((process, stdout, stderr))
        }
        return try started.map { item in
            item.process.waitUntilExit()
            return Run(status: item.process.terminationStatus,
                       stdout: try String(contentsOf: item.stdout, encoding: .utf8),
                       stderr: try String(contentsOf: item.stderr, encoding: .utf8))
        }
    }
}
