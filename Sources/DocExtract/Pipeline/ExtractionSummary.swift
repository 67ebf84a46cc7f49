import DocModel

/// The counts printed after a run: pages per format, examples, claims, diagnostics by id.
public struct ExtractionSummary: Sendable, CustomStringConvertible {
    /// What one page adds to the summary; small enough to keep for every page of a run.
    public struct PageCounts: Sendable, Codable, Equatable {
        public var format: DocFormat
        public var examples: Int
        public var claims: Int
        public var hasDeclaration: Bool
        public var declarationParses: Bool
        public var diagnosticIDs: [String]

        public init(_ page: PageRecord) {
            format = page.source.format
            examples = page.examples.count
            claims = page.claims.count
            hasDeclaration = page.declaration != nil
            declarationParses = page.declaration?.parsesCleanly ?? false
            diagnosticIDs = page.diagnostics.map(\.id)
        }
    }

    public var filesRead: Int
    public var pagesByFormat: [(DocFormat, Int)]
    public var examples: Int
    public var claims: Int
    public var declarations: Int
    public var declarationsParsed: Int
    public var diagnosticsByID: [(String, Int)]
    /// What each DocC archive read and left unread (`file: message` of its
    /// `docgen.extract.docc-archive` note), printed whole so a run never skips renderer files silently.
    public var archives: [String] = []

    public init(_ result: Extraction.Result) {
        self.init(filesRead: result.filesRead, pages: result.pages.map(PageCounts.init), runDiagnostics: result.diagnostics)
    }

    /// The summary of `pages` plus the run-level diagnostics.
    public init(filesRead: Int, pages: some Sequence<PageCounts>, runDiagnostics: [Diagnostic]) {
        var tally = Tally()
        for page in pages { tally.add(page) }
        self.init(filesRead: filesRead, tally: tally, runDiagnostics: runDiagnostics)
    }

    /// The summary of the pages added to `tally` plus the run-level diagnostics.
    public init(filesRead: Int, tally: Tally, runDiagnostics: [Diagnostic]) {
        self.filesRead = filesRead
        examples = tally.examples
        claims = tally.claims
        declarations = tally.declarations
        declarationsParsed = tally.declarationsParsed
        var diagnostics = tally.diagnostics
        for diagnostic in runDiagnostics { diagnostics[diagnostic.id, default: 0] += 1 }
        pagesByFormat = DocFormat.allCases.compactMap { format in tally.formats[format].map { (format, $0) } }
        diagnosticsByID = diagnostics.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        archives = runDiagnostics.filter { $0.id == "docgen.extract.docc-archive" }.map { "\($0.file): \($0.message)" }
    }

    /// Page counts added up a page at a time, in any order (a streamed run adds each page as it
    /// is extracted, so the pages' counts are never all held).
    public struct Tally: Sendable {
        var formats: [DocFormat: Int] = [:]
        var diagnostics: [String: Int] = [:]
        var examples = 0, claims = 0, declarations = 0, declarationsParsed = 0

        public init() {}

        /// Adds one page's counts.
        public mutating func add(_ page: PageCounts) {
            formats[page.format, default: 0] += 1
            examples += page.examples
            claims += page.claims
            if page.hasDeclaration {
                declarations += 1
                if page.declarationParses { declarationsParsed += 1 }
            }
            for id in page.diagnosticIDs { diagnostics[id, default: 0] += 1 }
        }
    }

    public var pages: Int { pagesByFormat.reduce(0) { $0 + $1.1 } }

    public var description: String {
        var lines = ["docgen extract: \(filesRead) file(s) read, \(pages) page(s)"]
        for (format, count) in pagesByFormat { lines.append("  \(format.rawValue): \(count)") }
        for archive in archives { lines.append("  \(archive)") }
        lines.append("  examples: \(examples)   claims: \(claims)   declarations: \(declarationsParsed)/\(declarations) parse")
        if diagnosticsByID.isEmpty {
            lines.append("  diagnostics: none")
        } else {
            lines.append("  diagnostics:")
            for (id, count) in diagnosticsByID { lines.append("    \(id): \(count)") }
        }
        return lines.joined(separator: "\n")
    }
}

extension ExtractionSummary.PageCounts {
    /// Counts as stored (a cache record).
    init(format: DocFormat, examples: Int, claims: Int, hasDeclaration: Bool, declarationParses: Bool, diagnosticIDs: [String]) {
        self.format = format
        self.examples = examples
        self.claims = claims
        self.hasDeclaration = hasDeclaration
        self.declarationParses = declarationParses
        self.diagnosticIDs = diagnosticIDs
    }
}
