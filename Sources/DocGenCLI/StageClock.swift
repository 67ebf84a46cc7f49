import Foundation

/// Wall-clock time of `docgen run`'s stages and build rounds, for its progress lines (`took 21 s`).
final class StageClock {
    private let start = ContinuousClock.now
    private var lapStart: ContinuousClock.Instant?

    /// The time since the previous lap (nil on the first call, which starts the first lap).
    func lap() -> String? {
        let now = ContinuousClock.now
        defer { lapStart = now }
        return lapStart.map { Self.format(now - $0) }
    }

    /// The time since the clock was made.
    var total: String { Self.format(ContinuousClock.now - start) }

    /// `12 s`, `3 m 05 s`.
    static func format(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        return seconds < 60 ? "\(seconds) s" : "\(seconds / 60) m \(String(format: "%02d", seconds % 60)) s"
    }

    static func seconds(since instant: ContinuousClock.Instant) -> String { format(ContinuousClock.now - instant) }
}
