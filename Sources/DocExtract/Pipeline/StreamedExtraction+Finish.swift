import DocModel
import Foundation

extension StreamedExtraction {
    /// The end of a run, once every page is staged: the pages are put in the model's order with
    /// unique ids and file names, moved into `pages/`, and the index is written.
    ///
    /// Only this thread works by now, so the two halves that do not depend on each other run at
    /// once: the index entries and the placing of files here; the run's diagnostics (with a
    /// warning for every renamed duplicate, sorted) and the summary on a second thread.
    static func finish(_ pages: [StagedPage], runDiagnostics: [Diagnostic], tally: ExtractionSummary.Tally, files: [InputFile],
                       request: Extraction.Request, staging: ModelStaging) throws -> Result {
        let order = modelOrder(pages)
        let unique = DuplicatePages.uniqueIDs(order.map { pages[$0].entry.id })
        let diagnosticsAndSummary = Concurrent { () -> (diagnostics: [Diagnostic], summary: ExtractionSummary) in
            let diagnostics = sortedDiagnostics(runDiagnostics, renamed: unique.renamed, ids: unique.ids, order: order,
                                                pages: pages, numberCount: max(files.count, (pages.map(\.number).max() ?? -1) + 1))
            return (diagnostics, ExtractionSummary(filesRead: files.count, tally: tally, runDiagnostics: diagnostics))
        }
        let placing = entriesAndMoves(pages, order: order, ids: unique.ids)
        let failures = ParallelMap.map(placing.moves, jobs: request.jobs, progress: nil) { move in
            // Numbers past the files are further pages of joined files (never kept in place).
            place(move, staging: staging, file: move.number < files.count ? files[move.number] : nil, format: request.format)
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw ModelStaging.Failure(reason: failure) }
        let (diagnostics, summary) = diagnosticsAndSummary.value
        let index = ModelIndex(pages: placing.entries, diagnostics: diagnostics)
        try staging.writeIndex(index)
        return Result(index: index, summary: summary, pageDiagnostics: placing.pageDiagnostics)
    }

    /// The run's diagnostics in their order: `runDiagnostics` (of inputs, and of files that gave
    /// no page) and a warning for each renamed duplicate. The warnings are made in input order,
    /// which is nearly the order by file, so the sort has little left to do.
    private static func sortedDiagnostics(_ runDiagnostics: [Diagnostic], renamed: [Int], ids: [String], order: [Int],
                                          pages: [StagedPage], numberCount: Int) -> [Diagnostic] {
        var positionByNumber = [Int](repeating: -1, count: numberCount)
        for position in renamed { positionByNumber[pages[order[position]].number] = position }
        var diagnostics = runDiagnostics
        diagnostics.reserveCapacity(runDiagnostics.count + renamed.count)
        for position in positionByNumber where position >= 0 {
            let entry = pages[order[position]].entry
            diagnostics.append(DuplicatePages.renamedWarning(id: entry.id, uniqueID: ids[position], path: entry.source))
        }
        diagnostics.sort(by: DiagnosticOrder.precedes)
        return diagnostics
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
            let (name, clashed) = FileNaming.uniqueNameNotingClash(for: id, extension: "json", used: &usedNames)
            let page = pages[index]
            let idSuffix = suffix(of: id, after: page.entry.id)
            // A kept page is in place when it gets the id it was staged with and that id's own name.
            let inPlace = page.kept && !clashed && (idSuffix ?? "") == page.stagedSuffix
            if !inPlace {
                moves.append(ModelStaging.Move(number: page.number, name: name, idSuffix: idSuffix, stagedSuffix: page.stagedSuffix,
                                               cachedPage: page.cachedPage, kept: page.kept))
            }
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
