import DocGenerate
import Foundation

extension CaseCorpusIndex {
    /// Reads `index.json` from a cases folder; an absent file is an empty index (a corpus written
    /// before the index existed), an unreadable one an empty index and a message for a diagnostic.
    static func read(directory: URL) -> (index: CaseCorpusIndex, problem: String?) {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(fileName)) else { return (CaseCorpusIndex(), nil) }
        do {
            let index = try JSONDecoder().decode(CaseCorpusIndex.self, from: data)
            guard index.schemaVersion == TestPlan.schemaVersion else {
                return (CaseCorpusIndex(), "schema version \(index.schemaVersion), expected \(TestPlan.schemaVersion)")
            }
            return (index, nil)
        } catch {
            return (CaseCorpusIndex(), CaseCorpusReader.describe(error))
        }
    }
}
