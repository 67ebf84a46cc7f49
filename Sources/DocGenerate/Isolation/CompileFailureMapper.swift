import DocModel

/// Compiler errors in generated suites → the cases they block.
///
/// Each error is traced through the file's region markers (`GeneratedRegions`) to a case, an
/// API-shape check or an example; the case (for an example: every case compiling or mounting it)
/// gets its first error as a `CompileFailure` mapped back to the page line — or, when the error
/// only says that a symbol documented in the run does not exist, `notInEngine` naming it. An error
/// outside any region (the file header) blocks every case of the suite.
public struct CompileFailureMapper {
    let pages: [String: PageRecord]
    /// Base names (`focusedValue`, `FocusedValues`) of the symbols the run's pages document.
    let documentedNames: Set<String>
    /// The documented forms of the run's functions, for label errors that are the documentation's.
    let documentedCalls: DocumentedCallCheck

    /// A mapper over the run's pages; `engine` judges label errors at calls no page documents.
    public init(pages: [PageRecord], engine: EngineSurface = .bundled) {
        self.pages = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        documentedCalls = DocumentedCallCheck(pages: pages, engine: engine)
        // `focusedValue(_:_:)` → `focusedValue`; `FocusState.Binding` → `Binding`.
        documentedNames = Set(pages.map { page in
            let base = EngineSymbol.baseName(page.symbol.name)
            return base.split(separator: ".").last.map(String.init) ?? base
        })
    }

    /// Blocks the cases `errors` fall in; `files` are the rendered suites by file name. Returns the
    /// number of cases newly blocked (0 means the errors could not be attributed to any case).
    public func apply(_ errors: [CompilerError], files: [String: String], to plan: inout TestPlan) -> Int {
        var blocked = 0
        let byFile = Dictionary(grouping: errors, by: \.fileName)
        for index in plan.suites.indices {
            let suite = plan.suites[index]
            let companions = Set(suite.companionFiles.values)
            for file in [suite.suiteName + ".swift"] + companions.sorted() {
                guard let fileErrors = byFile[file], let text = files[file] else { continue }
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let regions = GeneratedRegions(text: text)
                let companion = companions.contains(file) ? file : nil
                for error in fileErrors.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
                    let documentation = documentedCalls.documentationError(error, text: text)
                    blocked += block(error, file: file, companion: companion, lines: lines, regions: regions,
                                     documentation: documentation, suite: &plan.suites[index])
                }
            }
        }
        return blocked
    }

    /// `companion`: the companion file the error is in (its header blocks only its own cases).
    private func block(_ error: CompilerError, file: String, companion: String?, lines: [String], regions: GeneratedRegions,
                       documentation: String?, suite: inout PageSuite) -> Int {
        let page = pages[suite.pageID]
        var failure = CompileFailure(message: error.message, generatedFile: file, generatedLine: error.line,
                                     pageFile: page?.source.path)
        failure.documentationError = documentation
        let region = regions.region(at: error.line)
        let targets: [Int]
        switch region?.kind {
        case nil:
            if let companion {
                let files = suite.companionFiles
                targets = suite.cases.indices.filter { suite.companionFile(of: suite.cases[$0], in: files) == companion }
            } else {
                targets = Array(suite.cases.indices)
            }
        case .probe?:
            targets = suite.cases.indices.filter { index in
                suite.cases[index].fixture?.probe.map { $0.keyType != nil && region?.names($0.member ?? "") == true } ?? false
            }
        case .case?, .shape?:
            targets = suite.cases.indices.filter { region?.names(suite.cases[$0].id) == true }
            if region?.kind == .shape { failure.pageLine = page?.declaration?.lines.start }
        case .example?:
            let region = region!
            let exampleID = suite.cases.lazy.compactMap(\.example).first { region.names($0.exampleID) }?.exampleID ?? region.id
            targets = suite.cases.indices.filter {
                suite.cases[$0].example?.exampleID == exampleID || suite.cases[$0].fixture?.example == exampleID
            }
            failure.pageLine = exampleLine(error.line, region: region, lines: lines, exampleID: exampleID, suite: suite, page: page)
        }
        var count = 0
        for index in targets where suite.cases[index].isRunnable {
            if region?.kind == .case, failure.pageLine == nil {
                failure.pageLine = claimLine(suite.cases[index], page: page)
            }
            if let name = error.missingName, documentedNames.contains(name) {
                suite.cases[index].notInEngine = [name]
            } else {
                suite.cases[index].compileFailure = failure
            }
            count += 1
        }
        return count
    }

    /// The page line of a generated example line: the same text, counted by occurrence, in the
    /// example's code; the example's first line when the error is in a stub or the wrapper.
    private func exampleLine(_ line: Int, region: GeneratedRegions.Region, lines: [String], exampleID: String,
                             suite: PageSuite, page: PageRecord?) -> Int? {
        guard let example = page?.examples.first(where: { $0.id == exampleID }),
              let start = (example.lines.en ?? example.lines.zhHans)?.start else { return nil }
        let code = suite.cases.lazy.compactMap(\.example).first { $0.exampleID == exampleID }
        let codeLines = (code?.filledCode ?? code?.code ?? example.code).split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return start }
        let text = lines[line - 1]
        let before = lines[(region.markerLine - 1)..<(line - 1)].filter { $0 == text }.count
        let matches = codeLines.indices.filter { codeLines[$0] == text }
        return before < matches.count ? start + matches[before] : start
    }

    /// The line of the first claim a case covers.
    private func claimLine(_ conformanceCase: ConformanceCase, page: PageRecord?) -> Int? {
        guard let first = conformanceCase.provenance.claimIDs.first else { return nil }
        return page?.claims.first { $0.id == first }?.line
    }
}
