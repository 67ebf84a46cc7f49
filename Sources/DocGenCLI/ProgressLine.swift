import Foundation

/// A progress line on standard error, drawn only when standard error is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let enabled = isatty(STDERR_FILENO) == 1
    private let lock = NSLock()
    private var lastPercent = -1

    init(label: String) { self.label = label }

    func update(_ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let percent = done * 100 / total
        lock.lock(); defer { lock.unlock() }
        guard percent != lastPercent else { return }
        lastPercent = percent
        FileHandle.standardError.write(Data("\r\(label): \(done)/\(total) (\(percent)%)".utf8))
    }

    func finish() {
        guard enabled, lastPercent >= 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
