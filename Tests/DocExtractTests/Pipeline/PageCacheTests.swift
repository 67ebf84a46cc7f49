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
    /// number of cache entries (record files) afterwards.
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
        return try records(in: cacheFolder).count
    }

    /// The cache's record files (one per input version; a page's JSON sits beside its record).
    private func records(in cacheFolder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).filter { !$0.hasSuffix(".json") && !$0.contains(".tmp-") }
    }

    /// The cache's page files and their bytes.
    private func cachedPages() throws -> [String: Data] {
        let cacheFolder = root.appendingPathComponent("cache")
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path) where name.hasSuffix(".json") {
            result[name] = try Data(contentsOf: cacheFolder.appendingPathComponent(name))
        }
        return result
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
        let before = try records(in: root.appendingPathComponent("cache")).count
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

    /// A hit is placed into the model as a hard link to the cache's page file; a re-extract into
    /// the same model folder keeps it; the duplicate whose id gets `~2` is a patched copy, so the
    /// cache's files never change.
    func testCachedPagesAreLinkedAndTheCacheNeverChanges() throws {
        try assertCachedEqualsFull("cold")
        let pagesBefore = try cachedPages()
        XCTAssertFalse(pagesBefore.isEmpty)
        try assertCachedEqualsFull("warm")
        try assertCachedEqualsFull("warm")
        XCTAssertEqual(try cachedPages(), pagesBefore, "no cached page was written through a link")
        let model = root.appendingPathComponent("cached-warm/pages")
        var linked = 0, duplicates = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: model.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: model.appendingPathComponent(name).path)
            let links = (attributes[.referenceCount] as? NSNumber)?.intValue ?? 0
            if links > 1 { linked += 1 }
            if try String(contentsOf: model.appendingPathComponent(name), encoding: .utf8).contains("~2\"") {
                duplicates += 1
                XCTAssertEqual(links, 1, "\(name): a patched duplicate is a file of its own")
            }
        }
        XCTAssertGreaterThan(linked, 0, "hits are hard links")
        XCTAssertEqual(duplicates, 1, "copy-of-000 gets ~2")
    }
}
