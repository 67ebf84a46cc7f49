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
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(executable)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
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
}
