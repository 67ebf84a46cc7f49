import Foundation

/// Every regular file below a folder, by relative path, with its bytes: the oracle of the
/// byte-identity tests (streamed vs in-memory extraction, cached vs full extraction).
enum ModelFiles {
    static func read(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
