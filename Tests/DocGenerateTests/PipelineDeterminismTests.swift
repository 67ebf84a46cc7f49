import DocExtract
import DocGenerate
import DocModel
import Foundation
import XCTest

/// Issue 6, determinism: extract then generate, as `docgen extract` and `docgen generate` do, gives
/// byte-identical folders for two runs, for one job or two, and for the inputs in reverse order.
/// Inputs: the five seeds plus the hostile fixtures.
final class PipelineDeterminismTests: XCTestCase {
    private var inputs: [String] {
        get throws {
            let seeds = GenerateFixtures.repositoryRoot.appendingPathComponent("corpus/pages/seeds")
            let hostile = HostileGenerateTests.hostileFixtures
            return try [seeds, hostile].flatMap { folder in
                try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
                    .map { folder.appendingPathComponent($0).path }
            }
        }
    }

    /// Every file under the run's model, Generated and cases folders, by relative path.
    private func pipeline(_ paths: [String], jobs: Int) throws -> [String: Data] {
        let root = GenerateFixtures.temporaryDirectory("pipeline")
        defer { try? FileManager.default.removeItem(at: root) }
        let model = root.appendingPathComponent("model")
        _ = try ModelWriter.write(Extraction.run(.init(paths: paths, jobs: jobs)), to: model.path)
        try GenerateFixtures.generate(model).write(swiftDirectory: root.appendingPathComponent("Generated"),
                                                   casesDirectory: root.appendingPathComponent("cases"))
        var files: [String: Data] = [:]
        for name in FileManager.default.subpaths(atPath: root.path) ?? [] {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }

    func testExtractAndGenerateAreByteIdenticalAcrossRunsJobsAndInputOrder() throws {
        let paths = try inputs
        let first = try pipeline(paths, jobs: 1)
        XCTAssertGreaterThan(first.keys.filter { $0.hasPrefix("Generated/") }.count, 20)
        XCTAssertTrue(first.keys.contains("model/index.json"))
        let again = try pipeline(paths, jobs: 1)
        let parallel = try pipeline(paths, jobs: 2)
        let reversed = try pipeline(paths.reversed(), jobs: 2)
        for (label, other) in [("second run", again), ("--jobs 2", parallel), ("reversed input order", reversed)] {
            XCTAssertEqual(other.keys.sorted(), first.keys.sorted(), label)
            for (name, data) in first where other[name] != data {
                XCTFail("\(label): \(name) differs")
            }
        }
    }
}
