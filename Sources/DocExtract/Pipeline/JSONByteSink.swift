/// The growing byte buffer `PageRecordJSON` writes into: raw memory with its own count and
/// capacity, so an append is a bounds check and a copy — no array uniqueness check, no
/// generic `append(contentsOf:)` per piece. Bytes leave it as an array (`array`).
final class JSONByteSink {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written so far.
    var array: [UInt8] { [UInt8](UnsafeBufferPointer(start: start, count: count)) }

    /// Forgets the bytes written so far, keeping the memory.
    func removeAll() { count = 0 }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        start[count] = first
        start[count + 1] = second
        count += 2
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// `number` copies of `byte` (indentation).
    func append(repeating byte: UInt8, count number: Int) {
        guard number > 0 else { return }
        reserve(number)
        (start + count).initialize(repeating: byte, count: number)
        count += number
    }

    /// `value` as a JSON string (`JSONStringBytes`).
    func appendJSONString(_ value: String) {
        append(UInt8(ascii: "\""))
        JSONStringBytes.write(value, runs: { append($0) }, escaped: { JSONStringBytes.escape($0) { append($0) } })
        append(UInt8(ascii: "\""))
    }
}
