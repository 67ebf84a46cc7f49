@testable import DocExtract
import DocModel
import XCTest

/// Pages pass the frontier only when every input before them is done, in input order, with the
/// `~N` their id's earlier pages give them; inputs without a page move the frontier too.
final class StagingFrontierTests: XCTestCase {
    func testPagesWaitForEveryEarlierInputAndCountTheirIdsInOrder() {
        let frontier = StagingFrontier(count: 5)
        XCTAssertTrue(frontier.finish(2, page: .init(id: "a", json: [2], idEnd: 0)).isEmpty, "0 and 1 are not done")
        XCTAssertTrue(frontier.finish(1, page: nil).isEmpty)
        let first = frontier.finish(0, page: .init(id: "a", json: [0], idEnd: 0))
        XCTAssertEqual(first.map(\.number), [0, 2])
        XCTAssertEqual(first.map(\.suffix), ["", "~2"])
        XCTAssertEqual(first.map(\.page.json), [[0], [2]])
        XCTAssertTrue(frontier.finish(4, page: .init(id: "a", json: [4], idEnd: 0)).isEmpty)
        let rest = frontier.finish(3, page: .init(id: "b", json: [3], idEnd: 0))
        XCTAssertEqual(rest.map(\.number), [3, 4])
        XCTAssertEqual(rest.map(\.suffix), ["", "~3"])
        XCTAssertEqual((0..<5).map(frontier.stagedSuffix), ["", "", "~2", "", "~3"])
    }

    func testConcurrentWorkersStageEveryPageExactlyOnce() {
        let count = 2_000
        let frontier = StagingFrontier(count: count)
        let numbers = Array(0..<count)
        let ready = ParallelMap.map(numbers, jobs: 4, progress: nil) { number in
            frontier.finish(number, page: number % 3 == 0 ? nil : .init(id: "id\(number % 7)", json: [UInt8(number % 256)], idEnd: 0))
        }
        let staged = ready.flatMap { $0 }.map(\.number).sorted()
        XCTAssertEqual(staged, numbers.filter { $0 % 3 != 0 })
    }
}
