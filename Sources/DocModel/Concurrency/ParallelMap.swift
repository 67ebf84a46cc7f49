import Foundation

/// Order-preserving parallel map over a fixed number of worker threads.
///
/// The workers are large-stack threads (`LargeStack.thread`), so the Swift parsing they do
/// runs in place instead of starting a thread per declaration and example. Shared by the stages
/// (extraction's files, generation's pages), hence in DocModel, with `package` access.
package enum ParallelMap {
    /// `transform` of every input, in input order. `order`, when given, is the order inputs are
    /// started in (a permutation of their indices); results are in input order either way.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, order: [Int]? = nil, progress: (@Sendable (Int, Int) -> Void)?,
        _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: inputs.count, order: order)
        let workers = min(jobs, max(1, inputs.count))
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            LargeStack.thread {
                while let index = results.claim() {
                    results.store(transform(inputs[index]), at: index)
                    progress?(results.finished, inputs.count)
                }
                finished.signal()
            }
        }
        for _ in 0..<workers { finished.wait() }
        return results.values()
    }
}

/// Thread-safe result slots with a work counter.
private final class ResultSlots<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Output?]
    private let order: [Int]?
    private var next = 0
    private(set) var finished = 0

    init(count: Int, order: [Int]?) {
        slots = Array(repeating: nil, count: count)
        self.order = order?.count == count ? order : nil
    }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return order?[next - 1] ?? next - 1
    }

    func store(_ value: Output, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
        finished += 1
    }

    func values() -> [Output] { slots.map { $0! } }
}
