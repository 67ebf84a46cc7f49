import DocGenerate
import DocModel
import Foundation

/// The whole `docgen diff` run: read both models whole (or fail naming the file), compare page
/// by page, find the stale cases of a case corpus, and render `diff.json`, HTML and a summary.
public struct DocDiffer {
    public let oldPath: String
    public let newPath: String
    /// A case-corpus folder whose cases are checked against the new model.
    public let casesPath: String?

    public init(oldPath: String, newPath: String, casesPath: String? = nil) {
        self.oldPath = oldPath
        self.newPath = newPath
        self.casesPath = casesPath
    }

    /// Reads the inputs and compares them; throws `DiffInputError` or `GenerateError.cases`.
    public func run() throws -> ModelDiff {
        let old = try ModelFolderReader.read(oldPath)
        let new = try ModelFolderReader.read(newPath)
        let suites = try casesPath.map { try CaseCorpusFolder.read(URL(fileURLWithPath: $0)) }
        return Self.compare(old: old, new: new, oldPath: oldPath, newPath: newPath,
                            stale: suites.map { StaleCaseFinder.find(suites: $0, pages: new) })
    }

    /// The diff of two sets of pages already read.
    public static func compare(old: [PageRecord], new: [PageRecord], oldPath: String, newPath: String,
                               stale: [StaleCase]? = nil) -> ModelDiff {
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var summary = DiffSummary()
        let added = new.filter { oldByID[$0.id] == nil }.map { PageRef(id: $0.id, symbol: $0.symbol.name) }
        let removed = old.filter { newByID[$0.id] == nil }.map { PageRef(id: $0.id, symbol: $0.symbol.name) }
        var pages: [PageChange] = []
        let crawls = CrawlCapabilities(old: old, new: new)
        for page in new {
            guard let before = oldByID[page.id] else { continue }
            guard let change = PageComparer.compare(before, page, crawls: crawls) else { summary.pagesUnchanged += 1; continue }
            pages.append(change)
        }
        summary.pagesAdded = added.count
        summary.pagesRemoved = removed.count
        summary.pagesChanged = pages.count
        summary.pagesWithChanges = pages.filter { !$0.changes.isEmpty }.count
        for change in pages.flatMap(\.changes) {
            summary.byClass[change.class.rawValue, default: 0] += 1
            summary.byKind[change.kind.rawValue, default: 0] += 1
            if change.apiChange == true { summary.apiChanges += 1 }
        }
        summary.staleCases = stale?.count ?? 0
        return ModelDiff(old: ModelSide(path: oldPath, pages: old.count), new: ModelSide(path: newPath, pages: new.count),
                         summary: summary, pagesAdded: added.sorted { $0.id < $1.id }, pagesRemoved: removed.sorted { $0.id < $1.id },
                         pages: pages.sorted { $0.id < $1.id }, staleCases: stale)
    }
}

extension ModelDiff {
    /// `diff.json`: sorted keys, pretty-printed, final newline.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Writes `diff.json`, `index.html` and the stylesheets into `directory`; `reportHref`, when
    /// given, is the conformance report's page the diff's header links back to.
    public func write(to directory: URL, templatesDirectory: URL, reportHref: String? = nil) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var files = try DiffHTMLRenderer(templatesDirectory: templatesDirectory).render(self, reportHref: reportHref)
        files["diff.json"] = try json()
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            try data.write(to: directory.appendingPathComponent(name), options: .atomic)
        }
    }
}
