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

    /// One extracted page, staged: its index entry (id not yet unique, no file yet). Its counts
    /// went to the run's `ExtractionSummary.Tally` when it was extracted.
    struct StagedPage: Sendable {
        var entry: ModelIndex.Entry
        var diagnostics: [Diagnostic]
        /// The input's number, which names its staged file.
        var number: Int
        /// The cache's page file, when the page came from the cache and was not staged.
        var cachedPage: String? = nil
        /// The `~N` the staged file's id already has (`StagingFrontier`), "" for none.
        var stagedSuffix = ""
        /// Whether the model's existing page file of the predicted name held this page's bytes,
        /// so nothing was staged.
        var kept = false
    }

    /// What a worker hands back for one input file.
    enum Outcome: Sendable {
        /// The file's page; for a file joining several pages (`JoinedPages`) its first, with
        /// the others (`extras`) staged once the workers are done.
        case page(StagedPage, extras: [PageRecord] = [])
        case noPage([Diagnostic])
        case failed(String)
    }

    /// Extracts `request` into the model folder `directory`; `progress(done, total)` is called
    /// from worker threads. Throws when the model cannot be written.
    public static func run(_ request: Extraction.Request, to directory: String, keepPageDiagnostics: Bool = false,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Result {
        let (files, collectDiagnostics, sizes) = InputCollector.collect(request.paths)
        let staging = try ModelStaging(directory: directory)
        defer { staging.remove() }
        let (pages, diagnostics, tally) = try extractAndStage(files, sizes: sizes, request: request, staging: staging,
                                                              keepDiagnostics: keepPageDiagnostics, progress: progress)
        return try finish(pages, runDiagnostics: collectDiagnostics + diagnostics, tally: tally, files: files,
                          request: request, staging: staging)
    }

    /// Extracts and stages every file in parallel: the staged pages in input order, the
    /// diagnostics of files that gave no page, and the pages' counts added up.
    private static func extractAndStage(_ files: [InputFile], sizes: [Int?], request: Extraction.Request, staging: ModelStaging,
                                        keepDiagnostics: Bool, progress: (@Sendable (Int, Int) -> Void)?)
        throws -> (pages: [StagedPage], diagnostics: [Diagnostic], tally: ExtractionSummary.Tally) {
        let numbered = Array(zip(files.indices, files))
        let frontier = request.cache == nil ? StagingFrontier(count: files.count) : nil
        // Sizes are worth reading only when there are many files to spread over the workers.
        let order = request.jobs > 1 && files.count >= 64 * request.jobs
            ? WorkOrder.order(sizes: WorkOrder.sizes(of: files.map(\.path), known: sizes), jobs: request.jobs) : nil
        let tally = LockedTally()
        let outcomes = ParallelMap.map(numbered, jobs: request.jobs, order: order, progress: progress) { number, file in
            let (outcome, counts) = if let cache = request.cache {
                cached(file, number: number, cache: cache, format: request.format, staging: staging, keepDiagnostics: keepDiagnostics)
            } else {
                stage(PageExtractor.extract(file, format: request.format), number: number, frontier: frontier!,
                      staging: staging, keepDiagnostics: keepDiagnostics)
            }
            for page in counts { tally.add(page) }
            return outcome
        }
        if let failure = frontier?.firstFailure { throw ModelStaging.Failure(reason: failure) }
        var pages: [StagedPage] = []
        var diagnostics: [Diagnostic] = []
        var extras: [PageRecord] = []
        pages.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            switch outcome {
            case .page(var page, let more):
                page.stagedSuffix = frontier?.stagedSuffix(page.number) ?? ""
                page.kept = frontier?.isKept(page.number) ?? false
                pages.append(page)
                extras += more
            case .noPage(let found): diagnostics += found
            case .failed(let reason): throw ModelStaging.Failure(reason: reason)
            }
        }
        // The further pages of joined files, numbered after the files: staged without a
        // predicted suffix (the end of the run gives them theirs).
        for (offset, extra) in extras.enumerated() {
            let number = files.count + offset
            do {
                try staging.stage(ModelJSON.bytes(extra), number: number)
            } catch {
                throw ModelStaging.Failure(reason: "\(extra.source.path): \(error.localizedDescription)")
            }
            pages.append(StagedPage(entry: ModelWriter.entry(for: extra, file: ""), diagnostics: keepDiagnostics ? extra.diagnostics : [],
                                    number: number))
        }
        return (pages, diagnostics, tally.value)
    }

    /// Encodes one extracted page and hands it to the frontier; stages every page that passes
    /// the frontier with it, with its predicted `~N` (runs on a worker thread).
    private static func stage(_ outcome: PageExtractor.Outcome, number: Int, frontier: StagingFrontier, staging: ModelStaging,
                              keepDiagnostics: Bool) -> (Outcome, [ExtractionSummary.PageCounts]) {
        let ready = frontier.finish(number, page: outcome.page.map { page in
            let (json, idEnd) = PageRecordJSON.bytesMarkingID(page)
            return .init(id: page.id, json: json, idEnd: idEnd)
        })
        for ready in ready {
            do {
                let page = ready.page
                let json = ready.suffix.isEmpty ? page.json : ModelStaging.insertingIDSuffix(ready.suffix, into: page.json, at: page.idEnd)
                // The name the page gets unless another page's name clashes with it (checked at the end).
                let name = FileNaming.sanitize(page.id + ready.suffix) + ".json"
                if staging.holdsPage(name, json) {
                    frontier.keep(ready.number)
                    continue
                }
                try staging.stage(json, number: ready.number)
            } catch {
                frontier.fail(error.localizedDescription)
            }
        }
        return staged(outcome, number: number, keepDiagnostics: keepDiagnostics)
    }

    /// What a worker hands back for an extracted file whose first page is staged as `number`:
    /// that page's index entry, the file's further pages, and every page's counts.
    private static func staged(_ outcome: PageExtractor.Outcome, number: Int,
                               keepDiagnostics: Bool) -> (Outcome, [ExtractionSummary.PageCounts]) {
        guard let page = outcome.page else { return (.noPage(outcome.diagnostics), []) }
        return (.page(StagedPage(entry: ModelWriter.entry(for: page, file: ""), diagnostics: keepDiagnostics ? page.diagnostics : [],
                                 number: number), extras: Array(outcome.pages.dropFirst())), outcome.pages.map(ExtractionSummary.PageCounts.init))
    }

    /// Moves a staged page into `pages/`. A kept page here (pages in place are never moved) was
    /// kept under a name or id it does not get after all (a clash, inputs out of source order):
    /// it is extracted again, since its bytes were never staged (runs on a worker thread).
    static func place(_ move: ModelStaging.Move, staging: ModelStaging, file: InputFile?, format: DocFormat?) -> String? {
        guard move.kept, let file else { return staging.place(move) }
        guard let page = PageExtractor.extract(file, format: format).page else { return "\(file.path): extracted twice, gave no page the second time" }
        do {
            try staging.stage(ModelJSON.bytes(page), number: move.number)
        } catch {
            return "\(page.source.path): \(error.localizedDescription)"
        }
        var staged = move
        staged.kept = false
        staged.stagedSuffix = ""
        return staging.place(staged)
    }

    /// Stages one file through the cache: a hit stages nothing (its cached page file is placed
    /// into the model later); a miss is extracted, staged and stored (runs on a worker thread).
    private static func cached(_ file: InputFile, number: Int, cache: PageCache, format: DocFormat?, staging: ModelStaging,
                               keepDiagnostics: Bool) -> (Outcome, [ExtractionSummary.PageCounts]) {
        guard let bytes = try? InputReader.read(file.path) else {
            // Unreadable: extraction reports it, and nothing is cached.
            return stage(PageExtractor.extract(file, format: format), number: number, staging: staging, keepDiagnostics: keepDiagnostics)
        }
        let key = cache.key(bytes: bytes, relativePath: file.relativePath, format: format)
        if let hit = cache.read(key) {
            guard let entry = hit.item.entry, let counts = hit.item.counts, let pagePath = hit.pagePath else {
                return (.noPage(hit.item.diagnostics), [])
            }
            // Nothing is staged: the cache's page file is linked into the model when placed.
            return (.page(StagedPage(entry: entry, diagnostics: keepDiagnostics ? hit.item.diagnostics : [],
                                     number: number, cachedPage: pagePath)), [counts])
        }
        let outcome = PageExtractor.extract(bytes: bytes, relativePath: file.relativePath, format: format)
        guard let page = outcome.page else {
            cache.write(key, item: .init(entry: nil, counts: nil, diagnostics: outcome.diagnostics), page: [])
            return (.noPage(outcome.diagnostics), [])
        }
        // The cache holds one page per input: a file joining several is extracted every run.
        guard outcome.pages.count == 1 else {
            return stage(outcome, number: number, staging: staging, keepDiagnostics: keepDiagnostics)
        }
        let entry = ModelWriter.entry(for: page, file: "")
        let counts = ExtractionSummary.PageCounts(page)
        do {
            let json = ModelJSON.bytes(page)
            cache.write(key, item: .init(entry: entry, counts: counts, diagnostics: page.diagnostics), page: json)
            try staging.stage(json, number: number)
        } catch {
            return (.failed("\(page.source.path): \(error.localizedDescription)"), [])
        }
        return (.page(StagedPage(entry: entry, diagnostics: keepDiagnostics ? page.diagnostics : [], number: number)), [counts])
    }

    /// Encodes and stages one page (runs on a worker thread).
    private static func stage(_ outcome: PageExtractor.Outcome, number: Int, staging: ModelStaging,
                              keepDiagnostics: Bool) -> (Outcome, [ExtractionSummary.PageCounts]) {
        guard let page = outcome.page else { return (.noPage(outcome.diagnostics), []) }
        do {
            try staging.stage(ModelJSON.bytes(page), number: number)
            return staged(outcome, number: number, keepDiagnostics: keepDiagnostics)
        } catch {
            return (.failed("\(page.source.path): \(error.localizedDescription)"), [])
        }
    }
}

/// The run's page counts, added to by the workers as they finish pages.
final class LockedTally: @unchecked Sendable {
    private let lock = NSLock()
    private var tally = ExtractionSummary.Tally()

    /// Adds one page's counts.
    func add(_ counts: ExtractionSummary.PageCounts) {
        lock.lock(); defer { lock.unlock() }
        tally.add(counts)
    }

    /// The counts added so far.
    var value: ExtractionSummary.Tally {
        lock.lock(); defer { lock.unlock() }
        return tally
    }
}
