import Foundation

/// Reads the suites of a case-corpus folder (`corpus/cases/*.json`, not `index.json`) for the
/// staleness check; a file that cannot be read is an error naming it.
public enum CaseCorpusFolder {
    private struct File: Decodable {
        var schemaVersion: Int
        var suite: PageSuite
    }

    /// The suites, sorted by file name; throws `GenerateError.cases` for the first unreadable file.
    public static func read(_ directory: URL) throws -> [PageSuite] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw GenerateError.cases("\(directory.path): not a case-corpus folder")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != CaseCorpusIndex.fileName }.sorted()
        return try names.map { name in
            let url = directory.appendingPathComponent(name)
            let file: File
            do { file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url)) } catch {
                throw GenerateError.cases("\(url.path): not a case-corpus file (\(error.localizedDescription))")
            }
            guard file.schemaVersion == TestPlan.schemaVersion else {
                throw GenerateError.cases("\(url.path): case corpus schema version \(file.schemaVersion), expected \(TestPlan.schemaVersion)")
            }
            return file.suite
        }
    }
}
