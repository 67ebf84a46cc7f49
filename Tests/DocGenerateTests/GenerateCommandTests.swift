import Foundation
import XCTest

/// `docgen generate` as a user runs it: writes the suites, then `--check` fails on a hand edit.
final class GenerateCommandTests: XCTestCase {
    private struct Run {
        var status: Int32
        var output: String
    }

    private func docgen(_ arguments: [String]) throws -> Run {
        var products = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            products = bundle.bundleURL.deletingLastPathComponent()
        }
        let binary = products.appendingPathComponent("docgen")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("docgen binary not built at \(binary.path)")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = GenerateFixtures.repositoryRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    func testGenerateThenCheckDetectsAModifiedFile() throws {
        let root = GenerateFixtures.temporaryDirectory("cli")
        let generated = root.appendingPathComponent("Generated"), cases = root.appendingPathComponent("cases")
        let arguments = ["generate", GenerateFixtures.corpusModel.path, "--out", generated.path, "--cases", cases.path]

        let first = try docgen(arguments)
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertTrue(first.output.contains("claims: "), first.output)
        XCTAssertEqual(try docgen(arguments + ["--check"]).status, 0)

        let file = generated.appendingPathComponent("SwiftuiViewFocusedEqualsTests.swift")
        try Data("// edited\n".utf8).write(to: file)
        let check = try docgen(arguments + ["--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.output.contains("\(file.path): differs"), check.output)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "// edited\n", "--check writes nothing")
    }

    func testOutputFolderMustBeNamedGenerated() throws {
        let root = GenerateFixtures.temporaryDirectory("cli-name")
        let run = try docgen(["generate", GenerateFixtures.corpusModel.path, "--out", root.appendingPathComponent("Tests").path,
                              "--cases", root.appendingPathComponent("cases").path])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.output.contains("named Generated"), run.output)
    }
}
