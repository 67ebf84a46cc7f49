import Foundation
import XCTest

final class DumpCommandTests: XCTestCase {
    func testDumpPrintsTheTreeWithSourceLines() throws {
        let run = try DocGenBinary.run(["dump", "corpus/pages/seeds/004_eefa55f0912961d3.txt"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.first, "page swiftui/view/focused(_:)  [bilingual-crawl; en+zh-Hans]")
        XCTAssertTrue(lines.contains { $0.contains("parameter condition") })
        XCTAssertTrue(lines.contains { $0.contains("zh-Hans L22: 要绑定的焦点状态。") })
    }

    func testDumpJSONIsAPageRecord() throws {
        let run = try DocGenBinary.run(["dump", "--json", "corpus/pages/seeds/000_9412fee7dbfad919.txt"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["id"] as? String, "swiftui/accessibilityfocusstate")
        XCTAssertEqual((object?["availability"] as? [Any])?.count, 7)
    }

    func testDumpOfAnEmptyFileExplainsAndFails() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-empty-\(UUID().uuidString).md")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try DocGenBinary.run(["dump", empty.path])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("docgen.extract.empty-input"), run.stdout)
    }
}
