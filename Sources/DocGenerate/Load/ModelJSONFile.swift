import DocModel
import Foundation

/// Decodes one JSON file of a model, telling a file of another schema version, a truncated or
/// corrupt file and one that does not match the schema apart.
enum ModelJSONFile {
    private struct VersionProbe: Decodable {
        var schemaVersion: Int?
    }

    /// Decodes `data` (once, on the happy path); on failure, or when the decoded version is not
    /// this docgen's, says which of the three it is.
    static func decode<T: Decodable>(_ type: T.Type, _ data: Data, file: String, what: String, version: KeyPath<T, Int>) throws -> T {
        do {
            let value = try JSONDecoder().decode(T.self, from: data)
            try check(value[keyPath: version], file: file, what: what)
            return value
        } catch let error as ModelFileError {
            throw error
        } catch {
            let probe: VersionProbe
            do { probe = try JSONDecoder().decode(VersionProbe.self, from: data) } catch {
                throw ModelFileError("unreadable", file: file, "\(what) is not complete JSON (truncated or corrupt): \(describe(error))")
            }
            guard let found = probe.schemaVersion else {
                throw ModelFileError("not-a-model", file: file, "\(what) has no schemaVersion; not written by docgen extract")
            }
            try check(found, file: file, what: what)
            throw ModelFileError("unreadable", file: file, "\(what) does not match the model schema: \(describe(error))")
        }
    }

    private static func check(_ found: Int, file: String, what: String) throws {
        guard found == DocModelSchema.version else {
            throw ModelFileError("schema-version", file: file,
                                 "\(what) has model schema version \(found); this docgen reads version \(DocModelSchema.version) — re-extract it")
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
}
