import Foundation
import XCTest

/// `docgen diff` and `docgen generate` given a model they cannot read whole: an error naming the
/// file with a stable id on standard error, exit status 2, nothing written — never a crash.
final class BadModelCommandTests: XCTestCase {
    private var folder: URL!
    private var good: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-badmodel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        good = folder.appendingPathComponent("good")
        let run = try DocGenBinary.run(["extract", "corpus/pages", "--out", good.path])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func copy(_ name: String, _ damage: (URL) throws -> Void) throws -> URL {
        let model = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: good, to: model)
        try damage(model)
        return model
    }

    private func editIndex(_ model: URL, _ edit: (inout [String: Any]) throws -> Void) throws {
        let url = model.appendingPathComponent("index.json")
        var index = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        try edit(&index)
        try JSONSerialization.data(withJSONObject: index).write(to: url)
    }

    /// Each bad model with the file its error must name and its id's last part.
    private func badModels() throws -> [(model: URL, file: String, kind: String)] {
        let notAModel = DocGenBinary.packageRoot.appendingPathComponent("corpus/pages")
        let version = try copy("version") { try editIndex($0) { $0["schemaVersion"] = 1 } }
        let twice = try copy("twice") { model in
            try editIndex(model) { index in
                var pages = try XCTUnwrap(index["pages"] as? [[String: Any]])
                pages[1]["id"] = pages[0]["id"]
                index["pages"] = pages
            }
        }
        var truncatedFile = ""
        let truncated = try copy("truncated") { model in
            let pages = model.appendingPathComponent("pages")
            let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: pages.path).sorted().first)
            let file = pages.appendingPathComponent(name)
            let data = try Data(contentsOf: file)
            try data.prefix(data.count / 2).write(to: file)
            truncatedFile = file.path
        }
        return [
            (notAModel, notAModel.appendingPathComponent("index.json").path, "not-a-model"),
            (version, version.appendingPathComponent("index.json").path, "schema-version"),
            (twice, twice.appendingPathComponent("index.json").path, "duplicate-page-id"),
            (truncated, truncatedFile, "unreadable"),
        ]
    }

    func testDiffRefusesEachBadModelNamingTheFile() throws {
        for (model, file, kind) in try badModels() {
            let out = folder.appendingPathComponent("out-" + kind)
            for arguments in [[good.path, model.path], [model.path, good.path]] {
                let run = try DocGenBinary.run(["diff"] + arguments + ["--out", out.path])
                XCTAssertEqual(run.status, 2, "\(kind): \(run.stdout)\(run.stderr)")
                XCTAssertTrue(run.stderr.contains("docgen diff: \(file): error: "), "\(kind): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains("[docgen.diff.\(kind)]"), "\(kind): \(run.stderr)")
                XCTAssertEqual(run.stdout, "", "\(kind): no partial summary")
                XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("diff.json").path), kind)
            }
        }
    }

    func testGenerateRefusesEachBadModelNamingTheFile() throws {
        for (model, file, kind) in try badModels() {
            let out = folder.appendingPathComponent("gen-" + kind)
            let run = try DocGenBinary.run(["generate", model.path, "--out", out.appendingPathComponent("Generated").path,
                                            "--cases", out.appendingPathComponent("cases").path])
            XCTAssertEqual(run.status, 2, "\(kind): \(run.stdout)\(run.stderr)")
            XCTAssertTrue(run.stderr.contains("docgen generate: \(file): error: "), "\(kind): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("[docgen.model.\(kind)]"), "\(kind): \(run.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "\(kind): nothing written")
        }
    }

    func testGenerateCheckRefusesABadModelToo() throws {
        let model = try XCTUnwrap(try badModels().last)
        let run = try DocGenBinary.run(["generate", model.model.path, "--out", "Tests/ConformanceTests/Generated",
                                        "--cases", "corpus/cases", "--check"])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains(model.file), run.stderr)
    }
}
