import DocModel
import Foundation

/// Reads a model folder for `docgen diff`, refusing anything it cannot read whole: a folder
/// without `index.json`, an index or page of another schema version, a page id listed twice, a
/// page file missing, truncated or not a page, a page whose id is not the index's.
public enum ModelFolderReader {
    /// The pages of the model at `path`, in index order.
    public static func read(_ path: String) throws -> [PageRecord] {
        let folder = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw DiffInputError("not-a-model", file: path, "not a folder; give a model folder written by docgen extract")
        }
        let indexURL = folder.appendingPathComponent("index.json")
        guard let indexData = FileManager.default.contents(atPath: indexURL.path) else {
            throw DiffInputError("not-a-model", file: indexURL.path, "no index.json; not a model folder written by docgen extract")
        }
        let index = try decodeVersioned(ModelIndex.self, indexData, file: indexURL.path, what: "model index")
        var seen: [String: String] = [:]
        for entry in index.pages {
            if let earlier = seen[entry.id] {
                throw DiffInputError("duplicate-page-id", file: indexURL.path,
                                     "page id \(quoted(entry.id)) is listed twice (\(earlier) and \(entry.file))")
            }
            seen[entry.id] = entry.file
        }
        return try index.pages.map { entry in
            let url = folder.appendingPathComponent(entry.file)
            guard !entry.file.hasPrefix("/"), !entry.file.split(separator: "/").contains(".."),
                  let data = FileManager.default.contents(atPath: url.path) else {
                throw DiffInputError("page-missing", file: url.path, "page \(quoted(entry.id)) listed in index.json cannot be read")
            }
            let page = try decodeVersioned(PageRecord.self, data, file: url.path, what: "page")
            guard page.id == entry.id else {
                throw DiffInputError("page-id-mismatch", file: url.path,
                                     "holds page \(quoted(page.id)) but index.json lists \(quoted(entry.id))")
            }
            return page
        }
    }

    private struct VersionProbe: Decodable {
        var schemaVersion: Int?
    }

    /// Decodes `data`, checking the schema version first so a model of another version gets
    /// that message rather than a field error.
    static func decodeVersioned<T: Decodable>(_ type: T.Type, _ data: Data, file: String, what: String) throws -> T {
        let probe: VersionProbe
        do { probe = try JSONDecoder().decode(VersionProbe.self, from: data) } catch {
            throw DiffInputError("unreadable", file: file, "\(what) is not complete JSON (truncated or corrupt): \(describe(error))")
        }
        guard let version = probe.schemaVersion else {
            throw DiffInputError("not-a-model", file: file, "\(what) has no schemaVersion; not written by docgen extract")
        }
        guard version == DocModelSchema.version else {
            throw DiffInputError("schema-version", file: file,
                                 "\(what) has model schema version \(version); this docgen reads version \(DocModelSchema.version) — re-extract it")
        }
        do { return try JSONDecoder().decode(T.self, from: data) } catch {
            throw DiffInputError("unreadable", file: file, "\(what) does not match the model schema: \(describe(error))")
        }
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, let context):
            "missing field \((context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: String(describing: error)
        }
    }

    static func quoted(_ text: String) -> String { "“" + text + "”" }
}
