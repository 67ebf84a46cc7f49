@testable import DocGenCLI
import Foundation
import XCTest

/// `TestExecutableRun` runs a module's tests in batches of classes and keeps going past a test
/// that stops its process. The test executable here is a shell script that prints XCTest's
/// console format: no Swift build is needed.
final class TestExecutableRunTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("test-executable-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A fake `PackageTests.xctest`: `--list-tests` lists `tests`; otherwise it runs the tests its
    /// comma-separated specifiers select (`Module.Class` or `Module.Class/method`), in listing
    /// order. `Crash.test_stops` prints a line and exits 132, as a trap does; `A.test_fails` fails.
    private func fakeExecutable(tests: [String]) throws -> URL {
        let script = """
        #!/bin/sh
        TESTS="\(tests.joined(separator: " "))"
        if [ "$1" = "--list-tests" ]; then
          echo "Listing \(tests.count) tests in fake.xctest:"; echo
          for t in $TESTS; do echo "$t"; done; exit 0
        fi
        echo "$1" >> "$(dirname "$0")/invocations"
        for t in $TESTS; do
          for spec in $(echo "$1" | tr ',' ' '); do
            case "$t" in "$spec"|"$spec"/*) ;; *) continue ;; esac
            name=$(echo "$t" | sed 's/^[^.]*\\.//; s#/#.#')
            echo "Test Case '$name' started at 2026-11-28 18:00:00.000"
            case "$name" in
              Crash.test_stops) echo "Fatal error: boom"; exit 132 ;;
              A.test_fails) echo "/p/A.swift:3: error: $name : XCTAssertTrue failed - the claim"
                            echo "Test Case '$name' failed (0.010 seconds)" ;;
              *) echo "Test Case '$name' passed (0.001 seconds)" ;;
            esac
          done
        done
        """
        return try executable("fakePackageTests.xctest", script)
    }

    /// An executable script named `name` in the test's folder.
    private func executable(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    func testEveryTestOfTheModuleRunsOnceAndATestThatStopsItsProcessFailsAloneWithItsOutput() throws {
        let tests = ["ConformanceTests.A/test_fails", "ConformanceTests.A/test_passes", "ConformanceTests.Crash/test_before",
                     "ConformanceTests.Crash/test_stops", "ConformanceTests.Crash/test_after", "ConformanceTests.Z/test_last",
                     "OtherTests.A/test_elsewhere"]
        let executable = try fakeExecutable(tests: tests)
        for jobs in [1, 2] {
            let run = TestExecutableRun(executable: executable, module: "ConformanceTests", jobs: jobs, environment: [:],
                                        logs: folder.appendingPathComponent("logs-\(jobs)"))
            let finished = try run.run().finished
            XCTAssertEqual(finished.map { "\($0.suite).\($0.method)" },
                           ["A.test_fails", "A.test_passes", "Crash.test_after", "Crash.test_before", "Crash.test_stops", "Z.test_last"])
            XCTAssertEqual(finished.map(\.status), [.failed, .passed, .passed, .passed, .failed, .passed])
            XCTAssertEqual(finished[0].messages, ["XCTAssertTrue failed - the claim"])
            let stopped = finished[4].messages.joined()
            XCTAssertTrue(stopped.contains("stopped in this test (exit status 132)"), stopped)
            XCTAssertTrue(stopped.contains("Fatal error: boom"), stopped)
        }
        // The rest of the crashed class ran in a process of its own, named test by test.
        let invocations = try String(contentsOf: folder.appendingPathComponent("invocations"), encoding: .utf8)
        XCTAssertTrue(invocations.contains("ConformanceTests.Crash/test_after"), invocations)
        XCTAssertFalse(invocations.contains("OtherTests"), invocations)
    }

    func testAProcessThatRunsNoneOfItsTestsFailsThemInsteadOfStartingAgain() throws {
        let script = try executable("brokenPackageTests.xctest",
                                    "#!/bin/sh\nif [ \"$1\" = \"--list-tests\" ]; then echo ConformanceTests.A/test_x; exit 0; fi\nexit 3\n")
        let run = TestExecutableRun(executable: script, module: "ConformanceTests", jobs: 2, environment: [:],
                                    logs: folder.appendingPathComponent("logs"))
        let finished = try run.run().finished
        XCTAssertEqual(finished.map(\.status), [.failed])
        XCTAssertTrue(finished[0].messages.joined().contains("exited with status 3 before running this test"))
    }

    func testAnExecutableThatCannotListItsTestsIsAnError() throws {
        let script = try executable("nolistPackageTests.xctest", "#!/bin/sh\necho nope; exit 1\n")
        let run = TestExecutableRun(executable: script, module: "ConformanceTests", jobs: 1, environment: [:],
                                    logs: folder.appendingPathComponent("logs"))
        XCTAssertThrowsError(try run.run()) { error in
            XCTAssertTrue("\(error)".contains("--list-tests exited with status 1"), "\(error)")
        }
    }

    func testAChildProcessWritesItsTemporaryFilesBesideItsLogAndTheyAreRemovedWhenItExits() throws {
        // The compiler driver leaves a folder in TMPDIR on every run; a child's TMPDIR is its own.
        let script = try executable("leaky", "#!/bin/sh\necho \"tmp=$TMPDIR\"\nmkdir \"$TMPDIR/TemporaryDirectory.x\" || exit 3\n")
        let log = folder.appendingPathComponent("logs/leaky.log")
        XCTAssertEqual(try ConformanceTestRun.run(script.path, [], log: log), 0)
        let text = try String(contentsOf: log, encoding: .utf8)
        let temporary = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("tmp=") }.map { String($0.dropFirst(4)) })
        XCTAssertTrue(temporary.hasPrefix(folder.appendingPathComponent("logs").path + "/"), text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary), "removed after the process exits")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("logs").path), ["leaky.log"])
    }
}
