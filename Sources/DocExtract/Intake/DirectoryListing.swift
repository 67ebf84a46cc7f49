import Foundation

/// A folder's entries with the kind `readdir` reports for each, so the collector neither stats a
/// plain file or folder nor resolves a plain folder's path again (`realpath` reads every
/// component's link).
enum DirectoryListing {
    /// What `readdir` says an entry is.
    enum Kind {
        /// A regular file (not a link).
        case file
        /// A folder (not a link).
        case directory
        /// A link, a special file, or a kind the file system does not report: stat it to know.
        case unknown
    }

    /// The entries of `directory` other than `.` and `..`, sorted by name as `[String].sorted()`
    /// sorts, each regular file with its size in bytes (a stat relative to the open folder costs
    /// a fraction of one by path, which resolves every component again); nil when the folder cannot be opened, when it cannot be searched (a stat of an
    /// entry would fail, which only the stat path reports as before), or when a name is not
    /// valid UTF-8 — then the caller lists it with `FileManager` as before.
    static func entries(of directory: String) -> [(name: String, kind: Kind, size: Int?)]? {
        guard access(directory, X_OK) == 0, let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        let folder = dirfd(stream)
        var entries: [(name: String, kind: Kind, size: Int?)] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else { break }
            let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validatingCString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard let name else { return nil }
            if name == "." || name == ".." { continue }
            let kind: Kind
            var size: Int?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG):
                kind = .file
                var info = stat()
                if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 { size = Int(info.st_size) }
            case Int32(DT_DIR): kind = .directory
            default: kind = .unknown
            }
            entries.append((name, kind, size))
        }
        guard errno == 0 else { return nil }
        return entries.sorted { $0.name < $1.name }
    }
}
