import DocModel
import Foundation

/// An input file: where to read it and how to name it in the model.
public struct InputFile: Sendable, Hashable {
    public init(path: String, relativePath: String) {
        self.path = path
        self.relativePath = relativePath
    }

    /// Absolute or working-directory-relative path to read.
    public var path: String
    /// Path relative to the argument it was found under (what the model records).
    public var relativePath: String
}

/// Expands the command-line paths into input files, recursing into folders.
///
/// A `.doccarchive` folder (named, or found inside one) is read as DocC writes it: its pages are
/// the RenderNode JSON files under `data/documentation/`; the renderer's files (HTML shells, JS,
/// CSS, index, images) are counted in a `docgen.extract.docc-archive` note, not read.
/// Symlink loops, unreadable entries and missing paths become diagnostics; nothing here throws.
enum InputCollector {
    static let extensions: Set<String> = ["md", "markdown", "txt", "html", "htm"]

    /// The input files under `arguments`, in walk order; `sizes[i]` is `files[i]`'s size in bytes
    /// when the walk learnt it (a regular file listed in a folder), nil otherwise.
    static func collect(_ arguments: [String]) -> (files: [InputFile], diagnostics: [Diagnostic], sizes: [Int?]) {
        var files: [InputFile] = []
        var sizes: [Int?] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                let dangling = (try? manager.destinationOfSymbolicLink(atPath: argument)) != nil
                if dangling, isLoop(argument) {
                    diagnostics.append(Diagnostic(id: "docgen.extract.symlink-loop", severity: .error,
                                                  message: "symbolic links form a loop", file: argument))
                    continue
                }
                diagnostics.append(Diagnostic(
                    id: dangling ? "docgen.extract.broken-symlink" : "docgen.extract.missing-input", severity: .error,
                    message: dangling ? "symbolic link points nowhere" : "no such file or folder", file: argument))
                continue
            }
            if isDirectory.boolValue {
                var visited = Set<String>()
                if DocCArchive.isArchive(argument) {
                    walkArchive(directory: argument, relative: "", name: argument, visited: &visited, files: &files, sizes: &sizes, diagnostics: &diagnostics)
                    continue
                }
                walk(directory: argument, relative: "", visited: &visited, files: &files, sizes: &sizes, diagnostics: &diagnostics)
            } else {
                files.append(InputFile(path: argument, relativePath: (argument as NSString).lastPathComponent))
                sizes.append(nil)
            }
        }
        return (files, diagnostics, sizes)
    }

    /// Adds the input files under `directory` (found by `relative` from the argument). `known`
    /// is the folder's canonical path when the caller knows it: a folder that is no link, listed
    /// in a folder whose canonical path is known, is that path plus its name.
    private static func walk(directory: String, relative: String, known: String? = nil, accepted: Set<String> = extensions,
                             visited: inout Set<String>, files: inout [InputFile], sizes: inout [Int?], diagnostics: inout [Diagnostic]) {
        let manager = FileManager.default
        // realpath(3), not NSString.resolvingSymlinksInPath: the latter leaves a relative link
        // such as `sub/up -> ..` unresolved, so such a loop was walked until paths grew too long.
        let resolved = known ?? realPath(directory)
        let real = resolved ?? (directory as NSString).resolvingSymlinksInPath
        guard visited.insert(real).inserted else {
            diagnostics.append(Diagnostic(id: "docgen.extract.symlink-loop", severity: .warning,
                                          message: "folder reached again through a symbolic link; not read twice",
                                          file: relative.isEmpty ? directory : relative))
            return
        }
        let entries: [(name: String, kind: DirectoryListing.Kind, size: Int?)]
        if let listed = DirectoryListing.entries(of: directory) {
            entries = listed
        } else {
            do {
                entries = try manager.contentsOfDirectory(atPath: directory).sorted().map { (name: $0, kind: DirectoryListing.Kind.unknown, size: nil) }
            } catch {
                diagnostics.append(Diagnostic(id: "docgen.extract.unreadable", severity: .error,
                                              message: "folder cannot be read: \(error.localizedDescription)",
                                              file: relative.isEmpty ? directory : relative))
                return
            }
        }
        for (name, kind, size) in entries where !name.hasPrefix(".") {
            let path = joinedPath(directory, name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            switch kind {
            case .file: isDirectory = false
            case .directory: isDirectory = true
            case .unknown:
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    let loop = isLoop(path)
                    diagnostics.append(Diagnostic(id: loop ? "docgen.extract.symlink-loop" : "docgen.extract.broken-symlink", severity: .warning,
                                                  message: loop ? "symbolic links form a loop; skipped" : "symbolic link points nowhere; skipped",
                                                  file: relativePath))
                    continue
                }
            }
            if isDirectory.boolValue, DocCArchive.isArchive(name) {
                walkArchive(directory: path, relative: relativePath, name: relativePath, visited: &visited, files: &files, sizes: &sizes,
                            diagnostics: &diagnostics)
            } else if isDirectory.boolValue {
                // A folder that is no link: its canonical path is this folder's plus its name.
                let childReal = kind == .directory ? resolved.map { $0 == "/" ? "/" + name : $0 + "/" + name } : nil
                walk(directory: path, relative: relativePath, known: childReal, accepted: accepted, visited: &visited, files: &files,
                     sizes: &sizes, diagnostics: &diagnostics)
            } else if accepted.contains(pathExtension(of: name).lowercased()) {
                files.append(InputFile(path: path, relativePath: relativePath))
                sizes.append(size)
            }
        }
    }

    /// Adds the pages of the DocC archive at `directory` (`name` in diagnostics): the `.json` files
    /// under `data/documentation`, and one note counting the renderer's files left unread.
    private static func walkArchive(directory: String, relative: String, name: String, visited: inout Set<String>,
                                    files: inout [InputFile], sizes: inout [Int?], diagnostics: inout [Diagnostic]) {
        let documentation = joinedPath(joinedPath(directory, "data"), "documentation")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: documentation, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(Diagnostic(id: "docgen.extract.docc-archive-empty", severity: .warning,
                                          message: "DocC archive without a data/documentation folder: no pages read from it", file: name))
            return
        }
        let before = files.count
        let prefix = relative.isEmpty ? "data/documentation" : relative + "/data/documentation"
        walk(directory: documentation, relative: prefix, accepted: DocCArchive.pageExtensions, visited: &visited, files: &files,
             sizes: &sizes, diagnostics: &diagnostics)
        let pages = files.count - before
        let unread = DocCArchive.fileCount(under: directory) - pages
        diagnostics.append(Diagnostic(
            id: "docgen.extract.docc-archive", severity: .note,
            message: "DocC archive: \(pages) RenderNode file(s) read from data/documentation; \(unread) other file(s) (the renderer's HTML shells, JS, CSS, index, images) not read",
            file: name))
    }

    /// `(directory as NSString).appendingPathComponent(name)` for a folder entry's name (not
    /// empty, no `/`), without bridging: the name after a `/` unless the folder ends with one.
    static func joinedPath(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.utf8.last == UInt8(ascii: "/") ? directory + name : directory + "/" + name
    }

    /// `(name as NSString).pathExtension` for a file name (no `/`): what follows its last `.`,
    /// unless that dot starts the name; "" without one. Decided on bytes (a `.` byte is always the
    /// character `.` in UTF-8), without bridging; `InputCollectorTests` compares it with Foundation.
    static func pathExtension(of name: String) -> String {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return "" }
        return String(name[utf8.index(after: dot)...])
    }

    /// The canonical absolute path of `path` (all links resolved), or nil if it cannot be resolved.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether resolving `path` fails because symbolic links point at each other (ELOOP).
    private static func isLoop(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && errno == ELOOP
    }
}
