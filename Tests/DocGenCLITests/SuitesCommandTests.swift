import Foundation
import XCTest

/// `docgen suites CONFIG` — what the `generate-conformance-suites` plugin runs in a consumer's
/// test target (docs/plugin.md).
final class SuitesCommandTests: XCTestCase {
    private var target: URL!

    override func setUpWithError() throws {
        target = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-suites-\(UUID().uuidString)/Tests/AppTests")
        let dump = target.appendingPathComponent("dump")
        try FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true)
        for page in ["view/focused(__).md", "view/onsubmit(of___).md"] {
            let source = DocGenBinary.packageRoot.appendingPathComponent("corpus/pages/sosumi/documentation/swiftui/\(page)")
            try FileManager.default.copyItem(at: source, to: dump.appendingPathComponent(source.lastPathComponent))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: target.deletingLastPathComponent().deletingLastPathComponent())
    }

    private func writeConfig(_ text: String) throws -> URL {
        let config = target.appendingPathComponent("docgen-config.yaml")
        try Data(text.utf8).write(to: config)
        return config
    }

    func testSuitesWritesOneSuitePerPageIntoTheTargetsGeneratedFolderAndCheckSeesAChange() throws {
        let config = try writeConfig("dump: dump\ncases: cases\n")
        let run = try DocGenBinary.run(["suites", config.path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let generated = target.appendingPathComponent("Generated")
        let suites = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(suites, ["FocusedTests.swift", "OnsubmitOfTests.swift"].map { "Swiftui" + "View" + $0 }, "\(suites)")
        let cases = try FileManager.default.contentsOfDirectory(atPath: target.appendingPathComponent("cases").path)
        XCTAssertTrue(cases.contains("index.json"), "\(cases)")

        let fresh = try DocGenBinary.run(["suites", config.path, "--check"])
        XCTAssertEqual(fresh.status, 0, fresh.stdout + fresh.stderr)
        XCTAssertTrue(fresh.stdout.contains("up to date"), fresh.stdout)

        let edited = generated.appendingPathComponent(suites[0])
        try Data("// edited by hand\n".utf8).write(to: edited)
        let stale = try DocGenBinary.run(["suites", config.path, "--check"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.stdout.contains("\(edited.path): differs"), stale.stdout)
    }

    func testAnUnknownKeyIsNamedWithItsLineAndColumn() throws {
        let config = try writeConfig("# settings\ndump: dump\ndumps: more\n")
        let run = try DocGenBinary.run(["suites", config.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("\(config.path):3:1: unknown key \"dumps\""), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.appendingPathComponent("Generated").path))
    }

    func testAMissingDumpAndAnOutputNotNamedGeneratedAreRefused() throws {
        let noDump = try writeConfig("claimReader: frames\n")
        let missing = try DocGenBinary.run(["suites", noDump.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("`dump:` is missing"), missing.stderr)

        let badOutput = try writeConfig("dump: dump\noutput: Sources\n")
        let refused = try DocGenBinary.run(["suites", badOutput.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("output must be a folder named Generated"), refused.stderr)

        let badReader = try writeConfig("dump: dump\nclaimReader: sentences\n")
        let wrong = try DocGenBinary.run(["suites", badReader.path])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("docgen-config.yaml:2:14: claimReader must be frames, phrasebook or both"), wrong.stderr)
    }

    func testADumpThatDoesNotExistIsNamed() throws {
        let config = try writeConfig("dump: [dump, elsewhere]\n")
        let run = try DocGenBinary.run(["suites", config.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("elsewhere does not exist"), run.stderr)
    }
}
