import Foundation
import XCTest

final class ReportCommandTests: XCTestCase {
    private let fixture = DocGenBinary.packageRoot.appendingPathComponent("Tests/DocReportTests/Fixtures/report")

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("docgen-report-\(UUID().uuidString)")
    }

    private func arguments(out: URL) -> [String] {
        ["report", "--model", fixture.appendingPathComponent("model").path, "--cases", fixture.appendingPathComponent("cases").path,
         "--results", fixture.appendingPathComponent("results/junit.xml").path,
         "--log", fixture.appendingPathComponent("results/test.log").path, "--out", out.path]
    }

    func testReportFailsOnMustFailuresUnlessAllowedAndPrintsThePath() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let failing = try DocGenBinary.run(arguments(out: out))
        XCTAssertEqual(failing.status, 1, failing.stderr)
        XCTAssertTrue(failing.stdout.contains("cases: 14 — passed 4, compiles 4, engine choice 0, findings 0, failed 2, expected different 1, known gap 1, not run 2"), failing.stdout)
        XCTAssertTrue(failing.stdout.contains("MUST failed: swiftui/view/focused(_:) focus-enters-sets-value.bool: XCTAssertEqual failed"), failing.stdout)
        XCTAssertTrue(failing.stdout.hasSuffix("report: \(out.appendingPathComponent("index.html").path)\n"), failing.stdout)
        for file in ["index.html", "report.json", "junit.xml", "report.css", "pages/swiftui.view.focused(_).html"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), file)
        }
        let allowed = try DocGenBinary.run(arguments(out: out) + ["--allow-failures"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
    }

    func testReportNeverWritesIntoAFolderThatIsNotAReport() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let keep = out.appendingPathComponent("keep.html")
        try Data("mine".utf8).write(to: keep)
        let run = try DocGenBinary.run(arguments(out: out))
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("is not a report folder"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: keep), Data("mine".utf8))
    }

    func testReportAndRunHelpExplainResultsWhereSuitesRunAndExitStatus() throws {
        let report = try DocGenBinary.run(["report", "--help"])
        XCTAssertEqual(report.status, 0)
        XCTAssertTrue(report.stdout.contains("--xunit-output"), report.stdout)
        XCTAssertTrue(report.stdout.contains("--allow-failures"), report.stdout)
        let run = try DocGenBinary.run(["run", "--help"])
        XCTAssertEqual(run.status, 0)
        let words = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("written into a scratch package"), run.stdout)
        XCTAssertTrue(words.contains("the committed folder is never overwritten"), run.stdout)
        XCTAssertTrue(words.contains("a new output folder never compiles the engine again"), run.stdout)
        XCTAssertTrue(words.contains("runs into different output folders do not collide"), run.stdout)
        XCTAssertTrue(words.contains("2 only if nothing could be built at all"), run.stdout)
        XCTAssertTrue(words.contains("did-not-compile (with the error mapped back to the page line)"), run.stdout)
    }
}
