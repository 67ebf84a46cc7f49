import Foundation

/// A thread-safe memo of a pure function for the example planner, which asks for the same parse of
/// the same example text many times (the wrapped source, its file-scope placement, its folded
/// tree). Bounded: when it holds `capacity` values it starts again empty, so a whole-dump run keeps
/// only a few examples' trees. The values do not depend on whether they came from the memo.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value for `key`, computed by `make` the first time (outside the lock).
    func value(_ key: Key, _ make: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let value = make()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }
}
