import DocExtract
import DocModel
import Foundation
import XCTest

/// The FocusEngine archive made by `docc convert` (`Fixtures/docc/FocusEngine.doccarchive`,
/// `scripts/make-docc-archive.sh`) through the whole extraction.
final class DocCArchiveExtractionTests: XCTestCase {
    static let archive = TestPaths.fixtures.appendingPathComponent("docc/FocusEngine.doccarchive")
    static let handWritten = TestPaths.fixtures.appendingPathComponent("docc/hand-written/focused(_:equals:).json")

    func testTheRealArchiveGivesPagesClaimsDeclarationsAndExamples() throws {
        let result = Extraction.run(.init(paths: [Self.archive.path]))
        XCTAssertEqual(result.filesRead, 18)
        XCTAssertEqual(result.pages.count, 18)
        XCTAssertTrue(result.pages.allSatisfy { $0.source.format == .doccRenderNode })
        XCTAssertEqual(result.diagnostics.map(\.id), ["docgen.extract.docc-archive"])
        XCTAssertTrue(result.diagnostics.first?.message.contains("18 RenderNode file(s)") ?? false)
        XCTAssertTrue(ExtractionSummary(result).description.contains(
            "FocusEngine.doccarchive: DocC archive: 18 RenderNode file(s) read from data/documentation; 1 other file(s)"),
                      "the summary says what the archive's renderer files were: \(ExtractionSummary(result).description)")
        XCTAssertGreaterThan(result.pages.reduce(0) { $0 + $1.claims.count }, 50)
        XCTAssertEqual(result.pages.filter { $0.declaration != nil }.count, 17, "every symbol page; the module page has none")
        XCTAssertTrue(result.pages.compactMap(\.declaration).allSatisfy(\.parsesCleanly))
        XCTAssertGreaterThanOrEqual(result.pages.reduce(0) { $0 + $1.examples.count }, 3)
        let focusState = try XCTUnwrap(result.pages.first { $0.id == "focusengine/focusstate" })
        XCTAssertEqual(focusState.symbol.kind, .structure)
        XCTAssertTrue(focusState.claims.contains { $0.text == "When focus enters the modified view, the wrapped value of this property updates to match a given prototype value." })
        let module = try XCTUnwrap(result.pages.first { $0.id == "focusengine" })
        XCTAssertEqual(module.symbol.kindText.en, "Framework")
    }

    func testBadJSONBesideTheArchiveIsDiagnosedAndTheOtherFilesStillRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-docc-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = folder.appendingPathComponent("Bad.doccarchive/data/documentation")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try Data("{\"schemaVersion\":".utf8).write(to: pages.appendingPathComponent("truncated.json"))
        try Data("{\"bundleID\": \"x\"}".utf8).write(to: pages.appendingPathComponent("other.json"))
        try FileManager.default.copyItem(at: Self.handWritten, to: pages.appendingPathComponent("good.json"))
        let result = Extraction.run(.init(paths: [folder.path, Self.archive.path]))
        XCTAssertEqual(result.pages.count, 19)
        XCTAssertTrue(result.diagnostics.contains { $0.id == "docgen.extract.render-node-invalid-json" && $0.file.hasSuffix("truncated.json") })
        XCTAssertTrue(result.diagnostics.contains { $0.id == "docgen.extract.not-render-node" && $0.file.hasSuffix("other.json") })
    }

    func testOutputIsByteIdenticalAcrossJobsAndInputOrder() throws {
        let first = try modelBytes([Self.archive.path, Self.handWritten.path], jobs: 1)
        let second = try modelBytes([Self.handWritten.path, Self.archive.path], jobs: 4)
        XCTAssertEqual(first.count, 20, "19 pages and the index")
        XCTAssertEqual(first, second)
    }

    private func modelBytes(_ paths: [String], jobs: Int) throws -> [String: Data] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try ModelWriter.write(Extraction.run(.init(paths: paths, jobs: jobs)), to: out.path)
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: out.path) {
            var isDirectory: ObjCBool = false
            let url = out.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
