import Foundation
import XCTest

/// `make install`'s layout (scripts/install.sh): an installed docgen runs every command from a
/// folder that is not the checkout, and `run` links the suites against the installed engine.
final class InstalledDocgenTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-installed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Installs the docgen and engine this test was built with into `FOLDER/prefix`.
    private func install() throws -> URL {
        let prefix = folder.appendingPathComponent("prefix")
        let script = DocGenBinary.packageRoot.appendingPathComponent("scripts/install.sh")
        let installed = try DocGenBinary.run([prefix.path, DocGenBinary.productsDirectory.path], executableURL: script, in: folder)
        XCTAssertEqual(installed.status, 0, installed.stderr)
        return prefix
    }

    /// A folder with two pages of the bundled corpus, outside the checkout.
    private func dump() throws -> URL {
        let dump = folder.appendingPathComponent("work/dump")
        try FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true)
        for page in ["view/focused(__).md", "view/onsubmit(of___).md"] {
            let source = DocGenBinary.packageRoot.appendingPathComponent("corpus/pages/sosumi/documentation/swiftui/\(page)")
            try FileManager.default.copyItem(at: source, to: dump.appendingPathComponent(source.lastPathComponent))
        }
        return dump
    }

    func testInstalledDocgenFoundOnPathExtractsGeneratesAndDiffsFromAnotherFolder() throws {
        let prefix = try install()
        let work = try dump().deletingLastPathComponent()
        // As a shell runs it: a bare `docgen` found on PATH (argv[0] is not a path then).
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let path = ["PATH": prefix.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        func docgen(_ arguments: [String]) throws -> DocGenBinary.Run {
            try DocGenBinary.run(["docgen"] + arguments, executableURL: env, in: work, environment: path)
        }

        let extract = try docgen(["extract", "dump", "--out", "model"])
        XCTAssertEqual(extract.status, 0, extract.stderr)
        XCTAssertTrue(extract.stdout.contains("2 page(s)"), extract.stdout)

        // No --templates: the installation's templates are found beside the executable.
        let generate = try docgen(["generate", "model", "--out", "suites/Generated", "--cases", "suites/cases"])
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let suites = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("suites/Generated").path)
        XCTAssertEqual(suites.filter { $0.hasSuffix(".swift") }.count, 2, "\(suites)")

        let diff = try docgen(["diff", "model", "model", "--out", "diff"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("diff/index.html").path))
    }

    func testInstalledDocgenRunLinksTheSuitesAgainstTheInstalledEngine() throws {
        let prefix = try install()
        let work = try dump().deletingLastPathComponent()
        let run = try DocGenBinary.run(["run", "dump", "--out", "out"], executableURL: prefix.appendingPathComponent("bin/docgen"), in: work)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("reusing the installed engine (\(prefix.resolvingSymlinksInPath().path)/lib/docgen/engine)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("failed 0"), run.stdout)
        let manifest = try String(contentsOf: work.appendingPathComponent("out/conformance-package/Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("// installation \(prefix.resolvingSymlinksInPath().path)/lib/docgen ships"), manifest)
        XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("out/report/index.html").path))
    }

    func testAnInstallationWithoutItsEngineSaysSoAndBuildsNothing() throws {
        let prefix = try install()
        let engineObjects = prefix.appendingPathComponent("lib/docgen/engine/FocusEngine.build")
        try FileManager.default.removeItem(at: engineObjects)
        let work = try dump().deletingLastPathComponent()
        let run = try DocGenBinary.run(["run", "dump", "--out", "out"], executableURL: prefix.appendingPathComponent("bin/docgen"), in: work)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("the installed FocusEngine and FocusTestSupport are incomplete"), run.stdout)
        XCTAssertTrue(run.stdout.contains("install docgen again"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("out/conformance-package/.build").path),
                       "nothing was built")
    }

    func testInstallRefusesAnUnbuiltFolderAndNamesWhatIsMissing() throws {
        let empty = folder.appendingPathComponent("empty-build")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let script = DocGenBinary.packageRoot.appendingPathComponent("scripts/install.sh")
        let run = try DocGenBinary.run([folder.appendingPathComponent("prefix").path, empty.path], executableURL: script, in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("not built:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("FocusEngine.swiftmodule"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("prefix/bin/docgen").path))
    }
}
