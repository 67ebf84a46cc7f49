import DocModel
import Foundation

/// Reads a model folder written by `docgen extract`: `index.json` and the page files it lists.
public struct ModelLoader {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The index and its pages, in index order (sorted by page id).
    public func load() throws -> (index: ModelIndex, pages: [PageRecord]) {
        let decoder = JSONDecoder()
        let indexURL = directory.appendingPathComponent("index.json")
        guard let indexData = try? Data(contentsOf: indexURL) else {
            throw GenerateError.model("cannot read \(indexURL.path)")
        }
        let index = try decoder.decode(ModelIndex.self, from: indexData)
        guard index.schemaVersion == DocModelSchema.version else {
            throw GenerateError.model("schema version \(index.schemaVersion), expected \(DocModelSchema.version)")
        }
        let pages = try index.pages.map { entry -> PageRecord in
            let url = directory.appendingPathComponent(entry.file)
            guard let data = try? Data(contentsOf: url) else {
                throw GenerateError.model("cannot read page \(entry.file)")
            }
            return try decoder.decode(PageRecord.self, from: data)
        }
        return (index, pages)
    }
}
