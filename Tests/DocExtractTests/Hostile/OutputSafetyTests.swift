import DocExtract
import DocModel
import Foundation
import XCTest

/// The model folder: files only inside it, names safe and distinct whatever the page ids, and
/// every file replaced whole (temporary file renamed over it), so a crash never leaves half a file.
final class OutputSafetyTests: XCTestCase {
    private func result(ids: [String]) -> Extraction.Result {
        let pages = ids.enumerated().map { offset, id in
            PageRecord(id: id, source: SourceInfo(path: "p\(offset).md", format: .markdown, languages: [.en]),
                       symbol: Symbol(name: "Page \(offset)", kind: .article))
        }
        let extraction = Extraction.run(.init(paths: [], jobs: 1))
        var result = extraction
        result.pages = pages
        return result
    }

    func testHostilePageIdsStayInsideThePagesFolderWithDistinctNames() throws {
        let ids = ["../../x", "/etc/passwd", "..", ".", "", "~", "x", "X", "a/b", "a.b", "a-b", "\u{202E}txt.exe", "焦点",
                   "con", "nul:", String(repeating: "a/", count: 50_000), String(repeating: "a/", count: 50_000) + "b", "page", "page-2"]
        let parent = HostileRun.temporaryFolder("safety")
        defer { try? FileManager.default.removeItem(at: parent) }
        let out = parent.appendingPathComponent("model")
        let index = try ModelWriter.write(result(ids: ids), to: out.path)

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), ["model"], "nothing written beside the folder")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["index.json", "pages"])
        let written = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("pages").path)
        XCTAssertEqual(written.count, ids.count, "one file per page")
        XCTAssertEqual(Set(written.map { $0.lowercased() }).count, ids.count, "distinct even ignoring case")
        XCTAssertEqual(Set(index.pages.map(\.file)), Set(written.map { "pages/" + $0 }))
        for name in written {
            XCTAssertTrue(name.hasSuffix(".json") && !name.hasPrefix(".") && !name.contains("/"), name)
            XCTAssertLessThanOrEqual(name.utf8.count, 140, name)
            XCTAssertNil(name.unicodeScalars.first { !$0.isASCII }, "non-ASCII in \(name)")
        }
        let back = try JSONDecoder().decode(ModelIndex.self, from: Data(contentsOf: out.appendingPathComponent("index.json")))
        XCTAssertEqual(back.pages.map(\.id).sorted(), ids.sorted(), "ids are kept verbatim in the index")
    }

    func testModelFilesAreReplacedByRenameNotRewrittenInPlace() throws {
        let out = HostileRun.temporaryFolder("atomic")
        defer { try? FileManager.default.removeItem(at: out) }
        var first = result(ids: ["swiftui/atomic"])
        _ = try ModelWriter.write(first, to: out.path)
        let page = out.appendingPathComponent("pages/swiftui.atomic.json")
        let index = out.appendingPathComponent("index.json")
        let pageLink = out.appendingPathComponent("page-link"), indexLink = out.appendingPathComponent("index-link")
        try FileManager.default.linkItem(at: page, to: pageLink)
        try FileManager.default.linkItem(at: index, to: indexLink)
        let (pageBefore, indexBefore) = (try Data(contentsOf: page), try Data(contentsOf: index))

        first.pages[0].symbol.name = "Changed"
        first.diagnostics = [Diagnostic(id: "docgen.extract.empty-input", severity: .warning, message: "x", file: "e.md")]
        _ = try ModelWriter.write(first, to: out.path)
        XCTAssertNotEqual(try Data(contentsOf: page), pageBefore)
        XCTAssertNotEqual(try Data(contentsOf: index), indexBefore)
        XCTAssertEqual(try Data(contentsOf: pageLink), pageBefore, "the page file was renamed over, not rewritten")
        XCTAssertEqual(try Data(contentsOf: indexLink), indexBefore, "the index was renamed over, not rewritten")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("pages").path),
                       ["swiftui.atomic.json"], "no temporary file left")
    }
}
