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
        var pages = outcomes.flatMap(\.pages)
        var diagnostics = collectDiagnostics + outcomes.flatMap(\.diagnostics)
        pages.sort { ($0.id, $0.source.path) < ($1.id, $1.source.path) }
        let unique = DuplicatePages.uniqueIDs(pages.map(\.id))
        diagnostics += unique.renamed.map { DuplicatePages.renamedWarning(id: pages[$0].id, uniqueID: unique.ids[$0], path: pages[$0].source.path) }
        for index in pages.indices { pages[index].id = unique.ids[index] }
        return Result(pages: pages, diagnostics: diagnostics.sorted(by: DiagnosticOrder.precedes), filesRead: files.count)
    }
}

/// The same page crawled twice keeps both records under distinct ids.
enum DuplicatePages {
    /// For page ids in (id, source path) order: their final ids — the second and later records
    /// of an id get `~2`, `~3`, … — and the positions of the renamed ones.
    static func uniqueIDs(_ ids: [String]) -> (ids: [String], renamed: [Int]) {
        var unique: [String] = []
        var renamed: [Int] = []
        unique.reserveCapacity(ids.count)
        // Sorted input keeps an id's records together: a record repeats the id just before it.
        var count = 0
        for (position, id) in ids.enumerated() {
            count = position > 0 && ids[position - 1] == id ? count + 1 : 1
            guard count > 1 else { unique.append(id); continue }
            unique.append("\(id)~\(count)")
            renamed.append(position)
        }
        return (unique, renamed)
    }

    /// The `duplicate-page` warning for the page of `id`, read from `path`, renamed `uniqueID`.
    static func renamedWarning(id: String, uniqueID: String, path: String) -> Diagnostic {
        Diagnostic(id: "docgen.extract.duplicate-page", severity: .warning,
                   message: "another file already documents page \(id); this one is \(uniqueID)", file: path)
    }
}
