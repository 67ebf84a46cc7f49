@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// A `.doccarchive` is read as DocC writes it: the RenderNode JSON under `data/documentation/`,
/// not the renderer's HTML shells, scripts, styles or index, and the run says so.
final class DocCArchiveIntakeTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-docc-\(UUID().uuidString)")
        let archive = root.appendingPathComponent("site/Kit.doccarchive")
        for (path, text) in [
            ("data/documentation/kit.json", "{}"), ("data/documentation/kit/view.json", "{}"),
            ("documentation/kit/index.html", "<html></html>"), ("index.html", "<!doctype html>"), ("js/index.js", ""),
            ("css/index.css", ""), ("index/index.json", "{}"), ("metadata.json", "{}"), ("data/documentation/kit/notes.md", "# x"),
        ] {
            let url = archive.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data("# Page\n".utf8).write(to: root.appendingPathComponent("site/page.md"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testAFolderContainingAnArchiveReadsItsDataJSONAndCountsTheRendererFiles() {
        let collected = InputCollector.collect([root.appendingPathComponent("site").path])
        XCTAssertEqual(collected.files.map(\.relativePath),
                       ["Kit.doccarchive/data/documentation/kit/view.json", "Kit.doccarchive/data/documentation/kit.json", "page.md"],
                       "walk order: a folder's entries by name (`kit` before `kit.json`)")
        let note = collected.diagnostics.first { $0.id == "docgen.extract.docc-archive" }
        XCTAssertEqual(note?.severity, .note)
        XCTAssertEqual(note?.file, "Kit.doccarchive")
        XCTAssertEqual(note?.message,
                       "DocC archive: 2 RenderNode file(s) read from data/documentation; 7 other file(s) (the renderer's HTML shells, JS, CSS, index, images) not read")
    }

    func testAnArchiveNamedDirectlyIsReadTheSameWay() {
        let collected = InputCollector.collect([root.appendingPathComponent("site/Kit.doccarchive").path])
        XCTAssertEqual(collected.files.map(\.relativePath), ["data/documentation/kit/view.json", "data/documentation/kit.json"])
        XCTAssertEqual(collected.diagnostics.map(\.id), ["docgen.extract.docc-archive"])
    }

    func testAnArchiveWithoutDataIsDiagnosed() throws {
        let empty = root.appendingPathComponent("Empty.doccarchive")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let collected = InputCollector.collect([empty.path])
        XCTAssertTrue(collected.files.isEmpty)
        XCTAssertEqual(collected.diagnostics.map(\.id), ["docgen.extract.docc-archive-empty"])
    }

    func testLooseJSONOutsideAnArchiveIsNotCollectedFromFolders() throws {
        try Data("{}".utf8).write(to: root.appendingPathComponent("site/loose.json"))
        let collected = InputCollector.collect([root.appendingPathComponent("site").path])
        XCTAssertFalse(collected.files.contains { $0.relativePath == "loose.json" })
    }
}
