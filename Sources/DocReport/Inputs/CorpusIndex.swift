import DocGenerate
import Foundation

/// The case corpus's `index.json` (written by `docgen generate` beside the suite files): the
/// engine surface of the run's documented symbols and the pages no suite was generated for.
public struct CorpusIndex: Codable, Sendable, Hashable {
    /// The file name in the cases folder; never read as a suite.
    public static let fileName = CaseCorpusWriter.indexFile

    public var surface: [SurfaceEntry]
    public var outOfScope: [ScopeDecision]

    /// An index with the given entries (empty: a corpus written before the index existed).
    public init(surface: [SurfaceEntry] = [], outOfScope: [ScopeDecision] = []) {
        self.surface = surface
        self.outOfScope = outOfScope
    }

    private struct File: Decodable {
        var schemaVersion: Int
        var surface: [SurfaceEntry]?
        var outOfScope: [ScopeDecision]?
    }

    /// Reads `index.json` from a cases folder; an absent file is an empty index, an unreadable one
    /// an empty index and a message for a diagnostic.
    static func read(directory: URL) -> (index: CorpusIndex, problem: String?) {
        let url = directory.appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: url) else { return (CorpusIndex(), nil) }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.schemaVersion == TestPlan.schemaVersion else {
                return (CorpusIndex(), "schema version \(file.schemaVersion), expected \(TestPlan.schemaVersion)")
            }
            return (CorpusIndex(surface: file.surface ?? [], outOfScope: file.outOfScope ?? []), nil)
        } catch {
            return (CorpusIndex(), CaseCorpusReader.describe(error))
        }
    }
}
