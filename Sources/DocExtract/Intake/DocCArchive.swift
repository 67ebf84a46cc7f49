import Foundation

/// What docgen knows of a `.doccarchive` folder (the output of `docc convert`).
enum DocCArchive {
    /// The extensions of an archive's pages (`data/documentation/**/*.json`).
    static let pageExtensions: Set<String> = ["json"]

    /// Whether the folder `path` is a DocC archive, by its name.
    static func isArchive(_ path: String) -> Bool {
        var trimmed = Substring(path)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.lowercased().hasSuffix(".doccarchive")
    }

    /// The number of regular files under `directory`, links not followed (for the note that
    /// says how many renderer files were left unread).
    static func fileCount(under directory: String) -> Int {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return 0 }
        var count = 0
        while enumerator.nextObject() != nil {
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular { count += 1 }
        }
        return count
    }
}
