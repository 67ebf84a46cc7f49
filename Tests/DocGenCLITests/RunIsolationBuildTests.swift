import Foundation
import XCTest

/// `docgen run` with the real toolchain: a page whose example cannot compile is set aside with its
/// page line and every other case still builds, runs and passes.
///
/// The scratch packages compile only the generated suites: they link the FocusEngine and
/// FocusTestSupport the checkout has built (`make test` builds them first), so no test here
/// compiles the engine.
final class RunIsolationBuildTests: XCTestCase {
    func testAnUncompilableExampleIsSetAsideAndEveryOtherSuiteStillRunsAndPasses() throws {
        let work = DocGenBinary.packageRoot.appendingPathComponent(".build/docgen-tests/run-isolation")
        let pages = work.appendingPathComponent("pages"), out = work.appendingPathComponent("out")
        try? FileManager.default.removeItem(at: pages)
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        let seeds = DocGenBinary.packageRoot.appendingPathComponent("corpus/pages/seeds")
        // The English example of seed 004 (page line 119) gets an argument of the wrong type.
        var broken = try String(contentsOf: seeds.appendingPathComponent("004_eefa55f0912961d3.txt"), encoding: .utf8)
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[118].trimmingCharacters(in: .whitespaces), #"TextField("Choose a username.", text: $username)"#)
        broken = lines.enumerated().map { $0.offset == 118 ? $0.element.replacingOccurrences(of: "text: $username", with: "text: 42") : String($0.element) }
            .joined(separator: "\n")
        try Data(broken.utf8).write(to: pages.appendingPathComponent("focused.txt"))
        try FileManager.default.copyItem(at: seeds.appendingPathComponent("000_9412fee7dbfad919.txt"), to: pages.appendingPathComponent("other.txt"))

        let run = try DocGenBinary.run(["run", pages.path, "--out", out.path])
        XCTAssertEqual(run.status, 0, "nothing failed; the broken example is did-not-compile\n" + run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("type-check: skipped"), run.stdout)
        XCTAssertFalse(run.stdout.contains("its plan is rendered again"), run.stdout)
        try checkReport(out)
        // The same input into the same folder: the last build's verdicts are replayed, not type-checked again.
        let again = try DocGenBinary.run(["run", pages.path, "--out", out.path])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertTrue(again.stdout.contains("type-check: skipped"), again.stdout)
        XCTAssertTrue(again.stdout.contains("its plan is rendered again"), again.stdout)
        try checkReport(out)
    }

    private func checkReport(_ out: URL) throws {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report/report.json"))) as? [String: Any])
        let cases = (report["pages"] as? [[String: Any]] ?? []).flatMap { page in
            (page["cases"] as? [[String: Any]] ?? []).map { (page["id"] as? String ?? "", $0) }
        }
        let broken1 = cases.filter { $0.0 == "swiftui/view/focused(_:)" && $0.1["exampleID"] as? String == "example-1" }
        XCTAssertFalse(broken1.isEmpty)
        for (_, item) in broken1 {
            XCTAssertEqual(item["verdict"] as? String, "did-not-compile", "\(item)")
            let failure = item["compileFailure"] as? [String: Any]
            XCTAssertEqual(failure?["pageFile"] as? String, "focused.txt")
            XCTAssertEqual(failure?["pageLine"] as? Int, 119, "\(item)")
        }
        let rest = cases.filter { !($0.0 == "swiftui/view/focused(_:)" && $0.1["exampleID"] as? String == "example-1") }
        XCTAssertGreaterThan(rest.count, 20)
        for (page, item) in rest {
            XCTAssertTrue(["passed", "compiles", "expected-different"].contains(item["verdict"] as? String ?? ""), "\(page) \(item)")
        }
    }

    /// Two runs into new output folders at the same time, after the checkout has built the
    /// engine: neither compiles FocusEngine or FocusTestSupport (no `Compiling FocusEngine…` line
    /// in its build log, no engine build folder in its scratch package, the checkout's module files
    /// not rewritten), and both give the same, correct report.
    func testRunsIntoNewOutputFoldersReuseTheCheckoutsEngineAndDoNotCollide() throws {
        let root = DocGenBinary.packageRoot
        let work = root.appendingPathComponent(".build/docgen-tests/run-reuse")
        try? FileManager.default.removeItem(at: work)
        let pages = work.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("corpus/pages/seeds/004_eefa55f0912961d3.txt"),
                                         to: pages.appendingPathComponent("focused.txt"))
        let modules = ["FocusEngine", "FocusTestSupport"].map { root.appendingPathComponent(".build/debug/Modules/\($0).swiftmodule") }
        func modificationDates() throws -> [Date] {
            try modules.map { try XCTUnwrap(FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date, $0.path) }
        }
        let before = try modificationDates()

        let outs = ["out-1", "out-2"].map { work.appendingPathComponent($0) }
        let runs = try DocGenBinary.runConcurrently(outs.map { ["run", pages.path, "--out", $0.path, "--jobs", "1"] })
        var verdicts: [[String: String]] = []
        for (out, run) in zip(outs, runs) {
            XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
            XCTAssertTrue(run.stdout.contains("FocusEngine and FocusTestSupport: reusing the checkout's build"), run.stdout)
            let log = try String(contentsOf: out.appendingPathComponent("logs/build.log"), encoding: .utf8)
            XCTAssertTrue(log.contains("Compiling ConformanceTests"), "the suites compile\n" + log)
            let engineLines = log.split(separator: "\n").filter { $0.contains("Compiling FocusEngine") || $0.contains("Compiling FocusTestSupport") }
            XCTAssertEqual(engineLines, [], "the engine is not compiled again")
            let scratchBuild = out.appendingPathComponent("conformance-package/.build/debug")
            for target in ["FocusEngine", "FocusTestSupport", "FocusEngineMacros-tool"] {
                XCTAssertFalse(FileManager.default.fileExists(atPath: scratchBuild.appendingPathComponent("\(target).build").path), target)
            }
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report/report.json"))) as? [String: Any])
            let cases = (report["pages"] as? [[String: Any]] ?? []).flatMap { $0["cases"] as? [[String: Any]] ?? [] }
            verdicts.append(Dictionary(uniqueKeysWithValues: cases.map { ($0["id"] as? String ?? "", $0["verdict"] as? String ?? "") }))
        }
        XCTAssertEqual(try modificationDates(), before, "the checkout's engine build is only read")
        XCTAssertEqual(verdicts[0], verdicts[1], "both runs give the same report")
        XCTAssertEqual(verdicts[0]["focus-enters-sets-value.bool"], "passed", "\(verdicts[0])")
        XCTAssertFalse(verdicts[0].values.contains("not-run"), "\(verdicts[0])")
    }
}
