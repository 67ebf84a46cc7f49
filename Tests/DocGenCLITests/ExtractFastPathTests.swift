@testable import DocGenCLI
import DocModel
import Foundation
import XCTest

/// `ExtractFastPath` reads exactly what ArgumentParser reads, or leaves the arguments to it.
final class ExtractFastPathTests: XCTestCase {
    private let jobs = ProcessInfo.processInfo.activeProcessorCount

    /// What ArgumentParser makes of `arguments`: the extract invocation, or nil when it parses
    /// something else or rejects them.
    private func parsedByArgumentParser(_ arguments: [String]) -> ExtractInvocation? {
        guard let command = try? DocGenCommand.parseAsRoot(arguments) as? ExtractCommand else { return nil }
        return ExtractInvocation(paths: command.paths, out: command.out, format: command.format?.format, jobs: command.jobs,
                                 cache: command.cache, verbose: command.verbose)
    }

    func testPlainExtractInvocationsReadAsArgumentParserReadsThem() {
        let plain: [[String]] = [
            ["extract", "a", "--out", "o"],
            ["extract", "--out", "o", "a", "b/c"],
            ["extract", "-o", "o", "a", "--jobs", "3"],
            ["extract", "a", "--out", "o", "--jobs", "01", "--format", "sosumi", "--cache", "c", "--verbose"],
            ["extract", "--verbose", "--format", "bilingual-crawl", "x y", "--out", "out dir", "z"],
            ["extract", "a", "--cache", "c", "-o", "o", "b"],
        ]
        for arguments in plain {
            let fast = ExtractFastPath.invocation(arguments, defaultJobs: jobs)
            XCTAssertNotNil(fast, "\(arguments)")
            XCTAssertEqual(fast, parsedByArgumentParser(arguments), "\(arguments)")
        }
    }

    func testAnythingUnusualIsLeftToArgumentParser() {
        let unusual: [[String]] = [
            ["extract", "--help"], ["extract", "-h"], ["help", "extract"], ["extract", "help"], ["--help"], [],
            ["dump", "a"], ["extract", "a", "--out=o"], ["extract", "a", "-oo"], ["extract", "a"], ["extract", "--out", "o"],
            ["extract", "a", "--out", "o", "--out", "p"], ["extract", "a", "--out", "o", "--jobs", "0"],
            ["extract", "a", "--out", "o", "--jobs", "-1"], ["extract", "a", "--out", "o", "--jobs", "+3"],
            ["extract", "a", "--out", "o", "--jobs", "9999999999"], ["extract", "a", "--out", "o", "--jobs", "2", "--jobs", "3"],
            ["extract", "a", "--out", "o", "--format", "pdf"], ["extract", "a", "--out", "o", "--verbose", "--verbose"],
            ["extract", "-", "--out", "o"], ["extract", "", "--out", "o"], ["extract", "a", "--out", ""],
            ["extract", "a", "--out", "o", "--"], ["extract", "a", "--out", "o", "--unknown", "x"], ["extract", "a", "--out"],
            ["extract", "a", "--out", "-o"], ["extract", "a", "--out", "o", "-v"],
            ["extract", "a", "--out", "o", "--generate-completion-script", "bash"],
        ]
        for arguments in unusual {
            XCTAssertNil(ExtractFastPath.invocation(arguments, defaultJobs: jobs), "\(arguments)")
        }
    }

    /// Generated argument lists: whenever the fast path reads one, ArgumentParser reads the same.
    func testGeneratedArgumentListsReadAlikeWheneverTheFastPathReadsThem() {
        let pool = ["a", "b/c", "--out", "-o", "o", "--jobs", "2", "0", "10", "--format", "sosumi", "markdown", "pdf",
                    "--cache", "c", "--verbose", "-v", "help", "--", "-", "--out=o"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var read = 0
        for _ in 0..<3000 {
            let start = next(2) == 0 ? ["extract", "a", "--out", "o"] : ["extract"]
            let arguments = start + (0..<(1 + next(6))).map { _ in pool[next(pool.count)] }
            guard let fast = ExtractFastPath.invocation(arguments, defaultJobs: jobs) else { continue }
            read += 1
            XCTAssertEqual(fast, parsedByArgumentParser(arguments), "\(arguments)")
        }
        XCTAssertGreaterThan(read, 100, "the generated lists exercise the fast path")
    }

    /// An error of the run itself (an output folder that cannot be created) is reported as
    /// ArgumentParser reports it: same message, same status.
    func testRunErrorsAreReportedAsThroughArgumentParser() throws {
        let fast = try DocGenBinary.run(["extract", "corpus/pages/no-such.md", "--out", "/dev/null/model"])
        let parsed = try DocGenBinary.run(["extract", "corpus/pages/no-such.md", "--out=/dev/null/model"])
        XCTAssertNotEqual(fast.status, 0)
        XCTAssertEqual(fast.status, parsed.status)
        XCTAssertEqual(fast.stderr, parsed.stderr)
        XCTAssertEqual(fast.stdout, parsed.stdout)
    }
}
