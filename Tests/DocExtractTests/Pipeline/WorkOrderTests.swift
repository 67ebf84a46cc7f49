@testable import DocExtract
import DocModel
import XCTest

/// Far larger pages start early; every file starts exactly once; results stay in input order.
final class WorkOrderTests: XCTestCase {
    func testPathOrderWhenNoPageStandsOut() {
        XCTAssertNil(WorkOrder.order(sizes: Array(repeating: 1_500, count: 1_000), jobs: 2))
        XCTAssertNil(WorkOrder.order(sizes: [1_000, 900_000], jobs: 1), "one worker: order changes nothing")
        // 64 times the median but under the minimum: not worth moving.
        XCTAssertNil(WorkOrder.order(sizes: Array(repeating: 100, count: 99) + [6_400], jobs: 2))
    }

    func testALargePageAtTheEndStartsAboutItsShareEarlier() throws {
        var sizes = Array(repeating: 1_000, count: 1_000)
        sizes[999] = 300_000
        let order = try XCTUnwrap(WorkOrder.order(sizes: sizes, jobs: 2))
        XCTAssertEqual(order.sorted(), Array(0..<1_000), "a permutation")
        XCTAssertEqual(order.firstIndex(of: 999), 699, "300 median files earlier")
        XCTAssertEqual(order.filter { $0 != 999 }, Array(0..<999), "the rest in path order")
        let three = try XCTUnwrap(WorkOrder.order(sizes: sizes, jobs: 3))
        XCTAssertEqual(three.firstIndex(of: 999), 399)
    }

    func testSeveralLargePagesEachMoveAndNoneIsLost() throws {
        var sizes = Array(repeating: 2_000, count: 500)
        for index in [3, 250, 251, 499] { sizes[index] = 2_000_000 }
        let order = try XCTUnwrap(WorkOrder.order(sizes: sizes, jobs: 2))
        XCTAssertEqual(order.sorted(), Array(0..<500))
        XCTAssertEqual(Array(order.prefix(4)).sorted(), [3, 250, 251, 499], "each a thousand files early: all at the start")
    }

    func testParallelMapKeepsInputOrderWhateverTheStartOrder() {
        let inputs = Array(0..<200)
        let order = inputs.reversed().map { $0 }
        let started = ParallelMap.map(inputs, jobs: 3, order: order, progress: nil) { $0 * 2 }
        XCTAssertEqual(started, inputs.map { $0 * 2 })
        let wrongLength = ParallelMap.map(inputs, jobs: 2, order: [1, 0], progress: nil) { $0 + 1 }
        XCTAssertEqual(wrongLength, inputs.map { $0 + 1 }, "an order of another length is ignored")
    }
}
