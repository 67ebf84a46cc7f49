import Foundation
import XCTest

/// `docgen diff` and `docgen generate --check` run as a user runs them, over models the built
/// `docgen extract` writes from (an edited copy of) the bundled corpus.
final class DiffCommandTests: XCTestCase {
    static let page = "sosumi/documentation/swiftui/view/focused(__).md"
    static let before = "When focus leaves the modified view, the binding sets the value to `false`."
    static let after = "When focus leaves the modified view, the binding keeps the value `true`."
    static let claim = "swiftui/view/focused(_:)#parameter.condition.s4@en"

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-diff-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The model `docgen extract` writes from a copy of corpus/pages, with `edit` applied to the focused(_:) page.
    private func model(_ name: String, edit: (String) -> String = { $0 }) throws -> URL {
        let pages = folder.appendingPathComponent(name + "-pages")
        try FileManager.default.copyItem(at: DocGenBinary.packageRoot.appendingPathComponent("corpus/pages"), to: pages)
        let file = pages.appendingPathComponent(Self.page)
        try Data(edit(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
        let model = folder.appendingPathComponent(name + "-model")
        let run = try DocGenBinary.run(["extract", pages.path, "--out", model.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        return model
    }

    private func changes(_ diffFolder: URL) throws -> [[String: Any]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: diffFolder.appendingPathComponent("diff.json"))) as? [String: Any])
        return (json["pages"] as? [[String: Any]] ?? []).flatMap { $0["changes"] as? [[String: Any]] ?? [] }
    }

    func testOneChangedSentenceIsNamedByDiffAndItsCaseIsStaleInGenerateCheck() throws {
        let old = try model("old")
        let new = try model("new") { $0.replacingOccurrences(of: Self.before, with: Self.after) }
        let out = folder.appendingPathComponent("diff")
        let diff = try DocGenBinary.run(["diff", old.path, new.path, "--out", out.path, "--cases", "corpus/cases"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("changes by class: real-change 1, crawler-loss 0, formatting 0"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("SwiftuiViewFocusedTests.focus-leaves-resets.bool: claim \(Self.claim) changed"), diff.stdout)
        let change = try XCTUnwrap(try changes(out).first)
        XCTAssertEqual(change["subject"] as? String, Self.claim)
        XCTAssertEqual(change["kind"] as? String, "claim-reworded")
        XCTAssertEqual(change["newText"] as? String, Self.after)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))

        let check = try DocGenBinary.run(["generate", new.path, "--out", "Tests/ConformanceTests/Generated", "--cases", "corpus/cases", "--check"])
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        let stale = check.stdout.split(separator: "\n").filter { $0.hasPrefix("generate --check: stale case ") }
        XCTAssertEqual(stale.count, 1, check.stdout)
        XCTAssertTrue(stale.first?.contains("SwiftuiViewFocusedTests.focus-leaves-resets.bool") == true, check.stdout)
        XCTAssertTrue(stale.first?.contains("now “\(Self.after)”") == true, check.stdout)
        XCTAssertTrue(stale.first?.contains("was “\(Self.before)”") == true, check.stdout)
    }

    func testAnUnchangedModelPassesGenerateCheckWithNoStaleCase() throws {
        let check = try DocGenBinary.run(["generate", try model("same").path, "--out", "Tests/ConformanceTests/Generated",
                                          "--cases", "corpus/cases", "--check"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertFalse(check.stdout.contains("stale case"), check.stdout)
    }
}
