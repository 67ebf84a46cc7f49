import Foundation

/// Runs work on a thread with a large stack and waits for its result.
///
/// SwiftParser recurses once per nesting level, and debug builds use far more stack per
/// level than release builds; callers may sit on small-stack threads (Swift concurrency,
/// dispatch queues). Running each parse on a dedicated thread with a generous stack makes
/// the nesting limit, not the caller's stack, decide what can be parsed.
enum LargeStack {
    /// Stack size of the worker thread. Only touched pages are committed, so a large
    /// reservation costs address space, not memory.
    static let stackSize = 64 << 20

    /// The result of `work`, computed on a fresh thread with a `stackSize` stack.
    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let box = Box<Result>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            finished.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        finished.wait()
        guard let value = box.value else { return work() }
        return value
    }

    /// Carries the result from the worker thread; the semaphore orders the accesses.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
    }
}
