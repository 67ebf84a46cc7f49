import Foundation
import XCTest

/// `docgen run` end to end, with a stand-in for `swift` (a script that records its arguments and
/// writes JUnit results) so that no real build runs inside the test suite.
final class RunCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A fake `swift`: appends `<arguments>` to calls.log; `build` exits `buildStatus`; `test`
    /// writes a JUnit file where `focus-enters-sets-value.bool` of focused(_:) fails and prints
    /// the failure as XCTest does. A build of the scratch package's `--product ConformanceTests`
    /// leaves a fake test executable (`fakeTestExecutable`) where SwiftPM puts it.
    private func fakeSwift(buildStatus: Int = 0) throws -> URL {
        let executable = try fakeTestExecutable()
        let junit = folder.appendingPathComponent("fake-junit.xml")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites><testsuite name="TestResults" errors="0" tests="2" failures="1" time="0.1">
        <testcase classname="ConformanceTests.SwiftuiViewFocusedTests" name="test_apiShape" time="0.01"></testcase>
        <testcase classname="ConformanceTests.SwiftuiViewFocusedTests" name="test_focusEntersSetsValue_bool" time="0.01"><failure message="failure"></failure></testcase>
        </testsuite></testsuites>
        """.utf8).write(to: junit)
        let script = folder.appendingPathComponent("swift")
        try Data("""
        #!/bin/sh
        echo "$*" >> '\(folder.appendingPathComponent("calls.log").path)'
        case "$1" in
          build)
            case "$*" in *"--product ConformanceTests"*)
              mkdir -p "$3/.build/debug" && cp '\(executable.path)' "$3/.build/debug/ConformanceTests" ;;
            esac
            exit \(buildStatus) ;;
          test)
            out=""; previous=""
            for argument in "$@"; do [ "$previous" = "--xunit-output" ] && out="$argument"; previous="$argument"; done
            cp '\(junit.path)' "$out"
            echo "/x/SwiftuiViewFocusedTests.swift:40: error: SwiftuiViewFocusedTests.test_focusEntersSetsValue_bool : XCTAssertEqual failed: boom"
            exit 1 ;;
        esac
        """.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    /// A fake test executable in XCTest's console format: `--list-tests` lists the two tests of
    /// focused(_:)'s suite; a run appends `exec <arguments>` to calls.log and fails
    /// `test_focusEntersSetsValue_bool` with a message.
    private func fakeTestExecutable() throws -> URL {
        let script = folder.appendingPathComponent("fake-test-executable")
        try Data("""
        #!/bin/sh
        if [ "$1" = "--list-tests" ]; then
          echo "ConformanceTests.SwiftuiViewFocusedTests/test_apiShape"
          echo "ConformanceTests.SwiftuiViewFocusedTests/test_focusEntersSetsValue_bool"
          exit 0
        fi
        echo "exec $*" >> '\(folder.appendingPathComponent("calls.log").path)'
        echo "Test Case 'SwiftuiViewFocusedTests.test_apiShape' started at 2026-11-28 18:00:00.000"
        echo "Test Case 'SwiftuiViewFocusedTests.test_apiShape' passed (0.010 seconds)"
        echo "Test Case 'SwiftuiViewFocusedTests.test_focusEntersSetsValue_bool' started at 2026-11-28 18:00:00.010"
        echo "/x/SwiftuiViewFocusedTests.swift:40: error: SwiftuiViewFocusedTests.test_focusEntersSetsValue_bool : XCTAssertEqual failed: boom"
        echo "Test Case 'SwiftuiViewFocusedTests.test_focusEntersSetsValue_bool' failed (0.010 seconds)"
        exit 1
        """.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    private var calls: [String] {
        ((try? String(contentsOf: folder.appendingPathComponent("calls.log"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    private func report(_ out: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report/report.json"))) as? [String: Any])
    }

    private func verdicts(_ report: [String: Any], page: String) -> [String: String] {
        let pages = report["pages"] as? [[String: Any]] ?? []
        let cases = pages.first { $0["id"] as? String == page }?["cases"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: cases.map { ($0["id"] as! String, $0["verdict"] as! String) })
    }

    func testBundledCorpusRunsInPlaceWithAProgressLinePerStageAndThePathLast() throws {
        let out = folder.appendingPathComponent("out")
        let swift = try fakeSwift().path
        let run = try DocGenBinary.run(["run", "--out", out.path, "--swift", swift, "--jobs", "1"])
        XCTAssertEqual(run.status, 1, "a MUST case failed\n" + run.stdout + run.stderr)
        for stage in ["[1/4] extract:", "[2/4] generate:", "[3/4] test:", "[4/4] report:"] {
            XCTAssertTrue(run.stdout.contains(stage), run.stdout)
        }
        XCTAssertTrue(run.stdout.contains("identical to the committed Tests/ConformanceTests/Generated: they run in place"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("report: \(out.appendingPathComponent("report/index.html").path)\n"), run.stdout)
        let root = DocGenBinary.packageRoot.standardizedFileURL.path
        XCTAssertEqual(calls, [
            "build --package-path \(root) --build-tests --jobs 1",
            "test --package-path \(root) --skip-build --disable-swift-testing --parallel --num-workers 1 --filter ConformanceTests --xunit-output \(out.path)/results/junit.xml",
        ])
        let verdicts = verdicts(try report(out), page: "swiftui/view/focused(_:)")
        XCTAssertEqual(verdicts["focus-enters-sets-value.bool"], "failed")
        XCTAssertEqual(verdicts["api-shape"], "compiles")
        XCTAssertEqual(verdicts["set-value-moves-focus.bool"], "not-run")
        XCTAssertTrue(run.stdout.contains("MUST failed: swiftui/view/focused(_:) focus-enters-sets-value.bool: XCTAssertEqual failed: boom"), run.stdout)

        let allowed = try DocGenBinary.run(["run", "--out", out.path, "--swift", swift, "--allow-failures"])
        XCTAssertEqual(allowed.status, 0, allowed.stdout + allowed.stderr)
    }

    func testOtherPagesRunInAScratchPackageAndTheCommittedSuitesAreUntouched() throws {
        let committed = DocGenBinary.packageRoot.appendingPathComponent("Tests/ConformanceTests/Generated")
        func snapshot() throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: committed.path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: committed.appendingPathComponent($0))) })
        }
        let before = try snapshot()
        let source = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: DocGenBinary.packageRoot.appendingPathComponent("corpus/pages/seeds/004_eefa55f0912961d3.txt"),
                                         to: source.appendingPathComponent("focused.txt"))
        let out = folder.appendingPathComponent("out")
        // A scratch package left by another engine build, with an engine module of its own in its build folder.
        let stale = out.appendingPathComponent("conformance-package/.build/debug/Modules/FocusEngine.swiftmodule")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: stale)
        let oldStamp = out.appendingPathComponent("conformance-package/checkout-engine/fingerprint")
        try FileManager.default.createDirectory(at: oldStamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("another-build".utf8).write(to: oldStamp)
        let run = try DocGenBinary.run(["run", source.path, "--out", out.path, "--swift", try fakeSwift().path, "--allow-failures"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(try snapshot(), before, "the committed Generated folder is never written")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "another engine build: the old build folder goes")
        let scratch = out.appendingPathComponent("conformance-package")
        XCTAssertTrue(run.stdout.contains("run in the scratch package \(scratch.path)"), run.stdout)
        // No dependency on the checkout: the engine it has built is copied in, imported and linked.
        let manifest = try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains(".package("), manifest)
        let engine = scratch.appendingPathComponent("checkout-engine")
        XCTAssertTrue(manifest.contains(#""-I", "\#(engine.path)/Modules""#), manifest)
        XCTAssertTrue(manifest.contains(#""@\#(engine.path)/objects.rsp""#), manifest)
        XCTAssertTrue(manifest.contains("FocusEngineMacros-tool#FocusEngineMacros"), manifest)
        for module in ["FocusEngine", "FocusTestSupport"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: engine.appendingPathComponent("Modules/\(module).swiftmodule").path), module)
        }
        let objects = try String(contentsOf: engine.appendingPathComponent("objects.rsp"), encoding: .utf8)
        XCTAssertTrue(objects.contains("\(engine.path)/Objects/FocusEngine.build/"), objects)
        XCTAssertTrue(objects.contains("\(engine.path)/Objects/FocusTestSupport.build/"), objects)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Tests/ConformanceTests/Generated").path),
                       ["SwiftuiViewFocusedTests.swift"])
        XCTAssertTrue(calls.filter { !$0.hasPrefix("exec ") }.allSatisfy { $0.contains("--package-path \(scratch.path) ") }, "\(calls)")
        XCTAssertTrue(calls.contains("exec ConformanceTests.SwiftuiViewFocusedTests"), "the suite's class runs in the built executable: \(calls)")
        XCTAssertEqual(verdicts(try report(out), page: "swiftui/view/focused(_:)")["focus-enters-sets-value.bool"], "failed")
        let page = try String(contentsOf: out.appendingPathComponent("report/pages/swiftui.view.focused(_).html"), encoding: .utf8)
        XCTAssertTrue(page.contains("href=\"../../../pages/focused.txt\""), "source links point at the input folder")
    }

    func testSuitesThatDoNotBuildStillGetAReportAndExitStatusTwo() throws {
        let out = folder.appendingPathComponent("out")
        let run = try DocGenBinary.run(["run", "--out", out.path, "--swift", try fakeSwift(buildStatus: 1).path, "--allow-failures"])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("the committed suites did not build (exit status 1)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("the build failed (exit status 1) with errors outside the generated suites; nothing could be built"), run.stdout)
        XCTAssertEqual(calls.filter { $0.hasPrefix("build ") }.count, 2, "in place, then once in the scratch package")
        XCTAssertFalse(calls.contains { $0.hasPrefix("test ") }, "no test run after a failed build")
        let report = try report(out)
        let totals = (report["totals"] as? [String: Any])?["cases"] as? [String: Int]
        XCTAssertEqual(totals?["notRun"], totals?["total"])
        XCTAssertTrue(run.stdout.hasSuffix("report: \(out.appendingPathComponent("report/index.html").path)\n"), run.stdout)
    }

    /// A fake `swift` whose first build fails with one compiler error on the generated line that
    /// holds `line` (as the real compiler prints it), and whose later builds succeed.
    private func fakeSwiftFailingOnce(at line: String, error: String) throws -> URL {
        let script = try fakeSwift()
        var text = try String(contentsOf: script, encoding: .utf8)
        let quoted = line.replacingOccurrences(of: "'", with: "'\\''")
        text = text.replacingOccurrences(of: "    exit 0 ;;", with: """
            count='\(folder.appendingPathComponent("builds").path)'
            n=$(cat "$count" 2>/dev/null || echo 0); n=$((n + 1)); echo "$n" > "$count"
            [ "$n" -gt 1 ] && exit 0
            for f in "$3"/Tests/ConformanceTests/Generated/*.swift; do
              at=$(grep -n -F '\(quoted)' "$f" | head -1 | cut -d: -f1)
              [ -n "$at" ] && echo "$f:$at:9: error: \(error)"
            done
            exit 1 ;;
        """)
        try Data(text.utf8).write(to: script)
        return script
    }

    func testAnExampleThatDoesNotCompileGetsItsOwnVerdictWithThePageLineAndTheOtherPagesStillRun() throws {
        let source = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let seeds = DocGenBinary.packageRoot.appendingPathComponent("corpus/pages/seeds")
        try FileManager.default.copyItem(at: seeds.appendingPathComponent("004_eefa55f0912961d3.txt"), to: source.appendingPathComponent("focused.txt"))
        try FileManager.default.copyItem(at: seeds.appendingPathComponent("000_9412fee7dbfad919.txt"), to: source.appendingPathComponent("other.txt"))
        let out = folder.appendingPathComponent("out")
        // Line 119 of focused.txt is this line of the English example.
        let swift = try fakeSwiftFailingOnce(at: #"TextField("Choose a username.", text: $username)"#,
                                             error: "cannot convert value of type 'Int' to expected argument type 'String'")
        let run = try DocGenBinary.run(["run", source.path, "--out", out.path, "--swift", swift.path, "--allow-failures"])
        XCTAssertEqual(run.status, 0, "one page's example never stops the run\n" + run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("round 1: "), run.stdout)
        XCTAssertEqual(calls.map { String($0.prefix(5)) }, ["build", "build", "exec "], "rebuilt once without the example, then tested")
        let report = try report(out)
        let pages = report["pages"] as? [[String: Any]] ?? []
        let focused = try XCTUnwrap(pages.first { $0["id"] as? String == "swiftui/view/focused(_:)" })
        let cases = focused["cases"] as? [[String: Any]] ?? []
        let exampleCases = cases.filter { $0["exampleID"] as? String == "example-1" }
        XCTAssertFalse(exampleCases.isEmpty)
        for item in exampleCases {
            XCTAssertEqual(item["verdict"] as? String, "did-not-compile", "\(item["id"] ?? "")")
            let failure = item["compileFailure"] as? [String: Any]
            XCTAssertEqual(failure?["pageFile"] as? String, "focused.txt")
            XCTAssertEqual(failure?["pageLine"] as? Int, 119)
            XCTAssertTrue((item["message"] as? String)?.hasPrefix("focused.txt:119: cannot convert value") == true, "\(item)")
        }
        XCTAssertEqual(verdicts(report, page: "swiftui/view/focused(_:)")["focus-enters-sets-value.bool"], "failed",
                       "the page's other cases still ran")
        let others = pages.filter { $0["id"] as? String != "swiftui/view/focused(_:)" }.flatMap { $0["cases"] as? [[String: Any]] ?? [] }
        XCTAssertFalse(others.isEmpty)
        XCTAssertFalse(others.contains { $0["verdict"] as? String == "did-not-compile" }, "the other page is untouched")
        let generated = try String(contentsOf: out.appendingPathComponent("conformance-package/Tests/ConformanceTests/Generated/SwiftuiViewFocusedTests.swift"), encoding: .utf8)
        XCTAssertFalse(generated.contains("docgen:region example example-1"), "the example is set aside for the second build")
        XCTAssertTrue(generated.contains("docgen:region case focus-enters-sets-value.bool"))
        let junit = try String(contentsOf: out.appendingPathComponent("report/junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains(#"<error type="did-not-compile" message="focused.txt:119: cannot convert value"#), junit)
        let html = try String(contentsOf: out.appendingPathComponent("report/pages/swiftui.view.focused(_).html"), encoding: .utf8)
        XCTAssertTrue(html.contains("did not compile"), "the page view says what did not compile")
    }

    func testUnknownPackageRootIsAUsageError() throws {
        let run = try DocGenBinary.run(["run", "--package-root", folder.path, "--out", folder.appendingPathComponent("out").path])
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("is neither a docgen checkout"), run.stderr)
        XCTAssertTrue(run.stderr.contains("nor a docgen installation"), run.stderr)
    }
}
