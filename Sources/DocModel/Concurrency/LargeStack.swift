import Foundation

/// Runs work on a thread with a large stack and waits for its result.
///
/// SwiftParser recurses once per nesting level, and debug builds use far more stack per
/// level than release builds; callers may sit on small-stack threads (Swift concurrency,
/// dispatch queues). Running each parse on a thread with a generous stack makes the nesting
/// limit, not the caller's stack, decide what can be parsed. Threads started by
/// `LargeStack.thread` (the extraction workers) already have such a stack, and work called on
/// them runs in place instead of on a new thread.
package enum LargeStack {
    /// Stack size of the worker thread. Only touched pages are committed, so a large
    /// reservation costs address space, not memory.
    package static let stackSize = 64 << 20

    /// The result of `work`, computed on a thread with a `stackSize` stack.
    package static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        if isLargeStackThread { return work() }
        return Concurrent(work).value
    }

    /// Starts `body` on a new thread with a `stackSize` stack; `run` called there runs in place.
    package static func thread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            pthread_setspecific(marker, UnsafeRawPointer(bitPattern: 1))
            body()
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Whether the calling thread was started by `thread(_:)`.
    package static var isLargeStackThread: Bool { pthread_getspecific(marker) != nil }

    /// The thread-specific key that marks large-stack threads.
    private static let marker: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

/// A value computed on a large-stack thread of its own (`LargeStack.thread`) while the caller
/// goes on; `value` waits for it.
package final class Concurrent<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    package init(_ work: @escaping @Sendable () -> Value) {
        LargeStack.thread { [self] in
            result = work()
            done.signal()
        }
    }

    /// The value, once computed.
    package var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}
