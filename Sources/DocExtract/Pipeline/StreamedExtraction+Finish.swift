import DocModel
import Foundation

extension StreamedExtraction {
    /// The end of a run, once every page is staged: the pages are put in the model's order with
    /// unique ids and file names, moved into `pages/`, and the index is written.
    ///
    /// Only this thread works by now, so the two halves that do not depend on each other run at
    /// once: the index entries and the placing of files here; the run's diagnostics (with every
    /// renamed duplicate's warning, sorted) and the summary on a second thread.
    static func finish(_ pages: [StagedPage], runDiagnostics: [Diagnostic], files: [InputFile],
                       request: Extraction.Request, staging: ModelStaging) throws -> Result {
        let order = modelOrder(pages)
        let unique = DuplicatePages.uniqueIDs(order.map { (pages[$0].entry.id, pages[$0].entry.source) })
        // Renamed duplicates by input number, which is nearly the diagnostics' order (by file):
        // the sort then has little left to do.
        let renamedNumbers = unique.positions.map { pages[order[$0]].number }
        let diagnosticsAndSummary = Concurrent { () -> (diagnostics: [Diagnostic], summary: ExtractionSummary) in
            var renamed = [Diagnostic?](repeating: nil, count: files.count)
            for (number, diagnostic) in zip(renamedNumbers, unique.diagnostics) { renamed[number] = diagnostic }
            let diagnostics = (runDiagnostics + renamed.lazy.compactMap { $0 }).sorted(by: DiagnosticOrder.precedes)
            let summary = ExtractionSummary(filesRead: files.count, pages: pages.lazy.map(\.counts), runDiagnostics: diagnostics)
            return (diagnostics, summary)
        }
        let placing = entriesAndMoves(pages, order: order, ids: unique.ids)
        let failures = ParallelMap.map(placing.moves, jobs: request.jobs, progress: nil) { move in
            place(move, staging: staging, file: files[move.number], format: request.format)
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw ModelStaging.Failure(reason: failure) }
        let (diagnostics, summary) = diagnosticsAndSummary.value
        let index = ModelIndex(pages: placing.entries, diagnostics: diagnostics)
        try staging.writeIndex(index)
        return Result(index: index, summary: summary, pageDiagnostics: placing.pageDiagnostics)
    }

    /// The indices of `pages` in the model's order: by (id, source), equal keys in input order.
    static func modelOrder(_ pages: [StagedPage]) -> [Int] {
        var order = Array(pages.indices)
        pages.withUnsafeBufferPointer { pages in
            order.sort { a, b in
                if pages[a].entry.id < pages[b].entry.id { return true }
                if pages[b].entry.id < pages[a].entry.id { return false }
                return pages[a].entry.source < pages[b].entry.source
            }
        }
        return order
    }

    /// The index entries in model order with their final ids and files, the moves of the pages
    /// not in place yet, and the kept page diagnostics. Names are decided in model order (a
    /// clash gets `-2`).
    private static func entriesAndMoves(_ pages: [StagedPage], order: [Int], ids: [String])
        -> (entries: [ModelIndex.Entry], moves: [ModelStaging.Move], pageDiagnostics: [Diagnostic]) {
        var usedNames = Set<String>(minimumCapacity: pages.count)
        var moves: [ModelStaging.Move] = []
        var entries: [ModelIndex.Entry] = [], pageDiagnostics: [Diagnostic] = []
        entries.reserveCapacity(pages.count)
        for (position, index) in order.enumerated() {
            let id = ids[position]
            let name = FileNaming.uniqueName(for: id, extension: "json", used: &usedNames)
            let page = pages[index]
            let move = ModelStaging.Move(number: page.number, name: name,
                                         idSuffix: suffix(of: id, after: page.entry.id),
                                         stagedSuffix: page.stagedSuffix, cachedPage: page.cachedPage, keptName: page.keptName)
            if !(move.keptName != nil && move.isInPlace) { moves.append(move) }
            var entry = page.entry
            entry.id = id
            entry.file = "pages/" + name
            entries.append(entry)
            if !page.diagnostics.isEmpty { pageDiagnostics += page.diagnostics }
        }
        return (entries, moves, pageDiagnostics)
    }

    /// What a unique id adds to the page's own (`~2`), nil when nothing.
    private static func suffix(of id: String, after own: String) -> String? {
        let added = id.utf8.count - own.utf8.count
        return added == 0 ? nil : String(id[id.utf8.index(id.utf8.endIndex, offsetBy: -added)...])
    }
}

/// A value computed on a thread of its own while the caller goes on; `value` waits for it.
final class Concurrent<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        LargeStack.thread { [self] in
            result = work()
            done.signal()
        }
    }

    /// The value, once computed.
    var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}
