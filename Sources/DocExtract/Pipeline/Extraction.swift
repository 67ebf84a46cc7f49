import DocModel
import Foundation

/// A whole extract run: collect inputs, extract them in parallel, order the results.
public enum Extraction {
    /// What to extract and how.
    public struct Request: Sendable {
        public var paths: [String]
        public var format: DocFormat?
        /// Worker threads; results do not depend on it.
        public var jobs: Int

        public init(paths: [String], format: DocFormat? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
            self.paths = paths
            self.format = format
            self.jobs = max(1, jobs)
        }
    }

    /// The pages (sorted by id, ids unique) and the diagnostics that belong to no page.
    public struct Result: Sendable {
        public var pages: [PageRecord]
        public var diagnostics: [Diagnostic]
        public var filesRead: Int
    }

    /// Runs the request; `progress(done, total)` is called from worker threads.
    public static func run(_ request: Request, progress: (@Sendable (Int, Int) -> Void)? = nil) -> Result {
        let (files, collectDiagnostics) = InputCollector.collect(request.paths)
        let outcomes = ParallelMap.map(files, jobs: request.jobs, progress: progress) { file in
            PageExtractor.extract(file, format: request.format)
        }
        var pages = outcomes.compactMap(\.page)
        var diagnostics = collectDiagnostics + outcomes.flatMap(\.diagnostics)
        pages.sort { ($0.id, $0.source.path) < ($1.id, $1.source.path) }
        // The same page crawled twice keeps both records under distinct ids.
        var counts: [String: Int] = [:]
        for index in pages.indices {
            let id = pages[index].id
            counts[id, default: 0] += 1
            if let count = counts[id], count > 1 {
                pages[index].id = "\(id)~\(count)"
                diagnostics.append(Diagnostic(id: "docgen.extract.duplicate-page", severity: .warning,
                                              message: "another file already documents page \(id); this one is \(pages[index].id)",
                                              file: pages[index].source.path))
            }
        }
        return Result(pages: pages, diagnostics: diagnostics.sorted(by: DiagnosticOrder.precedes), filesRead: files.count)
    }
}

/// Order-preserving parallel map over a fixed number of worker threads.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, progress: (@Sendable (Int, Int) -> Void)?, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: inputs.count)
        let workers = min(jobs, max(1, inputs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claim() {
                results.store(transform(inputs[index]), at: index)
                progress?(results.finished, inputs.count)
            }
        }
        return results.values()
    }
}

/// Thread-safe result slots with a work counter.
private final class ResultSlots<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Output?]
    private var next = 0
    private(set) var finished = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Output, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
        finished += 1
    }

    func values() -> [Output] { slots.map { $0! } }
}
