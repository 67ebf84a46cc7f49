import DocModel
import Foundation

/// The staging folder of a streamed run, `<model>/.docgen-staging-<pid>`: pages are written
/// there as they are extracted and renamed into `<model>/pages/` once their names are known, so
/// no reader ever sees a half-written page (a rename replaces the old file atomically). Files are
/// written with plain `write(2)`: Foundation's `Data.write` fsyncs every file, which on this
/// workload cost more wall time than encoding the pages.
struct ModelStaging: Sendable {
    /// Why the model could not be written.
    struct Failure: Error, LocalizedError {
        var reason: String
        var errorDescription: String? { reason }
    }

    let directory: String
    let pages: String
    let folder: String
    /// Whether `pages/` held files when the run began: only then can a page already be there
    /// (`holdsPage`), and only then is it worth looking.
    let pagesExisted: Bool

    init(directory: String) throws {
        self.directory = directory
        pages = (directory as NSString).appendingPathComponent("pages")
        folder = (directory as NSString).appendingPathComponent(".docgen-staging-\(ProcessInfo.processInfo.processIdentifier)")
        pagesExisted = Self.holdsEntries(pages)
        try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Where page number `number` is staged.
    func stagedPath(_ number: Int) -> String {
        (folder as NSString).appendingPathComponent("\(number).json")
    }

    /// Writes page number `number`'s JSON.
    func stage(_ bytes: [UInt8], number: Int) throws {
        try Self.write(bytes, to: stagedPath(number))
    }

    /// Whether `pages/<name>` exists and holds exactly `bytes` — then the page need not be
    /// written at all: re-extracting unchanged input creates no file (on a file system that
    /// scans recently freed inodes for every new file, creating thousands cost seconds of system
    /// time) and leaves the file, its inode and its time stamps as they were.
    func holdsPage(_ name: String, _ bytes: [UInt8]) -> Bool {
        guard pagesExisted else { return false }
        let path = pages + "/" + name
        // The size first: a file of another size is not read.
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) == bytes.count,
              let existing = try? InputReader.read(path), existing.count == bytes.count else { return false }
        return bytes.isEmpty || existing.withUnsafeBytes { old in bytes.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0 } }
    }

    private static func holdsEntries(_ path: String) -> Bool {
        guard let stream = opendir(path) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { return true }
        }
        return false
    }

    /// A staged page's way into the model: its final file name, and what its id needs appended.
    struct Move: Sendable {
        var number: Int
        var name: String
        var idSuffix: String?
        /// The suffix the staged file's id already has (`StagingFrontier`), "" for none.
        var stagedSuffix = ""
        /// The cache's page file when the page came from `PageCache` (nothing was staged).
        var cachedPage: String?
        /// Whether an existing page file, named after the page's id and staged suffix, was found
        /// identical to the page (nothing was staged).
        var kept = false
    }

    /// Patches the id if needed and renames the staged page into `pages/`; the failure, if any.
    func place(_ move: Move) -> String? {
        do {
            if let cachedPage = move.cachedPage {
                try placeCached(cachedPage, move)
                return nil
            }
            let path = stagedPath(move.number)
            let suffix = move.idSuffix ?? ""
            if suffix != move.stagedSuffix { try replaceIDSuffix(of: path, move.stagedSuffix, with: suffix) }
            try self.move(path, toPage: move.name)
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    /// Puts a cached page into `pages/`: as a hard link to the cache's file (a copy when the two
    /// folders are on different file systems), nothing at all when `pages/` already holds that
    /// very file, and a patched copy when its id needs a suffix.
    func placeCached(_ cachedPage: String, _ move: Move) throws {
        let staged = stagedPath(move.number)
        if let suffix = move.idSuffix {
            try Self.write(try Self.appendingToID(try Self.read(cachedPage), suffix, path: cachedPage), to: staged)
            return try self.move(staged, toPage: move.name)
        }
        let target = pages + "/" + move.name
        var source = stat(), existing = stat()
        if stat(cachedPage, &source) == 0, stat(target, &existing) == 0,
           source.st_dev == existing.st_dev, source.st_ino == existing.st_ino {
            return
        }
        if link(cachedPage, staged) != 0 {
            try Self.write(try Self.read(cachedPage), to: staged)
        }
        try self.move(staged, toPage: move.name)
    }

    /// Replaces the `~N` suffix `old` ("" for none) at the end of a staged page's top-level
    /// `"id"` value by `new` (`…/focused(_:)` → `…/focused(_:)~2`).
    func replaceIDSuffix(of path: String, _ old: String, with new: String) throws {
        try Self.write(try Self.appendingToID(try Self.read(path), new, removing: old.utf8.count, path: path), to: path)
    }

    /// `bytes` with `suffix` appended to the top-level id, after removing its last `removing`
    /// bytes (an ASCII suffix appended before). The encoder writes top-level keys on lines
    /// indented by two spaces and escapes every newline inside strings, so the first
    /// `\n  "id" : "` is that key.
    static func appendingToID(_ bytes: [UInt8], _ suffix: String, removing: Int = 0, path: String) throws -> [UInt8] {
        var bytes = bytes
        let marker = Array("\n  \"id\" : \"".utf8)
        guard let start = SimpleText.firstByteOffset(of: marker, in: bytes, from: 0) else {
            throw Failure(reason: "\(path): no top-level id to rename")
        }
        var end = start + marker.count
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        guard end - removing >= start + marker.count else { throw Failure(reason: "\(path): id shorter than its suffix") }
        bytes.replaceSubrange((end - removing)..<end, with: Array(suffix.utf8))
        return bytes
    }

    /// `json` with `suffix` inserted at `idEnd`, the offset of the closing quote of its top-level
    /// id (`PageRecordJSON.bytesMarkingID`): what `appendingToID` gives, without the search.
    static func insertingIDSuffix(_ suffix: String, into json: [UInt8], at idEnd: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + suffix.utf8.count)
        bytes.append(contentsOf: json[..<idEnd])
        bytes.append(contentsOf: suffix.utf8)
        bytes.append(contentsOf: json[idEnd...])
        return bytes
    }

    private static func read(_ path: String) throws -> [UInt8] {
        do {
            return try InputReader.read(path)
        } catch {
            throw Failure(reason: "cannot read \(path): \(error.message)")
        }
    }

    /// Renames a staged page to `pages/<name>`, replacing an older file of that name.
    func move(_ path: String, toPage name: String) throws {
        let target = (pages as NSString).appendingPathComponent(name)
        guard rename(path, target) == 0 else {
            throw Failure(reason: "cannot move \(path) to \(target): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `index.json` through the staging folder, entry by entry (`IndexJSON`).
    func writeIndex(_ index: ModelIndex) throws {
        let path = (folder as NSString).appendingPathComponent("index.json")
        let file = try FileOutput(path: path)
        defer { file.close() }
        try IndexJSON.write(index) { try file.write($0) }
        let target = (directory as NSString).appendingPathComponent("index.json")
        guard rename(path, target) == 0 else {
            throw Failure(reason: "cannot move \(path) to \(target): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes the staging folder and anything left in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Creates or truncates `path` and writes `bytes` to it.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let file = try FileOutput(path: path)
        defer { file.close() }
        try file.write(bytes)
    }
}
