import DocModel
import Foundation

/// Reads a model folder written by `docgen extract`: `index.json` and the page files it lists,
/// refusing anything it cannot read whole with a ``ModelFileError`` naming the file (wrapped in
/// `GenerateError.modelFile`): a folder without `index.json`, an index or page of another schema
/// version, a page id listed twice, a page file missing, truncated or not a page, a page whose
/// id is not the index's.
public struct ModelLoader {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The index and its pages, in index order (sorted by page id).
    public func load() throws -> (index: ModelIndex, pages: [PageRecord]) {
        do { return try read() } catch let error as ModelFileError { throw GenerateError.modelFile(error) }
    }

    private func read() throws -> (index: ModelIndex, pages: [PageRecord]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ModelFileError("not-a-model", file: directory.path, "not a folder; give a model folder written by docgen extract")
        }
        let indexURL = directory.appendingPathComponent("index.json")
        guard let indexData = FileManager.default.contents(atPath: indexURL.path) else {
            throw ModelFileError("not-a-model", file: indexURL.path, "no index.json; not a model folder written by docgen extract")
        }
        let index = try ModelJSONFile.decode(ModelIndex.self, indexData, file: indexURL.path, what: "model index", version: \.schemaVersion)
        var seen: [String: String] = [:]
        for entry in index.pages {
            if let earlier = seen[entry.id] {
                throw ModelFileError("duplicate-page-id", file: indexURL.path,
                                     "page id “\(entry.id)” is listed twice (\(earlier) and \(entry.file))")
            }
            seen[entry.id] = entry.file
        }
        let pages = try index.pages.map { entry in
            let url = directory.appendingPathComponent(entry.file)
            guard !entry.file.hasPrefix("/"), !entry.file.split(separator: "/").contains(".."),
                  let data = FileManager.default.contents(atPath: url.path) else {
                throw ModelFileError("page-missing", file: url.path, "page “\(entry.id)” listed in index.json cannot be read")
            }
            let page = try ModelJSONFile.decode(PageRecord.self, data, file: url.path, what: "page", version: \.schemaVersion)
            guard page.id == entry.id else {
                throw ModelFileError("page-id-mismatch", file: url.path, "holds page “\(page.id)” but index.json lists “\(entry.id)”")
            }
            return page
        }
        return (index, pages)
    }
}
