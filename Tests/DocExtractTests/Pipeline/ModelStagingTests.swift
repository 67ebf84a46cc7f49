@testable import DocExtract
import Foundation
import XCTest

/// Pages staged across the staging subfolders are all placed under their names, and the staging
/// folder is gone afterwards.
final class ModelStagingTests: XCTestCase {
    func testPagesStagedInEveryShardArePlacedAndTheStagingFolderRemoved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-staging-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let staging = try ModelStaging(directory: directory)
        let count = ModelStaging.shards * 3 + 1
        for number in 0..<count { try staging.stage(Array("{\n  \"id\" : \"page-\(number)\"\n}".utf8), number: number) }
        let shardsUsed = Set((0..<count).map { (staging.stagedPath($0) as NSString).deletingLastPathComponent })
        XCTAssertEqual(shardsUsed.count, ModelStaging.shards)
        for number in 0..<count {
            XCTAssertNil(staging.place(.init(number: number, name: "p\(number).json", idSuffix: number == 5 ? "~2" : nil)))
        }
        staging.remove()
        let placed = try FileManager.default.contentsOfDirectory(atPath: directory + "/pages")
        XCTAssertEqual(placed.count, count)
        XCTAssertEqual(try String(contentsOfFile: directory + "/pages/p5.json", encoding: .utf8), "{\n  \"id\" : \"page-5~2\"\n}")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["pages"])
    }
}
