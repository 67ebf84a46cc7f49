import Foundation

/// Reads the results JSON (docs/report.md, `docs/schemas/results.schema.json`):
/// `{"schemaVersion": 1, "results": [{"suite", "test", "status", "message"?}]}` — the form a
/// test-support module can write from inside the test process.
enum ResultsJSONReader {
    static let schemaVersion = 1

    private struct File: Decodable {
        struct Entry: Decodable {
            var suite: String
            var test: String
            var status: TestResults.Record.Status
            var message: String?
        }
        var schemaVersion: Int
        var results: [Entry]
    }

    static func read(_ data: Data) throws -> TestResults {
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch {
            throw ReportInputError("results JSON does not decode: \(CaseCorpusReader.describe(error))")
        }
        guard file.schemaVersion == schemaVersion else {
            throw ReportInputError("results JSON schema version \(file.schemaVersion), expected \(schemaVersion)")
        }
        return TestResults(format: .resultsJSON, records: file.results.map {
            .init(suite: $0.suite, method: $0.test, status: $0.status, message: $0.message)
        })
    }
}
