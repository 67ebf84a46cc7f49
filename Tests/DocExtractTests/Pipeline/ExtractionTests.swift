import DocExtract
import DocModel
import Foundation
import XCTest

final class ExtractionTests: XCTestCase {
    private func modelBytes(_ paths: [String], jobs: Int) throws -> [String: Data] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = Extraction.run(.init(paths: paths, jobs: jobs))
        _ = try ModelWriter.write(result, to: out.path)
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: out.path)
        while let name = enumerator?.nextObject() as? String {
            let url = out.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }

    func testOutputIsByteIdenticalAcrossJobsAndInputOrder() throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: TestPaths.seeds.path).sorted()
            .map { TestPaths.seeds.appendingPathComponent($0).path }
        let serial = try modelBytes(seeds, jobs: 1)
        let parallel = try modelBytes(seeds.reversed(), jobs: 4)
        XCTAssertEqual(serial.count, 6, "five pages and the index")
        XCTAssertEqual(serial, parallel)
    }

    func testBundledCorpusExtractsEveryPage() throws {
        let result = Extraction.run(.init(paths: [TestPaths.corpusPages.path]))
        let files = (FileManager.default.enumerator(atPath: TestPaths.corpusPages.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") }
        XCTAssertGreaterThanOrEqual(files.count, 30, "the bundled corpus (corpus/SOURCES.md)")
        XCTAssertEqual(result.filesRead, files.count)
        XCTAssertEqual(result.pages.count, files.count)
        XCTAssertEqual(Set(result.pages.map(\.id)).count, files.count, "ids are unique")
        XCTAssertTrue(result.pages.allSatisfy { $0.symbol.kind != .unknown && !$0.symbol.name.isEmpty })
        XCTAssertTrue(result.pages.allSatisfy { !$0.source.path.hasPrefix("/") }, "paths are relative to the argument")
    }

    func testMissingPathsAndSymlinkLoopsAreDiagnosedNotFatal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("sub/loop").path, withDestinationPath: folder.path)
        try Data("# Title\n\nText.\n".utf8).write(to: folder.appendingPathComponent("sub/page.md"))
        let result = Extraction.run(.init(paths: [folder.path, "/nonexistent/docgen/path"]))
        XCTAssertEqual(result.pages.map(\.symbol.name), ["Title"])
        XCTAssertEqual(Set(result.diagnostics.map(\.id)), ["docgen.extract.symlink-loop", "docgen.extract.missing-input"])
    }

    func testEmptyAndBinaryFilesGiveDiagnosticsAndOtherFilesStillExtract() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("empty.md"))
        try Data((0..<4096).map { UInt8(($0 * 31) % 29) }).write(to: folder.appendingPathComponent("binary.md"))
        try Data("# Good\n\nFine.\n".utf8).write(to: folder.appendingPathComponent("good.md"))
        let result = Extraction.run(.init(paths: [folder.path]))
        XCTAssertEqual(result.pages.map(\.symbol.name), ["Good"])
        XCTAssertEqual(result.diagnostics.map(\.id).sorted(), ["docgen.extract.binary-input", "docgen.extract.empty-input"])
    }

    func testDuplicatePagesKeepBothRecordsUnderDistinctIds() throws {
        let seed = try TestPaths.seed("000").path
        let copy = TestPaths.corpusPages.appendingPathComponent("seeds").path
        let result = Extraction.run(.init(paths: [seed, copy]))
        let ids = result.pages.map(\.id).filter { $0.hasPrefix("swiftui/accessibilityfocusstate") }
        XCTAssertEqual(ids.count, 3, "seed 000 twice plus seed 001")
        XCTAssertEqual(Set(ids).count, 3)
        XCTAssertTrue(result.diagnostics.contains { $0.id == "docgen.extract.duplicate-page" })
    }

    func testFileNamesFromIdsAreSafeAndUnique() {
        var used = Set<String>()
        XCTAssertEqual(FileNaming.uniqueName(for: "swiftui/view/focused(_:)", extension: "json", used: &used), "swiftui.view.focused(_).json")
        XCTAssertEqual(FileNaming.uniqueName(for: "swiftui/view/focused(_:)", extension: "json", used: &used), "swiftui.view.focused(_)-2.json")
        XCTAssertEqual(FileNaming.sanitize("../../etc/passwd"), "etc.passwd")
        XCTAssertEqual(FileNaming.sanitize("\"\"\"*/#endif\u{202E}"), "endif")
        XCTAssertEqual(FileNaming.sanitize("\u{202E}*/"), "page")
        XCTAssertLessThanOrEqual(FileNaming.sanitize(String(repeating: "a", count: 100_000)).count, 120)
    }
}
