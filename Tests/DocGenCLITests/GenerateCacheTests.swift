import Foundation
import XCTest
@testable import DocGenCLI
@testable import DocGenerate

/// A run that generates from the same model again renders the kept plan; a changed model page,
/// template or selection plans again.
final class GenerateCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("generate-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("model/pages"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try Data("{\"id\": \"a\"}".utf8).write(to: folder.appendingPathComponent("model/pages/a.json"))
        try Data("{{suite}}".utf8).write(to: folder.appendingPathComponent("templates/suite.swift.mustache"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func cache(selection: PageSelection = PageSelection()) -> GenerateCache {
        GenerateCache(url: folder.appendingPathComponent("generate-cache.json"),
                      salt: GenerateCache.salt(tool: "docgen 1", templates: folder.appendingPathComponent("templates"), selection: selection, claimReader: .both))
    }

    private var model: URL { folder.appendingPathComponent("model") }

    func testTheSameModelGetsTheKeptPlanBack() throws {
        let plan = TestPlan(suites: [], outOfScope: [ScopeDecision(pageID: "a", source: "a.md", symbol: "a", reason: "out of scope")])
        cache().store(plan, key: cache().key(model: model))
        XCTAssertEqual(cache().plan(for: cache().key(model: model)), plan)
    }

    func testAChangedPageTemplateOrSelectionMisses() throws {
        let key = cache().key(model: model)
        cache().store(TestPlan(suites: []), key: key)
        XCTAssertNotNil(cache().plan(for: key))

        XCTAssertNotEqual(cache(selection: PageSelection(symbols: ["focused(_:)"])).key(model: model), key)
        try Data("{{suite}} ".utf8).write(to: folder.appendingPathComponent("templates/suite.swift.mustache"))
        XCTAssertNotEqual(cache().key(model: model), key)
        try Data("{{suite}}".utf8).write(to: folder.appendingPathComponent("templates/suite.swift.mustache"))
        XCTAssertEqual(cache().key(model: model), key)
        try Data("{\"id\": \"b\"}".utf8).write(to: folder.appendingPathComponent("model/pages/a.json"))
        XCTAssertNotEqual(cache().key(model: model), key)
        XCTAssertNil(cache().plan(for: cache().key(model: model)))
    }
}
