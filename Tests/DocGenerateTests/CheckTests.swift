import DocGenerate
import Foundation
import XCTest

/// `--check` compares fresh output with the folders on disk and reports every difference.
final class CheckTests: XCTestCase {
    private var output: DocGenerator.Output!
    private var swift: URL!
    private var cases: URL!

    override func setUpWithError() throws {
        output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        let root = GenerateFixtures.temporaryDirectory("check")
        swift = root.appendingPathComponent("Generated")
        cases = root.appendingPathComponent("cases")
        try output.write(swiftDirectory: swift, casesDirectory: cases)
    }

    func testFreshlyWrittenOutputHasNoDifferences() {
        XCTAssertEqual(output.differences(swiftDirectory: swift, casesDirectory: cases), [])
    }

    func testModifiedGeneratedFileIsReported() throws {
        let file = swift.appendingPathComponent("SwiftuiViewFocusedTests.swift")
        try (String(contentsOf: file, encoding: .utf8) + "// hand edit\n").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(output.differences(swiftDirectory: swift, casesDirectory: cases), ["\(file.path): differs"])
    }

    func testMissingAndStaleFilesAreReported() throws {
        let corpusFile = cases.appendingPathComponent("SwiftuiViewFocusedTests.json")
        try FileManager.default.removeItem(at: corpusFile)
        let stale = swift.appendingPathComponent("RemovedPageTests.swift")
        try Data("// old\n".utf8).write(to: stale)
        XCTAssertEqual(output.differences(swiftDirectory: swift, casesDirectory: cases),
                       ["\(stale.path): not generated (stale)", "\(corpusFile.path): missing"])
    }

    func testWriteRemovesStaleFilesAndKeepsOthers() throws {
        let stale = swift.appendingPathComponent("RemovedPageTests.swift")
        let unrelated = swift.appendingPathComponent("README.md")
        try Data("// old\n".utf8).write(to: stale)
        try Data("notes\n".utf8).write(to: unrelated)
        try output.write(swiftDirectory: swift, casesDirectory: cases)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated.path))
    }

    /// The committed suites and case corpus are what the bundled corpus generates today
    /// (what CI's `docgen generate --check` enforces).
    func testCommittedGeneratedFilesAreUpToDate() {
        let root = GenerateFixtures.repositoryRoot
        let differences = output.differences(
            swiftDirectory: root.appendingPathComponent("Tests/ConformanceTests/Generated"),
            casesDirectory: root.appendingPathComponent("corpus/cases"))
        XCTAssertEqual(differences, [], "run: docgen extract corpus/pages --out /tmp/model && docgen generate /tmp/model")
    }
}
