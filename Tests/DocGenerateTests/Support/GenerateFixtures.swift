import DocExtract
import DocGenerate
import DocModel
import Foundation

/// Paths and shared inputs for the DocGenerate tests.
enum GenerateFixtures {
    /// The package root (three levels above this file).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let templates = repositoryRoot.appendingPathComponent("templates")
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// The bundled corpus extracted once into a temporary model folder, as `docgen extract` would.
    static let corpusModel: URL = {
        let result = Extraction.run(.init(paths: [repositoryRoot.appendingPathComponent("corpus/pages").path], jobs: 2))
        let directory = temporaryDirectory("corpus-model")
        _ = try! ModelWriter.write(result, to: directory.path)
        return directory
    }()

    /// A fresh, empty temporary folder.
    static func temporaryDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("docgen-generate-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        TemporaryFolders.shared.add(url)
        return url
    }

    /// Writes `pages` as a model folder (index + page files) and returns the folder.
    static func model(_ pages: [PageRecord]) throws -> URL {
        let directory = temporaryDirectory("model")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("pages"), withIntermediateDirectories: true)
        var entries: [ModelIndex.Entry] = []
        for (number, page) in pages.enumerated() {
            let file = "pages/page\(number).json"
            try encoder.encode(page).write(to: directory.appendingPathComponent(file))
            entries.append(ModelIndex.Entry(
                id: page.id, file: file, source: page.source.path, symbol: page.symbol.name, kind: page.symbol.kind,
                format: page.source.format, languages: page.source.languages, examples: page.examples.count,
                claims: page.claims.count, diagnostics: page.diagnostics.count))
        }
        try encoder.encode(ModelIndex(pages: entries, diagnostics: [])).write(to: directory.appendingPathComponent("index.json"))
        return directory
    }

    /// Runs the whole generator on a model folder with the repository's templates; `scoped: false`
    /// gives every page a suite (made-up pages that test rendering, not scope).
    static func generate(_ model: URL, scoped: Bool = true) throws -> DocGenerator.Output {
        var generator = DocGenerator(modelDirectory: model, templatesDirectory: templates)
        generator.appliesScope = scoped
        return try generator.generate()
    }
}

/// The folders `GenerateFixtures.temporaryDirectory` made, removed when the test process exits
/// (tests share some of them, so not after each test).
private final class TemporaryFolders: @unchecked Sendable {
    static let shared = TemporaryFolders()
    private let lock = NSLock()
    private var urls: [URL] = []

    private init() {
        atexit { TemporaryFolders.shared.removeAll() }
    }

    func add(_ url: URL) {
        lock.lock()
        urls.append(url)
        lock.unlock()
    }

    private func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for url in urls { try? FileManager.default.removeItem(at: url) }
    }
}
