import DocModel
import Foundation

/// An extract run in bounded memory: the worker that extracts a page also encodes it and stages
/// its JSON on disk, so only index entries stay in memory. Once every file is read the staged
/// pages are ordered, given their unique ids and file names, and moved into place; the model is
/// byte-identical to `ModelWriter.write(Extraction.run(request), to:)`.
public enum StreamedExtraction {
    /// What a run leaves besides the model folder.
    public struct Result: Sendable {
        public var index: ModelIndex
        public var summary: ExtractionSummary
        /// Every page's diagnostics in page order; empty unless `keepPageDiagnostics` was asked for.
        public var pageDiagnostics: [Diagnostic]
    }

    /// One extracted page, staged: its index entry (id not yet unique, no file yet) and counts.
    struct StagedPage: Sendable {
        var entry: ModelIndex.Entry
        var counts: ExtractionSummary.PageCounts
        var diagnostics: [Diagnostic]
        var staged: String
    }

    /// What a worker hands back for one input file.
    enum Outcome: Sendable {
        case page(StagedPage)
        case noPage([Diagnostic])
        case failed(String)
    }

    /// Extracts `request` into the model folder `directory`; `progress(done, total)` is called
    /// from worker threads. Throws when the model cannot be written.
    public static func run(_ request: Extraction.Request, to directory: String, keepPageDiagnostics: Bool = false,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Result {
        let (files, collectDiagnostics) = InputCollector.collect(request.paths)
        let staging = try ModelStaging(directory: directory)
        defer { staging.remove() }
        let numbered = Array(zip(files.indices, files))
        let outcomes = ParallelMap.map(numbered, jobs: request.jobs, progress: progress) { number, file in
            stage(PageExtractor.extract(file, format: request.format), number: number, staging: staging,
                  keepDiagnostics: keepPageDiagnostics)
        }
        var pages: [StagedPage] = []
        var diagnostics = collectDiagnostics
        for outcome in outcomes {
            switch outcome {
            case .page(let page): pages.append(page)
            case .noPage(let found): diagnostics += found
            case .failed(let reason): throw ModelStaging.Failure(reason: reason)
            }
        }
        pages.sort { ($0.entry.id, $0.entry.source) < ($1.entry.id, $1.entry.source) }
        let unique = DuplicatePages.uniqueIDs(pages.map { ($0.entry.id, $0.entry.source) })
        var usedNames = Set<String>()
        for index in pages.indices {
            let id = unique.ids[index]
            if id != pages[index].entry.id {
                try staging.appendToID(of: pages[index].staged, String(id.dropFirst(pages[index].entry.id.count)))
            }
            let name = FileNaming.uniqueName(for: id, extension: "json", used: &usedNames)
            try staging.move(pages[index].staged, toPage: name)
            pages[index].entry.id = id
            pages[index].entry.file = "pages/\(name)"
        }
        diagnostics += unique.diagnostics
        let index = ModelIndex(pages: pages.map(\.entry), diagnostics: diagnostics.sorted(by: DiagnosticOrder.precedes))
        try staging.writeIndex(ModelJSON.bytes(index))
        let summary = ExtractionSummary(filesRead: files.count, pages: pages.map(\.counts), runDiagnostics: index.diagnostics)
        return Result(index: index, summary: summary, pageDiagnostics: pages.flatMap(\.diagnostics))
    }

    /// Encodes and stages one page (runs on a worker thread).
    private static func stage(_ outcome: PageExtractor.Outcome, number: Int, staging: ModelStaging, keepDiagnostics: Bool) -> Outcome {
        guard let page = outcome.page else { return .noPage(outcome.diagnostics) }
        do {
            let staged = try staging.stage(ModelJSON.bytes(page), number: number)
            return .page(StagedPage(entry: ModelWriter.entry(for: page, file: ""), counts: .init(page),
                                    diagnostics: keepDiagnostics ? page.diagnostics : [], staged: staged))
        } catch {
            return .failed("\(page.source.path): \(error.localizedDescription)")
        }
    }
}
