@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// `docgen extract --cache`: a re-extract reuses unchanged pages and still writes exactly the
/// model a full extract writes — after edits, deletions, renames and duplicate ids — and a
/// different docgen build or a damaged cache file never leaks into the model.
final class PageCacheTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // A copy of the seeds and one duplicate-id page, so the test can edit, delete and rename.
        try FileManager.default.copyItem(at: TestPaths.seeds, to: root.appendingPathComponent("in"))
        try FileManager.default.copyItem(at: try TestPaths.seed("000"), to: root.appendingPathComponent("in/copy-of-000.txt"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private var input: URL { root.appendingPathComponent("in") }

    /// Extracts with the cache and without; the two models must be the same bytes. Returns the
    /// number of cache files afterwards.
    @discardableResult
    private func assertCachedEqualsFull(_ label: String, identity: String = "build-1", jobs: Int = 2,
                                        file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let full = root.appendingPathComponent("full-\(label)"), cached = root.appendingPathComponent("cached-\(label)")
        let cacheFolder = root.appendingPathComponent("cache")
        let cache = try PageCache(directory: cacheFolder.path, toolIdentity: identity)
        let reference = try StreamedExtraction.run(.init(paths: [input.path], jobs: jobs), to: full.path, keepPageDiagnostics: true)
        let result = try StreamedExtraction.run(.init(paths: [input.path], jobs: jobs, cache: cache), to: cached.path, keepPageDiagnostics: true)
        let expected = try ModelFiles.read(full), actual = try ModelFiles.read(cached)
        XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted(), label, file: file, line: line)
        for (name, data) in expected where actual[name] != data {
            XCTFail("\(label): \(name) differs", file: file, line: line)
        }
        XCTAssertEqual(result.summary.description, reference.summary.description, label, file: file, line: line)
        XCTAssertEqual(result.pageDiagnostics, reference.pageDiagnostics, label, file: file, line: line)
        return try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).count
    }

    func testColdAndWarmRunsWriteTheFullModelAndTheWarmRunAddsNothing() throws {
        let cold = try assertCachedEqualsFull("cold")
        XCTAssertGreaterThan(cold, 0)
        let warm = try assertCachedEqualsFull("warm", jobs: 1)
        XCTAssertEqual(warm, cold, "every page came from the cache")
    }

    func testEditsDeletionsAndRenamesGiveTheFullModel() throws {
        try assertCachedEqualsFull("before")
        let pages = try FileManager.default.contentsOfDirectory(atPath: input.path).filter { !$0.hasPrefix("copy-") }.sorted()
        guard pages.count >= 3 else { return XCTFail("the seeds folder has at least three pages: \(pages)") }
        let edited = input.appendingPathComponent(pages[0])
        let text = try String(contentsOf: edited, encoding: .utf8)
        try (text + "\n\nAn added sentence must be noticed.\n").write(to: edited, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: input.appendingPathComponent(pages[1]))
        try FileManager.default.moveItem(at: input.appendingPathComponent(pages[2]), to: input.appendingPathComponent("renamed-" + pages[2]))
        let before = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("cache").path).count
        let after = try assertCachedEqualsFull("after")
        XCTAssertEqual(after, before + 2, "the edited and the renamed page are new entries; the rest was reused")
    }

    func testAnotherDocgenBuildDoesNotReuseTheCache() throws {
        let first = try assertCachedEqualsFull("one", identity: "build-1")
        let second = try assertCachedEqualsFull("two", identity: "build-2")
        XCTAssertEqual(second, 2 * first, "a different build keys every page anew")
    }

    func testADamagedCacheFileIsAMissNotAModel() throws {
        try assertCachedEqualsFull("good")
        let cacheFolder = root.appendingPathComponent("cache")
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path) {
            try Data([0x05, 0, 0, 0, 0, 0, 0, 0, 0x7B]).write(to: cacheFolder.appendingPathComponent(name))
        }
        try assertCachedEqualsFull("damaged")
    }
}
