@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// `docgen extract` streams pages to disk; the model must be the bytes the in-memory path
/// (`Extraction.run` + `ModelWriter`, which encodes with Foundation's `JSONEncoder`) writes.
final class StreamedExtractionTests: XCTestCase {
    private func assertSameModel(_ paths: [String], jobs: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-stream-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let reference = root.appendingPathComponent("reference"), streamed = root.appendingPathComponent("streamed")
        _ = try ModelWriter.write(Extraction.run(.init(paths: paths, jobs: jobs)), to: reference.path)
        let result = try StreamedExtraction.run(.init(paths: paths, jobs: jobs), to: streamed.path, keepPageDiagnostics: true)
        let expected = try ModelFiles.read(reference), actual = try ModelFiles.read(streamed)
        XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted(), "same files, no staging folder left", file: file, line: line)
        for (name, data) in expected where actual[name] != data {
            XCTFail("\(name) differs", file: file, line: line)
        }
        let inMemory = Extraction.run(.init(paths: paths, jobs: jobs))
        XCTAssertEqual(result.summary.description, ExtractionSummary(inMemory).description, file: file, line: line)
        XCTAssertEqual(result.pageDiagnostics, inMemory.pages.flatMap(\.diagnostics), file: file, line: line)
    }

    func testBundledCorpusIsByteIdenticalToTheInMemoryWriter() throws {
        try assertSameModel([TestPaths.corpusPages.path], jobs: 2)
    }

    func testDuplicatePagesGetTheSameIdsAndFilesAsInMemory() throws {
        // Seed 000 three times (two arguments plus its copy in corpus/pages/seeds): ids `~2`, `~3`.
        let seed = try TestPaths.seed("000").path
        try assertSameModel([seed, TestPaths.seeds.path, seed], jobs: 1)
        try assertSameModel([TestPaths.seeds.path, seed, TestPaths.corpusPages.path], jobs: 3)
    }

    /// Duplicates are staged with the `~N` their input order predicts (`StagingFrontier`); when
    /// arguments are not in source order the prediction is wrong and the page is rewritten, so
    /// the model is still the in-memory writer's.
    func testDuplicatesReadOutOfSourceOrderStillGetTheirIds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let seed = try TestPaths.seed("000")
        for (folder, name) in [("first", "z.md"), ("second", "a.md"), ("second", "m.md"), ("third", "b-c.md")] {
            let target = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: seed, to: target.appendingPathComponent(name))
        }
        let folders = ["first", "second", "third"].map { root.appendingPathComponent($0).path }
        try assertSameModel(folders, jobs: 2)
        try assertSameModel(folders.reversed(), jobs: 1)
        try assertSameModel([root.path], jobs: 2)
    }

    func testHTMLFixturesAreByteIdenticalToTheInMemoryWriter() throws {
        try assertSameModel([TestPaths.fixtures.appendingPathComponent("html").path], jobs: 2)
    }

    func testAnUnwritableModelFolderIsAnError() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-blocker-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        XCTAssertThrowsError(try StreamedExtraction.run(.init(paths: [TestPaths.seeds.path]), to: blocker.appendingPathComponent("model").path))
    }

    func testWorkersHaveLargeStacksSoSwiftParsingRunsInPlace() {
        let flags = ParallelMap.map(Array(0..<4), jobs: 2, progress: nil) { _ in LargeStack.isLargeStackThread }
        XCTAssertEqual(flags, [true, true, true, true])
        XCTAssertFalse(LargeStack.isLargeStackThread, "the test thread is not one")
    }
}
