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
