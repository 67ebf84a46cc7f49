import Foundation
import XCTest

/// `docgen run` with the real toolchain: a page whose example cannot compile is set aside with its
/// page line and every other case still builds, runs and passes.
///
/// The scratch package lives under `.build/docgen-tests` so repeated runs build incrementally; the
/// first run on a clean checkout compiles FocusEngine once (about half a minute on 2 cores).
final class RunIsolationBuildTests: XCTestCase {
    func testAnUncompilableExampleIsSetAsideAndEveryOtherSuiteStillRunsAndPasses() throws {
        let work = DocGenBinary.packageRoot.appendingPathComponent(".build/docgen-tests/run-isolation")
        let pages = work.appendingPathComponent("pages"), out = work.appendingPathComponent("out")
        try? FileManager.default.removeItem(at: pages)
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
}
