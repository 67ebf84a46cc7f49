@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// The folder walk that trusts `readdir`'s entry kinds (`DirectoryListing`: no stat of a plain
/// file or folder, no `realpath` of a plain folder) collects the same files and diagnostics, in
/// the same order, as the walk that stats every entry and resolves every folder (kept here as
/// the reference): on the bundled pages and fixtures, the shared dump when present, and a tree
/// of links, loops, broken links, hidden and special files made at test time.
final class FolderWalkTests: XCTestCase {
    // MARK: The reference: the walk as it was before.

    private static func referenceCollect(_ arguments: [String]) -> (files: [InputFile], diagnostics: [Diagnostic]) {
        var files: [InputFile] = []
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
                referenceWalk(directory: argument, relative: "", visited: &visited, files: &files, diagnostics: &diagnostics)
            } else {
                files.append(InputFile(path: argument, relativePath: (argument as NSString).lastPathComponent))
            }
        }
        return (files, diagnostics)
    }

    private static func referenceWalk(directory: String, relative: String, accepted: Set<String> = InputCollector.extensions, visited: inout Set<String>,
                                      files: inout [InputFile], diagnostics: inout [Diagnostic]) {
        let manager = FileManager.default
        let real = realPath(directory) ?? (directory as NSString).resolvingSymlinksInPath
        guard visited.insert(real).inserted else {
            diagnostics.append(Diagnostic(id: "docgen.extract.symlink-loop", severity: .warning,
                                          message: "folder reached again through a symbolic link; not read twice",
                                          file: relative.isEmpty ? directory : relative))
            return
        }
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            diagnostics.append(Diagnostic(id: "docgen.extract.unreadable", severity: .error,
                                          message: "folder cannot be read: \(error.localizedDescription)",
                                          file: relative.isEmpty ? directory : relative))
            return
        }
        for name in entries where !name.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                let loop = isLoop(path)
                diagnostics.append(Diagnostic(id: loop ? "docgen.extract.symlink-loop" : "docgen.extract.broken-symlink", severity: .warning,
                                              message: loop ? "symbolic links form a loop; skipped" : "symbolic link points nowhere; skipped",
                                              file: relativePath))
                continue
            }
            if isDirectory.boolValue, name.lowercased().hasSuffix(".doccarchive") {
                // A DocC archive: its pages are data/documentation/**/*.json; the rest is counted in a note.
                let before = files.count
                referenceWalk(directory: path + "/data/documentation", relative: relativePath + "/data/documentation", accepted: ["json"],
                              visited: &visited, files: &files, diagnostics: &diagnostics)
                let pages = files.count - before
                let all = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter {
                    var directory: ObjCBool = false
                    return manager.fileExists(atPath: path + "/" + $0, isDirectory: &directory) && !directory.boolValue
                }.count
                diagnostics.append(Diagnostic(
                    id: "docgen.extract.docc-archive", severity: .note,
                    message: "DocC archive: \(pages) RenderNode file(s) read from data/documentation; \(all - pages) other file(s) (the renderer's HTML shells, JS, CSS, index, images) not read",
                    file: relativePath))
            } else if isDirectory.boolValue {
                referenceWalk(directory: path, relative: relativePath, accepted: accepted, visited: &visited, files: &files, diagnostics: &diagnostics)
            } else if accepted.contains((name as NSString).pathExtension.lowercased()) {
                files.append(InputFile(path: path, relativePath: relativePath))
            }
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isLoop(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && errno == ELOOP
    }

    // MARK: Tests

    private func assertSameWalk(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) {
        let walked = InputCollector.collect(arguments), reference = Self.referenceCollect(arguments)
        XCTAssertEqual(walked.files, reference.files, "\(arguments)", file: file, line: line)
        XCTAssertEqual(walked.diagnostics, reference.diagnostics, "\(arguments)", file: file, line: line)
    }

    func testTheBundledFoldersAreWalkedAsBefore() {
        assertSameWalk([TestPaths.corpusPages.path])
        assertSameWalk([TestPaths.fixtures.path, TestPaths.corpusPages.path + "/", TestPaths.corpusPages.path + "//seeds"])
        assertSameWalk(["Tests/../corpus/pages", "."].map { TestPaths.packageRoot.path + "/" + $0 })
        XCTAssertGreaterThan(InputCollector.collect([TestPaths.corpusPages.path]).files.count, 20)
    }

    func testTheSharedDumpIsWalkedAsBefore() throws {
        let shared = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: shared.path) else {
            throw XCTSkip("../shared not present (\(shared.path)): the shared-corpus walk runs only where it exists")
        }
        assertSameWalk([shared.path])
    }

    func testLinksLoopsAndSpecialFilesAreWalkedAsBefore() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folder-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for folder in ["a/b/c", "d", "e/f", ".hidden", "locked"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["a/1.md", "a/b/2.MD", "a/b/c/3.txt", "d/4.html", "d/skip.json", ".hidden/5.md", "a/.6.md", "e/f/7.htm",
                     "locked/8.md", "é.md", "中文.markdown"] {
            try Data("# x\n".utf8).write(to: root.appendingPathComponent(file))
        }
        let links = [("a/b/up", "../.."), ("a/to-d", "../d"), ("a/to-d-abs", root.appendingPathComponent("d").path),
                     ("broken.md", "nowhere.md"), ("loop1.md", "loop2.md"), ("loop2.md", "loop1.md"), ("e/self", "."),
                     ("file-link.md", "a/1.md"), ("dir-link", "e")]
        for (name, target) in links {
            try manager.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: target)
        }
        XCTAssertEqual(mkfifo(root.appendingPathComponent("d/pipe.md").path, 0o644), 0)
        assertSameWalk([root.path])
        assertSameWalk([root.appendingPathComponent("a").path, root.appendingPathComponent("dir-link").path,
                        root.appendingPathComponent("broken.md").path, root.appendingPathComponent("loop1.md").path,
                        root.appendingPathComponent("missing").path, root.appendingPathComponent("a/1.md").path])
        // A folder that can be listed but not searched (no x), and one that cannot be listed (no r).
        chmod(root.appendingPathComponent("locked").path, 0o644)
        assertSameWalk([root.path])
        chmod(root.appendingPathComponent("locked").path, 0o311)
        assertSameWalk([root.path])
        chmod(root.appendingPathComponent("locked").path, 0o755)
    }
}
