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
        /// Pages reused from an earlier run when their input is unchanged (`StreamedExtraction` only).
        public var cache: PageCache?

        public init(paths: [String], format: DocFormat? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    cache: PageCache? = nil) {
            self.paths = paths
            self.format = format
            self.jobs = max(1, jobs)
            self.cache = cache
        }
    }

    /// The pages (sorted by id, ids unique) and the diagnostics that belong to no page.
    public struct Result: Sendable {
        public var pages: [PageRecord]
        public var diagnostics: [Diagnostic]
        public var filesRead: Int
    }

    /// Runs the request, holding every page in memory (`StreamedExtraction` writes the same
    /// model without doing so); `progress(done, total)` is called from worker threads.
    public static func run(_ request: Request, progress: (@Sendable (Int, Int) -> Void)? = nil) -> Result {
        let (files, collectDiagnostics, _) = InputCollector.collect(request.paths)
        let outcomes = ParallelMap.map(files, jobs: request.jobs, progress: progress) { file in
            PageExtractor.extract(file, format: request.format)
        }
        var pages = outcomes.compactMap(\.page)
        var diagnostics = collectDiagnostics + outcomes.flatMap(\.diagnostics)
        pages.sort { ($0.id, $0.source.path) < ($1.id, $1.source.path) }
        let unique = DuplicatePages.uniqueIDs(pages.map { ($0.id, $0.source.path) })
        for index in pages.indices { pages[index].id = unique.ids[index] }
        diagnostics += unique.diagnostics
        return Result(pages: pages, diagnostics: diagnostics.sorted(by: DiagnosticOrder.precedes), filesRead: files.count)
    }
}

/// The same page crawled twice keeps both records under distinct ids.
enum DuplicatePages {
    /// For pages sorted by (id, source path): their final ids — the second and later records
    /// of an id get `~2`, `~3`, … — and a `duplicate-page` warning for each renamed one, with
    /// the renamed page's position (`positions[k]` is the page `diagnostics[k]` is about).
    static func uniqueIDs(_ pages: [(id: String, path: String)]) -> (ids: [String], diagnostics: [Diagnostic], positions: [Int]) {
        var ids: [String] = []
        var diagnostics: [Diagnostic] = []
        var positions: [Int] = []
        ids.reserveCapacity(pages.count)
        // Sorted input keeps an id's records together: a record repeats the id just before it.
        var count = 0
        for (position, (id, path)) in pages.enumerated() {
            count = position > 0 && pages[position - 1].id == id ? count + 1 : 1
            guard count > 1 else { ids.append(id); continue }
            ids.append("\(id)~\(count)")
            diagnostics.append(Diagnostic(id: "docgen.extract.duplicate-page", severity: .warning,
                                          message: "another file already documents page \(id); this one is \(ids.last!)",
                                          file: path))
            positions.append(position)
        }
        return (ids, diagnostics, positions)
    }
}
