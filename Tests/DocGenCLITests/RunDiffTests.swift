import Foundation
import XCTest

/// `docgen run` into an output folder an earlier run left a model in: the earlier model is set
/// aside, diffed against the new one, and the report links the diff.
final class RunDiffTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-run-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A `swift` stand-in: builds succeed, tests write no results (the report is still written).
    private func fakeSwift() throws -> String {
        let script = folder.appendingPathComponent("swift")
        try Data("#!/bin/sh\ncase \"$1\" in build) exit 0 ;; *) exit 1 ;; esac\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script.path
    }

    private func reportJSON(_ out: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report/report.json"))) as? [String: Any])
    }

    func testASecondRunDiffsTheFirstRunsModelAndTheReportLinksIt() throws {
        let out = folder.appendingPathComponent("out"), swift = try fakeSwift()
        let arguments = ["run", "--out", out.path, "--swift", swift, "--jobs", "1"]
        let first = try DocGenBinary.run(arguments)
        XCTAssertFalse(first.stdout.contains("diff against the previous run"), first.stdout)
        XCTAssertNil(try reportJSON(out)["diff"], "a first run has nothing to diff")

        let second = try DocGenBinary.run(arguments)
        XCTAssertTrue(second.stdout.contains("diff against the previous run: 0 page(s) changed (real-change 0, crawler-loss 0, formatting 0; stale cases 0)"),
                      second.stdout + second.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("previous/model/index.json").path))
        // The second run took its pages from the first run's page cache: the same model.
        let cached = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("extract-cache").path)
        XCTAssertFalse(cached.isEmpty, "the first run filled OUT/extract-cache")
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("model/index.json")),
                       try Data(contentsOf: out.appendingPathComponent("previous/model/index.json")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("diff/diff.json").path))
        let diff = try XCTUnwrap(try reportJSON(out)["diff"] as? [String: Any])
        XCTAssertEqual(diff["href"] as? String, "../diff/index.html")
        XCTAssertEqual(diff["staleCases"] as? Int, 0)
        let summary = try String(contentsOf: out.appendingPathComponent("report/index.html"), encoding: .utf8)
        XCTAssertTrue(summary.contains("href=\"./../diff/index.html\""), "the summary links the diff")

        let third = try DocGenBinary.run(arguments + ["--no-diff"])
        XCTAssertFalse(third.stdout.contains("diff against the previous run"), third.stdout)
        XCTAssertNil(try reportJSON(out)["diff"])
    }
}
