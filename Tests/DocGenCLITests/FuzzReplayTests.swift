import Foundation
import XCTest

/// The fuzz harness's reproducer (`docgen-fuzz FILE…`, built in every normal build) replays the
/// fuzz regression fixtures and the hostile fixtures: each passes the harness's invariants (a
/// page or a diagnostic naming the file, a safe file name, a page that encodes) without a trap.
final class FuzzReplayTests: XCTestCase {
    private let fixtures = DocGenBinary.packageRoot.appendingPathComponent("Tests/DocExtractTests/Fixtures")

    private func replay(_ folder: String) throws -> [String] {
        let directory = fixtures.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
        XCTAssertFalse(files.isEmpty, folder)
        let run = try DocGenBinary.run(files.map { directory.appendingPathComponent($0).path }, executable: "docgen-fuzz")
        XCTAssertEqual(run.status, 0, "\(folder): \(run.stdout)\n\(run.stderr)")
        for file in files {
            XCTAssertTrue(run.stdout.contains("\(file): ok ("), "\(folder)/\(file) not replayed: \(run.stdout)")
        }
        return files
    }

    func testFuzzRegressionFixturesReplayThroughTheHarness() throws {
        XCTAssertGreaterThanOrEqual(try replay("fuzz").count, 2)
    }

    func testHostileFixturesReplayThroughTheHarness() throws {
        XCTAssertGreaterThanOrEqual(try replay("hostile").count, 20)
    }

    func testReproducerWithoutArgumentsExplainsItself() throws {
        let run = try DocGenBinary.run([], executable: "docgen-fuzz")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stdout.contains("usage: docgen-fuzz FILE"), run.stdout)
    }
}
