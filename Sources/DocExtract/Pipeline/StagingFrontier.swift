import Foundation

/// Lets a streamed extract write a duplicate page once, with its final `~N` id, instead of
/// staging it and rewriting it with the suffix at the end (`ModelStaging.place`).
///
/// A page's suffix is 1 + the number of pages with the same id and a smaller (id, source) — so
/// it is known once every file before it is extracted, when inputs are read in source order
/// (the folder walk's order, almost always). Workers hand each finished page's JSON here; pages
/// wait (in memory) until every file numbered before them is done — the frontier — and are then
/// returned to be staged, the id already suffixed as far as input order tells. Only the pages
/// between the frontier and the workers are held. The suffix is a prediction: the run compares
/// it with the one the final (id, source) order gives and rewrites a page whose prediction was
/// wrong (inputs not in source order), so the model never depends on it.
final class StagingFrontier: @unchecked Sendable {
    /// An extracted page as a worker hands it over: its id and its JSON.
    struct Page: Sendable {
        var id: String
        var json: [UInt8]
        /// The offset of the closing quote of the JSON's top-level id (where a suffix goes).
        var idEnd: Int
    }

    /// A page that passed the frontier: its number, the suffix it is staged with, and the page
    /// as handed over (its id without the suffix).
    struct Ready {
        var number: Int
        var suffix: String
        var page: Page
    }

    private let lock = NSLock()
    private var finished: [Bool]
    private var waiting: [Int: Page] = [:]
    private var next = 0
    private var seen: [String: Int] = [:]
    /// The suffix each page was staged with ("" for none), by number.
    private var suffixes: [String]
    /// Whether the model's existing file of a page's predicted name held exactly its bytes (so
    /// nothing was staged), by number.
    private var kept: [Bool]
    private var failure: String?

    init(count: Int) {
        finished = Array(repeating: false, count: count)
        suffixes = Array(repeating: "", count: count)
        kept = Array(repeating: false, count: count)
    }

    /// Records that input `number` is done (with its page's id and JSON, or no page); returns
    /// the pages that have now passed the frontier, in number order, for the caller to stage.
    func finish(_ number: Int, page: Page?) -> [Ready] {
        lock.lock(); defer { lock.unlock() }
        finished[number] = true
        if let page { waiting[number] = page }
        var ready: [Ready] = []
        while next < finished.count, finished[next] {
            if let page = waiting.removeValue(forKey: next) {
                let count = (seen[page.id] ?? 0) + 1
                seen[page.id] = count
                let suffix = count > 1 ? "~\(count)" : ""
                suffixes[next] = suffix
                ready.append(Ready(number: next, suffix: suffix, page: page))
            }
            next += 1
        }
        return ready
    }

    /// The suffix page `number` was staged with.
    func stagedSuffix(_ number: Int) -> String {
        lock.lock(); defer { lock.unlock() }
        return suffixes[number]
    }

    /// Records that page `number` was not staged: `pages/` already holds its bytes under the
    /// name its id and staged suffix give it.
    func keep(_ number: Int) {
        lock.lock(); defer { lock.unlock() }
        kept[number] = true
    }

    /// Whether page `number` was kept in place (`keep`).
    func isKept(_ number: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return kept[number]
    }

    /// Keeps the first failure to stage a page.
    func fail(_ reason: String) {
        lock.lock(); defer { lock.unlock() }
        if failure == nil { failure = reason }
    }

    /// The first failure, if any.
    var firstFailure: String? {
        lock.lock(); defer { lock.unlock() }
        return failure
    }
}
